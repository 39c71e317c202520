// One application on the dashboard: its status in words with a chip (text, not colour alone), the
// chosen amount when there is one, the active-application mark, and the next action, which opens
// the application's page (it routes to the status's screen: a decline's notice, the offers ...).
// An ended application (declined, closed, cancelled) is a muted card whose action, if any, is not
// a primary button; a funded line is ended but active (its stage says `muted: false`), and its
// action opens the line's page (the stage's `screen`), since its status leads to this dashboard.
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
// MUI's own: a 1 px clipped box (sx `width: 1` would mean 100% and push the page sideways).
import { visuallyHidden } from '@mui/utils';
import { formatMoney } from '../../../core/offer/money';
import type { ApiHelocApplication } from '../../../generated/types/api-heloc-application';
import { pageRoutes } from '../../../core/contract/routes';
import { applicationUrl } from '../../lib/application-events';
import { stageOf } from '../../lib/dashboard-stages';
import { productNameKey } from '../../lib/products';

export function ApplicationCard({ application, active }: { application: ApiHelocApplication; active: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { uuid, loanNumber, property, amount, product } = application;
  const stage = stageOf(application);
  const muted = stage.muted ?? stage.ended;
  const { street1, city, state } = property.address;
  return (
    <Card component="li" variant="outlined" data-stage={stage.name} sx={muted ? { bgcolor: 'grey.100', borderStyle: 'dashed' } : undefined}>
      <CardContent sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, width: '100%' }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {t('auth.dashboard.application', { loanNumber })}
          </Typography>
          <Chip
            size="small"
            variant={muted ? 'outlined' : 'filled'}
            color={muted ? 'default' : 'primary'}
            label={
              <>
                <Box component="span" sx={visuallyHidden}>{`${t('application.dashboard.statusLabel')}: `}</Box>
                {t(stage.chip)}
              </>
            }
          />
        </Box>
        {/* Issue 24: each application names its own product (an applicant may hold several). */}
        {product && (
          <Typography component="p" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {t(productNameKey(product))}
          </Typography>
        )}
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`${street1}, ${city}, ${state}`}</Typography>
        <Typography component="p" variant="body1" sx={{ fontWeight: 600 }}>
          {t(stage.status)}
        </Typography>
        {typeof amount === 'number' && <Typography component="p" variant="body2">{t('application.dashboard.amount', { amount: formatMoney(amount, 2) })}</Typography>}
        {active && !stage.ended && (
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            {t('application.final.active')}
          </Typography>
        )}
        {stage.action && (
          <Button component={RouterLink} to={stage.screen ? pageRoutes.screen(uuid, stage.screen) : applicationUrl(uuid)} variant={muted ? 'outlined' : 'contained'} aria-describedby={headingId} sx={{ mt: 1 }}>
            {t(stage.action)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
