// The footer's legal half: New York notices, the legal links, numbered disclaimers, copyright.
import { useTranslation } from 'react-i18next';
import { Box, Container, Typography } from '@mui/material';
import { useBrand } from '../../lib/brand';
import { useFlag } from '../../lib/flags';
import { NY_FCRA_FLAG } from '../../../core/flags/resolve';
import { FooterLink, FooterSection, PlainList, safeHref } from './footer-parts';

export function FooterLegal() {
  const { t } = useTranslation();
  const { footer } = useBrand();
  // The New York FCRA disclosure is the lender's switch (ny-fcra), shown where the spec puts the
  // New York notices: first among the brand's own.
  const nyFcra = useFlag(NY_FCRA_FLAG);
  const notices = [...(nyFcra ? [t('shell.footer.nyFcra')] : []), ...(footer.newYorkNotices ?? [])];
  const disclaimers = footer.disclaimers ?? [];
  return (
    <Container maxWidth="lg" sx={{ display: 'grid', gap: 2, mt: { xs: 2, md: 3 } }}>
      {notices.length > 0 && (
        <FooterSection heading={t('shell.footer.newYork')}>
          {notices.map((notice, i) => (
            <Typography key={i} variant="body2" sx={{ mb: 1 }}>
              {notice}
            </Typography>
          ))}
        </FooterSection>
      )}
      <LegalLinks />
      {disclaimers.length > 0 && (
        <FooterSection heading={t('shell.footer.disclaimers')}>
          <Box component="ol" sx={{ pl: 3, m: 0 }}>
            {disclaimers.map((text, i) => (
              <Typography key={i} component="li" variant="body2" sx={{ mb: { xs: 0.5, md: 1 } }}>
                {text}
              </Typography>
            ))}
          </Box>
        </FooterSection>
      )}
      <Copyright />
    </Container>
  );
}

function LegalLinks() {
  const { t } = useTranslation();
  const { termsLabel, termsUrl, privacyUrl, licensesUrl, ilNoticeUrl, footer } = useBrand();
  // Extra links come from the manifest as is: one that is not http(s) or a site path is left out.
  const extra = (footer.extraLinks ?? []).flatMap(({ label, url }) => {
    const href = safeHref(url);
    return href ? [{ label, href }] : [];
  });
  const links = [
    { label: termsLabel, href: termsUrl },
    { label: t('shell.footer.privacy'), href: privacyUrl },
    // The lender's own pages when valid, else ours (core/brand/view.ts).
    { label: t('shell.footer.licenses'), href: licensesUrl },
    // Only a brand whose manifest holds the notice (spec section 2: "for one brand").
    ...(ilNoticeUrl ? [{ label: t('shell.footer.ilNotice'), href: ilNoticeUrl }] : []),
    ...extra,
  ];
  return (
    <Box component="nav" aria-label={t('shell.footer.legal')}>
      <PlainList row>
        {links.map((link) => (
          <li key={`${link.label} ${link.href}`}>
            <FooterLink href={link.href}>{link.label}</FooterLink>
          </li>
        ))}
      </PlainList>
    </Box>
  );
}

function Copyright() {
  const { t } = useTranslation();
  const { holder, showYear } = useBrand().footer.copyright;
  return (
    <Typography variant="body2">
      {showYear ? t('shell.footer.copyright', { year: new Date().getFullYear(), holder }) : t('shell.footer.copyrightNoYear', { holder })}
    </Typography>
  );
}
