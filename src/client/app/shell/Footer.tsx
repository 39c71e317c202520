// The legal footer (spec section 2): who lends, where, how to reach them, then the legal texts.
// Everything shown comes from the brand's manifest.
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Container, Link, Typography } from '@mui/material';
import { useBrand } from '../../lib/brand';
import { useHoursText } from '../../lib/hours';
import { FooterLink, FooterSection, PlainList, targetSx } from './footer-parts';
import { useFlag } from '../../lib/flags';
import { useMounted } from '../../lib/after-hydration';
import { WEBCHAT_FLAG, openChat } from '../../lib/chat-launch';
import { FooterLegal } from './FooterLegal';
import { HousingMark } from './HousingMark';
import { telHref } from '../../lib/tel-href';

// Memoized: it reads only the brand, the flags and the copy, so a step change (a new URL) does not redraw it.
export const Footer = memo(function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: { xs: 3, md: 6 }, py: { xs: 3, md: 4 }, typography: 'body2' }}>
      <Container maxWidth="lg" sx={{ display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
        <Lender />
        <StatesAvailable />
        <CustomerService />
      </Container>
      <FooterLegal />
    </Box>
  );
});

function Lender() {
  const { t } = useTranslation();
  const { companyName, footer } = useBrand();
  return (
    <FooterSection heading={companyName}>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        {footer.lenderAddress}
      </Box>
      <FooterLink href={footer.nmls.consumerAccessUrl}>{t('shell.footer.nmls', { number: footer.nmls.number })}</FooterLink>
      <HousingMark marks={footer.marks} />
    </FooterSection>
  );
}

function StatesAvailable() {
  const { t } = useTranslation();
  const { statesAvailable, moreStatesToCome } = useBrand().footer;
  const states = moreStatesToCome ? [...statesAvailable, t('shell.footer.moreStatesToCome')] : statesAvailable;
  return (
    <FooterSection heading={t('shell.footer.states')}>
      <Typography variant="body2">{states.join(', ')}</Typography>
    </FooterSection>
  );
}

function CustomerService() {
  const { t } = useTranslation();
  const { chat, email, phone } = useBrand().footer.customerService;
  const phoneHours = useHoursText('OPS_PHONE');
  // Where the brand chats, 'Live chat' opens the chat window (issue 25); else it is the words alone.
  const webchat = useFlag(WEBCHAT_FLAG);
  // Disabled until the script handles it: a click on the server's markup went nowhere.
  const hydrated = useMounted();
  return (
    <FooterSection heading={t('shell.footer.customerService')}>
      <PlainList>
        {chat && webchat ? (
          <li>
            <Link component="button" type="button" aria-haspopup="dialog" disabled={!hydrated} onClick={(e: MouseEvent<HTMLElement>) => openChat(e.currentTarget)} sx={{ ...targetSx, typography: 'body2' }}>
              {t('shell.footer.chat')}
            </Link>
          </li>
        ) : (
          chat && <li>{t('shell.footer.chat')}</li>
        )}
        {email && (
          <li>
            {t('shell.footer.email')}: <FooterLink href={`mailto:${email}`}>{email}</FooterLink>
          </li>
        )}
        {phone && (
          <li>
            {t('shell.footer.phone')}: <FooterLink href={telHref(phone)}>{phone}</FooterLink>
          </li>
        )}
        <li>
          {t('shell.footer.phoneHours')}: {phoneHours}
        </li>
      </PlainList>
    </FooterSection>
  );
}
