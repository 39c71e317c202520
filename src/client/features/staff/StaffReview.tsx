// Approve or reject what waits on a person's review (an identity pending review), or retry a step
// parked by a provider failure: shown when the application's status takes a review decision; sent at the version the page read, so a decision
// made on a stale page is refused (409) rather than applied to a status the member did not see.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Typography } from '@mui/material';
import { staffApiRoutes } from '../../../core/contract/staff-routes';
import type { ApiStaffApplication } from '../../../generated/types/api-staff-application';
import { staffCall, StaffApiError } from './staff-api';
import { statusName } from './staff-names';

export function StaffReview({ app, onChange }: { app: ApiStaffApplication; onChange: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string }>();
  const decide = async (decision: ApiStaffApplication['reviewDecisions'][number]) => {
    setBusy(true);
    try {
      const { status } = await staffCall<{ status: string }>('POST', staffApiRoutes.review.path({ uuid: app.uuid }), { body: { decision, version: app.version } });
      setMessage({ severity: 'success', text: t('staff.review.done', { status }) });
      onChange();
    } catch (e) {
      setMessage({ severity: 'error', text: e instanceof StaffApiError ? e.message : t('common.errors.generic') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {app.reviewDecisions.length > 0 && (
        <>
          <Typography>{t('staff.review.intro', { status: statusName(t, app.status) })}</Typography>
          <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
            {app.reviewDecisions.map((d) => (
              <Button key={d} variant={d === 'approve' ? 'contained' : 'outlined'} disabled={busy} onClick={() => void decide(d)}>
                {t(`staff.review.${d}`)}
              </Button>
            ))}
          </Box>
        </>
      )}
      <Box role="status" sx={{ mt: message ? 2 : 0 }}>
        {message && (
          <Alert severity={message.severity} role="none">
            {message.text}
          </Alert>
        )}
      </Box>
    </>
  );
}
