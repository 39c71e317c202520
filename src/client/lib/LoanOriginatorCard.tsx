// The loan originator card (spec section 2, page shell): a side card on desktop; on a phone a top
// bar that opens the same card in a modal. Call and email actions on both. Shared: registration
// shows it beside the steps (features/entry), every application page beside its screen
// (features/application: the bar above, the side card in the sidebar column).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Box, Button, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import { Dialog } from './lazy-overlays';
import type { ApiLoanOriginator } from '../../generated/types/api-loan-originator';
import { telHref } from './tel-href';
import { markLeaveSurveyDone } from './leave-survey-flag';

type Originator = ApiLoanOriginator;

export function LoanOriginatorLayout({ originator, children }: { originator: Originator | undefined; children: ReactNode }) {
  if (!originator) return <>{children}</>;
  return (
    <>
      <LoanOriginatorBar originator={originator} />
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', gap: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>{children}</Box>
        <SideCard originator={originator} />
      </Box>
    </>
  );
}

/** The desktop card (hidden below md, where the bar stands for it). */
export function SideCard({ originator }: { originator: Originator }) {
  const { t } = useTranslation();
  return (
    <Paper component="aside" aria-labelledby="lo-card-title" variant="outlined" sx={{ display: { xs: 'none', md: 'block' }, width: 300, flexShrink: 0, mt: 4, mr: 2, p: 2 }}>
      <Typography id="lo-card-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('entry.loanOriginator.title')}
      </Typography>
      <OriginatorDetails originator={originator} />
    </Paper>
  );
}

/** The phone's top bar: a button opening the card in a modal (hidden from md up). */
export function LoanOriginatorBar({ originator }: { originator: Originator }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box component="aside" aria-label={t('entry.loanOriginator.title')} sx={{ display: { xs: 'flex', md: 'none' }, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Button onClick={() => setOpen(true)} startIcon={<OriginatorAvatar originator={originator} size={32} />} sx={{ textTransform: 'none' }}>
        {t('entry.loanOriginator.open', { name: originator.originatorName })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="lo-dialog-title" fullWidth>
        <DialogTitle id="lo-dialog-title">{t('entry.loanOriginator.title')}</DialogTitle>
        <DialogContent>
          <OriginatorDetails originator={originator} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('entry.loanOriginator.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function OriginatorAvatar({ originator, size }: { originator: Originator; size: number }) {
  // The name is always written beside it: the picture is decoration.
  return <Avatar src={originator.avatarUri ?? undefined} alt="" sx={{ width: size, height: size }} aria-hidden="true" />;
}

function OriginatorDetails({ originator }: { originator: Originator }) {
  const { t } = useTranslation();
  const name = originator.originatorName;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <OriginatorAvatar originator={originator} size={48} />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2">{originator.brokerName}</Typography>
          <Typography variant="body2">{t('entry.loanOriginator.nmls', { number: originator.nmls })}</Typography>
        </Box>
      </Stack>
      {/* Having called or mailed their loan originator, the applicant is not asked why they leave (spec section 4). */}
      <Button variant="outlined" href={telHref(originator.phoneNumber)} onClick={markLeaveSurveyDone}>
        {t('entry.loanOriginator.call', { name })}
      </Button>
      <Button variant="outlined" href={`mailto:${originator.email}`} onClick={markLeaveSurveyDone}>
        {t('entry.loanOriginator.email', { name })}
      </Button>
    </Stack>
  );
}
