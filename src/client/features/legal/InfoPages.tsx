// The public side pages of registration (spec section 2): coming-soon (what a brand shows before it
// takes applications), register/account-setup (an applicant whose application is saved finishes
// signing in and carries on) and register/support (the brand's phone, email and hours). Words in
// copy/en/legal.json, loaded with these pages.
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './legal-copy';
import { pageRoutes } from '../../../core/contract/routes';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';
import { useHoursText } from '../../lib/hours';
import { loginUrl } from '../../lib/login-url';
import { telHref } from '../../lib/tel-href';

/** Links at least 24 px high (WCAG 2.2 target size). */
const linkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

function useContact() {
  const { companyName, supportPhone, support } = useBrand();
  return { company: companyName, phone: supportPhone, email: support.email, hours: useHoursText('OPS_PHONE') };
}

function Points({ prefix, keys }: { prefix: string; keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ pl: 3, my: 1 }}>
      {keys.map((key) => (
        <Typography component="li" key={key} sx={{ mb: 1 }}>
          {t(`${prefix}.${key}`)}
        </Typography>
      ))}
    </Box>
  );
}

export function ComingSoonPage() {
  const { t } = useTranslation();
  const contact = useContact();
  return (
    <SimplePage heading={t('legal.comingSoon.heading', contact)}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('legal.comingSoon.intro')}
      </Typography>
      <Typography component="h2" variant="h6">
        {t('legal.comingSoon.expect')}
      </Typography>
      <Points prefix="legal.comingSoon.points" keys={['rate', 'online', 'funds']} />
      <Typography component="p">{t('legal.comingSoon.contact', contact)}</Typography>
    </SimplePage>
  );
}

export function AccountSetupPage() {
  const { t } = useTranslation();
  const contact = useContact();
  return (
    <SimplePage heading={t('legal.accountSetup.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('legal.accountSetup.intro', contact)}
      </Typography>
      <Typography component="h2" variant="h6">
        {t('legal.accountSetup.steps')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, my: 1 }}>
        {(['signIn', 'review', 'finish'] as const).map((key) => (
          <Typography component="li" key={key} sx={{ mb: 1 }}>
            {t(`legal.accountSetup.points.${key}`)}
          </Typography>
        ))}
      </Box>
      <Stack spacing={1} sx={{ my: 3, alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={loginUrl(pageRoutes.resume)} sx={linkSx}>
          {t('legal.accountSetup.signIn')}
        </Link>
        <Link component={RouterLink} to={pageRoutes.forgotPassword} sx={linkSx}>
          {t('legal.accountSetup.forgot')}
        </Link>
        <Link component={RouterLink} to={pageRoutes.register} sx={linkSx}>
          {t('legal.accountSetup.newApplication')}
        </Link>
      </Stack>
      <Typography component="p">{t('legal.accountSetup.help', contact)}</Typography>
    </SimplePage>
  );
}

export function RegisterSupportPage() {
  const { t } = useTranslation();
  const { communicationsUrl } = useBrand();
  const { phone, email, hours } = useContact();
  return (
    <SimplePage heading={t('legal.support.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('legal.support.intro')}
      </Typography>
      <Typography component="h2" variant="h6">
        {t('legal.support.phoneHeading')}
      </Typography>
      <Link href={telHref(phone)} sx={{ ...linkSx, mb: 2 }}>
        {phone}
      </Link>
      <Typography component="h2" variant="h6">
        {t('legal.support.emailHeading')}
      </Typography>
      <Link href={`mailto:${email}`} sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
        {email}
      </Link>
      <Typography component="p" variant="body2" sx={{ mb: 2 }}>
        {t('legal.support.emailNote')}
      </Typography>
      <Typography component="h2" variant="h6">
        {t('legal.support.hoursHeading')}
      </Typography>
      <Typography component="p" sx={{ mb: 3 }}>
        {hours}
      </Typography>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Link component={RouterLink} to={pageRoutes.register} sx={linkSx}>
          {t('legal.support.back')}
        </Link>
        <Link href={communicationsUrl} sx={linkSx}>
          {t('legal.support.communications')}
        </Link>
      </Stack>
    </SimplePage>
  );
}
