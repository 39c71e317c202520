// /communications: the Electronic Communications Policy the registration's consent links to (spec
// section 2: the fallback page). Its terms are the E-SIGN disclosures of 15 U.S.C. 7001(c)(1)(B)
// in the very words of the E-SIGN consent PDF (copy/en/documents.json → esign): the scope, paper
// copies, withdrawal, keeping contact details current and the hardware and software needed. The
// consent given at registration comes before any disclosure the applicant reads on screen; the
// consent at signing/intro confirms it and shows the applicant can open a PDF.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './legal-copy';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';

const TERMS = ['scope', 'paper', 'withdraw', 'update', 'hardware'] as const;

export function CommunicationsPolicy() {
  const { t } = useTranslation();
  const { companyName, supportPhone, support } = useBrand();
  const contact = { company: companyName, phone: supportPhone, email: support.email };
  return (
    <SimplePage heading={t('legal.communications.heading')} width="md">
      <Typography component="p" sx={{ mb: 2 }}>
        {t('legal.communications.intro', contact)}
      </Typography>
      {TERMS.map((term) => (
        <Typography component="p" key={term} sx={{ mb: 2 }}>
          {t(`documents.esign.${term}`, contact)}
        </Typography>
      ))}
      <Typography component="p" sx={{ mb: 2 }}>
        {t('legal.communications.confirm')}
      </Typography>
      <Typography component="p">{t('legal.communications.questions', contact)}</Typography>
    </SimplePage>
  );
}
