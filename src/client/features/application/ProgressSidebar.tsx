// The 'Application progress' sidebar (spec section 2): the brand-overridable encouragement, the
// step tracker at the stage of the application's status (issue 31: waiting, a condition or a review
// keep their stage; through the bank accounts, the right to cancel and funding, each with how long
// it takes), and 'Your offer details': from the offer screen on the chosen option's figures, always
// the 'Application ID'; and 'Finish later'. A status off the tracker (a decline, a cancellation)
// shows its note instead of the steps, and no promise of funding.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { placeOfStatus, stepState, visibleSteps } from '../../../core/status/progress';
import { ChosenOfferDetails } from './ChosenOfferDetails';
import { FinishLater } from './FinishLater';
import { applicationProgressFor } from './progress-data';
import { useApplication } from './use-application';
// MUI's own: a 1 px clipped box (sx `width: 1` would mean 100% and push the page sideways).
import { visuallyHidden } from '@mui/utils';

/**
 * `status` is the application's status as last read, which places the tracker; `product` is the
 * application's (from its status answer), which picks the sidebar's stages and steps. With
 * `foldOnPhone` everything under the heading is behind a button (aria-expanded) below the md
 * breakpoint; from md up it is all in sight.
 */
export function ProgressSidebar({ uuid, status, product, foldOnPhone = false }: { uuid: string; status: string; product: string; foldOnPhone?: boolean }) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const folded = foldOnPhone && !open;
  const applicationProgress = applicationProgressFor(product);
  // Stages before an offer is chosen: the sidebar shows no chosen offer there.
  const productSelectStage = applicationProgress.stages.PRODUCT_SELECT ?? 1;
  // status.manualNotary decides the last step's name; until it is read, the default one shows.
  const { data: application } = useApplication(uuid);
  const place = placeOfStatus(applicationProgress, status);
  const stage = place.kind === 'stage' ? place.stage : 0;
  const steps = visibleSteps(applicationProgress, application ?? {});
  return (
    <Box component="section" aria-labelledby="application-progress" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: foldOnPhone ? 1 : 3, md: 3 }, alignSelf: 'start', mt: { md: 4 } }}>
      <Typography id="application-progress" component="h2" variant="h6" sx={{ fontWeight: 600, display: foldOnPhone ? { xs: 'none', md: 'block' } : undefined }}>
        {t('shell.progress.heading')}
      </Typography>
      {foldOnPhone && (
        // On a phone the heading is the button that shows what is under it.
        <Typography component="h2" variant="h6" sx={{ display: { md: 'none' } }}>
          <Button
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
            endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden="true" />}
            sx={{ fontSize: 'inherit', fontWeight: 600 }}
          >
            {t('shell.progress.heading')}
          </Button>
        </Typography>
      )}
      <Box id={bodyId} sx={{ display: { xs: folded ? 'none' : 'block', md: 'block' }, px: { xs: foldOnPhone ? 1 : 0, md: 0 }, pb: { xs: foldOnPhone ? 1 : 0, md: 0 } }}>
        {place.kind === 'off' ? (
          <Typography component="p" variant="body2" sx={{ mt: 1, mb: 2 }}>
            {t(place.note)}
          </Typography>
        ) : (
          <>
            <Typography component="p" variant="body2" sx={{ mt: 1, mb: 2 }}>
              {t('shell.progress.text')}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {steps.map((step) => (
                <TrackerStep key={step.label} label={t(step.label)} estimate={step.estimate && t(step.estimate)} state={stepState(applicationProgress, step, stage)} />
              ))}
            </Box>
          </>
        )}
        {application && <ChosenOfferDetails uuid={uuid} application={application} showOffer={stage >= productSelectStage} />}
        <FinishLater uuid={uuid} />
      </Box>
    </Box>
  );
}

function TrackerStep({ label, estimate, state }: { label: string; estimate: string | undefined; state: 'done' | 'current' | 'todo' }) {
  const { t } = useTranslation();
  const Icon = state === 'done' ? CheckCircle : state === 'current' ? RadioButtonChecked : RadioButtonUnchecked;
  return (
    <Box component="li" aria-current={state === 'current' ? 'step' : undefined} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, fontWeight: state === 'current' ? 700 : 400 }}>
      <Icon fontSize="small" color={state === 'todo' ? 'disabled' : 'primary'} aria-hidden="true" sx={{ mt: '2px' }} />
      <Box component="span" sx={{ display: 'grid' }}>
        <span>
          {label}
          {/* The icon's meaning, in words, for screen readers. */}
          {state !== 'todo' && <Box component="span" sx={visuallyHidden}>{` (${t(state === 'done' ? 'shell.progress.done' : 'shell.progress.current')})`}</Box>}
        </span>
        {/* How long a step still ahead takes; a finished one needs no estimate. */}
        {estimate && state !== 'done' && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
            {estimate}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

