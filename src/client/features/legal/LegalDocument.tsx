// Our Terms of Use and Privacy Policy (/terms, /privacy): for a brand whose manifest names no valid
// page of its own (core/brand/view.ts legalLink). Lender-neutral words (copy/en/legal.json) with the
// brand's company name and its support phone and email.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './legal-copy';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';

const SECTIONS = {
  terms: ['use', 'account', 'information', 'offers', 'electronic', 'links', 'liability', 'changes'],
  privacy: ['collect', 'use', 'share', 'credit', 'security', 'choices', 'changes'],
} as const;

function LegalDocument({ kind }: { kind: keyof typeof SECTIONS }) {
  const { t } = useTranslation();
  const { companyName, supportPhone, support } = useBrand();
  const values = { company: companyName, phone: supportPhone, email: support.email };
  return (
    <SimplePage heading={t(`legal.${kind}.heading`)} width="md">
      <Typography component="p" sx={{ mb: 2 }}>
        {t(`legal.${kind}.intro`, values)}
      </Typography>
      {SECTIONS[kind].map((section) => (
        <section key={section}>
          <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            {t(`legal.${kind}.sections.${section}.heading`)}
          </Typography>
          <Typography component="p">{t(`legal.${kind}.sections.${section}.body`, values)}</Typography>
        </section>
      ))}
      <Typography component="p" sx={{ mt: 3 }}>
        {t(`legal.${kind}.questions`, values)}
      </Typography>
    </SimplePage>
  );
}

export const TermsPage = () => <LegalDocument kind="terms" />;
export const PrivacyPage = () => <LegalDocument kind="privacy" />;
