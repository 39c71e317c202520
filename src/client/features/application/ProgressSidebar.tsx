// The 'Application progress' sidebar (spec section 2): the brand-overridable encouragement, the
// step tracker at the stage of the screen shown, and 'Your offer details': from the offer screen on
// the chosen option's figures, always the 'Application ID'; and 'Finish later'.
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { stageOfScreen, visibleSteps } from '../../../core/status/progress';
import { ChosenOfferDetails } from './ChosenOfferDetails';
import { FinishLater } from './FinishLater';
import { applicationProgressFor } from './progress-data';
import { useApplication } from './use-application';
// MUI's own: a 1 px clipped box (sx `width: 1` would mean 100% and push the page sideways).
import { visuallyHidden } from '@mui/utils';

/**
 * `screen` is the screen shown below /{uuid}, undefined while the server still works; `product` is
 * the application's (from its status answer), which picks the sidebar's stages and steps.
 */
export function ProgressSidebar({ uuid, screen, product }: { uuid: string; screen: string | undefined; product: string }) {
  const { t } = useTranslation();
  const applicationProgress = applicationProgressFor(product);
  // Stages before an offer is chosen: the sidebar shows no chosen offer there.
  const productSelectStage = applicationProgress.stages.PRODUCT_SELECT ?? 1;
  // status.manualNotary decides the last step's name; until it is read, the default one shows.
  const { data: application } = useApplication(uuid);
  const stage = stageOfScreen(applicationProgress, screen);
  const steps = visibleSteps(applicationProgress, application ?? {});
  return (
    <Box component="section" aria-labelledby="application-progress" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 3, alignSelf: 'start', mt: { md: 4 } }}>
      <Typography id="application-progress" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('shell.progress.heading')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 1, mb: 2 }}>
        {t('shell.progress.text')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {steps.map((step, i) => (
          <TrackerStep key={step.label} label={t(step.label)} state={i < stage ? 'done' : i === stage ? 'current' : 'todo'} />
        ))}
      </Box>
      {application && <ChosenOfferDetails uuid={uuid} application={application} showOffer={stage >= productSelectStage} />}
      <FinishLater uuid={uuid} />
    </Box>
  );
}

function TrackerStep({ label, state }: { label: string; state: 'done' | 'current' | 'todo' }) {
  const { t } = useTranslation();
  const Icon = state === 'done' ? CheckCircle : state === 'current' ? RadioButtonChecked : RadioButtonUnchecked;
  return (
    <Box component="li" aria-current={state === 'current' ? 'step' : undefined} sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: state === 'current' ? 700 : 400 }}>
      <Icon fontSize="small" color={state === 'todo' ? 'disabled' : 'primary'} aria-hidden="true" />
      <span>{label}</span>
      {/* The icon's meaning, in words, for screen readers. */}
      {state !== 'todo' && <Box component="span" sx={visuallyHidden}>{` (${t(state === 'done' ? 'shell.progress.done' : 'shell.progress.current')})`}</Box>}
    </Box>
  );
}

