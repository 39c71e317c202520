// Our Terms of Use and Privacy Policy (/terms, /privacy): for a brand whose manifest names no valid
// page of its own (core/brand/view.ts legalLink). Lender-neutral words (copy/en/legal.json) with the
// brand's company name and its support phone and email.
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './legal-copy';
import { PageHeading } from '../../lib/PageHeading';
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
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading text={t(`legal.${kind}.heading`)} sx={{ mb: 2 }} />
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
    </Container>
  );
}

export const TermsPage = () => <LegalDocument kind="terms" />;
export const PrivacyPage = () => <LegalDocument kind="privacy" />;
