// conditions: what underwriting still needs from the applicant (spec section 2, condition
// targets). One notification per open condition of a known category, oldest first, each with
// its prompt and a link to its screen carrying conditionUuid, conditionType and conditionEnum.
import '../../lib/conditions-copy';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { conditionQuery } from '../../../core/conditions/categories';
import { pageRoutes } from '../../../core/contract/routes';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { PageLoader } from '../../lib/loader/PageLoader';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { useConditions, type Notification } from '../../lib/conditions';

export function ConditionsIndex({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  const { notifications, isLoading } = useConditions(uuid);
  const headingId = useId();
  return (
    <ScreenLayout heading={t('conditions.index.heading')}>
      <PageLoader busy={isLoading} />
      {!isLoading && notifications.length === 0 ? (
        <>
          <Typography component="p">{t('conditions.index.none')}</Typography>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => (reroute ?? onStatusChange)?.()}>
            {t('conditions.index.continue')}
          </Button>
        </>
      ) : (
        <>
          <Typography component="p">{t('conditions.index.intro')}</Typography>
          <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
            <Typography component="h2" variant="h6" id={headingId}>
              {t('conditions.index.notifications')}
            </Typography>
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {notifications.map((n) => (
                <NotificationItem key={n.uuid} uuid={uuid} notification={n} />
              ))}
            </Box>
          </Box>
        </>
      )}
      <SupportLine />
    </ScreenLayout>
  );
}

function NotificationItem({ uuid, notification: n }: { uuid: string; notification: Notification }) {
  const { t } = useTranslation();
  const title = t(n.category.title);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, mt: 2, overflowWrap: 'anywhere' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('conditions.index.requested', { date: new Date(n.created).toLocaleDateString('en-US') })}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t(n.category.prompt)}</Typography>
      {n.commentsToBorrower && <Typography sx={{ mt: 1 }}>{t('conditions.index.comments', { comments: n.commentsToBorrower })}</Typography>}
      {n.answered ? (
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('conditions.index.received')}</Typography>
      ) : (
        <Link
          component={RouterLink}
          to={`${pageRoutes.screen(uuid, n.category.target)}?${conditionQuery({ uuid: n.uuid, categoryEnum: n.categoryEnum, target: n.category.target })}`}
          aria-label={t('conditions.index.openLabel', { title })}
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('conditions.index.open')}
        </Link>
      )}
    </Paper>
  );
}
