// conditions: what underwriting still needs from the applicant (spec section 2, condition
// targets). One notification per open condition of a known category, oldest first, each with
// its prompt and a link to its screen carrying conditionUuid, conditionType and conditionEnum (the
// list a co-signer's conditions page shows too: lib/ConditionList).
import '../../lib/conditions-copy';
import { useTranslation } from 'react-i18next';
import { Button, Typography } from '@mui/material';
import { conditionQuery } from '../../../core/conditions/categories';
import { pageRoutes } from '../../../core/contract/routes';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { PageLoader } from '../../lib/loader/PageLoader';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { useConditions } from '../../lib/conditions';
import { ConditionList } from '../../lib/ConditionList';

export function ConditionsIndex({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  const { notifications, isLoading } = useConditions(uuid);
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
          <ConditionList notifications={notifications} linkOf={(n) => `${pageRoutes.screen(uuid, n.category.target)}?${conditionQuery({ uuid: n.uuid, categoryEnum: n.categoryEnum, target: n.category.target })}`} dated />
        </>
      )}
      <SupportLine />
    </ScreenLayout>
  );
}
