// The top bar: the brand's logo (a link to the start of the journey), its support phone (and, where
// the brand's webchat flag is on, the button that opens the chat window), the CEO
// feedback link where the brand offers it to signed-in applicants, the notifications bell (signed
// in) and the profile menu (spec sections 2 and 6). It re-renders on every page change, so signing in or out shows at once. On a
// phone it is one row (issue 15): the phone number is an icon whose link keeps its words for screen
// readers, and the CEO feedback link waits for a wider screen. Its dialog loads when first opened.
// The phone's hours (spec section 2; issue 25: shown in the footer, the top bar and the chat) sit
// under the number in small type; on a phone they are words for screen readers only, so the one
// row of the 390 px layout stays as it was.
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppBar, Box, Button, Link, Toolbar } from '@mui/material';
import Phone from '@mui/icons-material/Phone';
import Chat from '@mui/icons-material/ChatOutlined';
import { visuallyHidden } from '@mui/utils';
import { isSignedIn } from '../../lib/auth-token';
import { useBrand } from '../../lib/brand';
import { useFlag } from '../../lib/flags';
import { CEO_FEEDBACK_FLAG } from '../../../core/flags/resolve';
import { WEBCHAT_FLAG, openChat } from '../../lib/chat-launch';
import { ProfileMenu } from './ProfileMenu';
import { telHref } from '../../lib/tel-href';
import { startPathFor } from '../../lib/products';
import { readyLookSx, useMounted } from '../../lib/after-hydration';
import { useHoursText } from '../../lib/hours';

// Signed in only, and after hydration (the server's render knows no session): its own chunk.
const NotificationBell = lazy(() => import('./NotificationBell'));

const CeoFeedbackDialog = lazy(() => import('../../features/feedback/CeoFeedbackDialog'));

export function TopBar({ startPath }: { startPath: string }) {
  const { t } = useTranslation();
  const { theme, logoUrl, supportPhone, products } = useBrand();
  // The ceo-feedback flag (the manifest's features.ceoFeedback unless the console overrides it).
  const ceoFeedback = useFlag(CEO_FEEDBACK_FLAG);
  const webchat = useFlag(WEBCHAT_FLAG);
  useLocation();
  const [feedback, setFeedback] = useState<'closed' | 'open' | 'never'>('never');
  const hydrated = useMounted();
  const phoneHours = useHoursText('OPS_PHONE');
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'nowrap', sm: 'wrap' }, py: 1 }}>
        {/* A wide logo gives way on a phone (scaled, never cropped) so the menu stays on screen. */}
        <Link component={RouterLink} to={startPathFor(products, startPath)} sx={{ display: 'inline-flex', mr: 'auto', minWidth: 0, flexShrink: 1 }}>
          <Box component="img" src={logoUrl} alt={theme.logo.alt} sx={{ display: 'block', height: 40, width: 'auto', minWidth: 0, maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' }} />
        </Link>
        {ceoFeedback && isSignedIn() && (
          <Button variant="text" aria-haspopup="dialog" onClick={() => setFeedback('open')} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            {t('shell.ceoFeedback')}
          </Button>
        )}
        {feedback !== 'never' && (
          <Suspense fallback={null}>
            <CeoFeedbackDialog open={feedback === 'open'} onClose={() => setFeedback('closed')} />
          </Suspense>
        )}
        {webchat && (
          // Spec section 2's chat-with-us link, beside the support phone (which every brand's page keeps).
          // Disabled until the script handles it (a click on the server's markup went nowhere), with its ready look.
          <Button variant="text" aria-haspopup="dialog" disabled={!hydrated} onClick={(e) => openChat(e.currentTarget)} startIcon={<Chat aria-hidden="true" />} sx={{ ...readyLookSx.text, whiteSpace: 'nowrap', minWidth: 24, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}>
            <Box component="span" sx={{ '@media (max-width: 599.95px)': visuallyHidden }}>
              {t('shell.chatWithUs')}
            </Box>
          </Button>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
          <Link href={telHref(supportPhone)} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24, whiteSpace: 'nowrap' }}>
            <Phone aria-hidden="true" sx={{ display: { xs: 'block', sm: 'none' } }} />
            <Box component="span" sx={{ '@media (max-width: 599.95px)': visuallyHidden }}>
              {t('shell.call', { phone: supportPhone })}
            </Box>
          </Link>
          <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', textAlign: 'right', '@media (max-width: 599.95px)': visuallyHidden }}>
            {phoneHours}
          </Box>
        </Box>
        {hydrated && isSignedIn() && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
}
