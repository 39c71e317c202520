// /account/heloc/contact (issue 29 item 4, spec section 2's /contact target): how to reach the brand.
// Its phone and email (the manifest's, with the spec's default phone), the phone line's and the
// chat's weeks (brands/defaults.json or the brand's operatingHours, in Pacific Time as the spec
// shows them) and, where the brand's webchat flag is on, a button that opens the chat window
// (lib/chat-launch: the shell's launcher mounts it). Words in copy/en/legal.json.
import type { MouseEvent, ReactNode } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import Chat from '@mui/icons-material/ChatOutlined';
import { useTranslation } from 'react-i18next';
import './legal-copy';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';
import { useFlag } from '../../lib/flags';
import { useHoursText } from '../../lib/hours';
import { useMounted } from '../../lib/after-hydration';
import { WEBCHAT_FLAG, openChat } from '../../lib/chat-launch';
import { telHref } from '../../lib/tel-href';

/** Links at least 24 px high (WCAG 2.2 target size). */
const linkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h2" variant="h6">
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  const { companyName, supportPhone, support } = useBrand();
  const phoneHours = useHoursText('OPS_PHONE');
  const chatHours = useHoursText('OPS_CHAT');
  const webchat = useFlag(WEBCHAT_FLAG);
  // Disabled until the script handles it, as the top bar's and the footer's chat buttons.
  const hydrated = useMounted();
  return (
    <SimplePage heading={t('legal.contact.heading')}>
      <Typography component="p" sx={{ mb: 3 }}>
        {t('legal.contact.intro', { company: companyName })}
      </Typography>
      <Section id="contact-phone" heading={t('legal.contact.phoneHeading')}>
        <Link href={telHref(supportPhone)} sx={linkSx}>
          {supportPhone}
        </Link>
        <Typography component="p">{t('legal.contact.phoneHours', { hours: phoneHours })}</Typography>
      </Section>
      {support.email && (
        <Section id="contact-email" heading={t('legal.contact.emailHeading')}>
          <Link href={`mailto:${support.email}`} sx={{ ...linkSx, overflowWrap: 'anywhere' }}>
            {support.email}
          </Link>
          <Typography component="p" variant="body2">
            {t('legal.contact.emailNote')}
          </Typography>
        </Section>
      )}
      {webchat && (
        <Section id="contact-chat" heading={t('legal.contact.chatHeading')}>
          <Typography component="p" sx={{ mb: 1 }}>
            {t('legal.contact.chatHours', { hours: chatHours })}
          </Typography>
          <Button variant="contained" aria-haspopup="dialog" disabled={!hydrated} startIcon={<Chat aria-hidden="true" />} onClick={(e: MouseEvent<HTMLElement>) => openChat(e.currentTarget)}>
            {t('legal.contact.chatButton')}
          </Button>
        </Section>
      )}
    </SimplePage>
  );
}
