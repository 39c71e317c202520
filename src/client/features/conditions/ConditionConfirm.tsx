// conditions/confirm-update: the applicant confirms the update of the property's ownership type
// (the request-permission-from-customer condition), to the type the condition names (SOLE, JOINT,
// TRUST: its xtraData), which the page says in words.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { ConditionFrame } from './ConditionFrame';

export function ConditionConfirm({ uuid }: BespokeScreenProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <ConditionFrame uuid={uuid} heading={t('conditions.confirm.heading')}>
      {({ condition, busy, send }) => (
        <Box
          component="form"
          noValidate
          sx={{ mt: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            setMissing(!checked);
            if (checked) void send({ confirmed: true });
          }}
        >
          {condition.xtraData.ownershipType && (
            <Typography component="p" sx={{ mb: 1 }}>
              {t('conditions.confirm.proposed', { ownership: t(`conditions.ownership.${condition.xtraData.ownershipType}`) })}
            </Typography>
          )}
          <FormControlLabel control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} />} label={t('conditions.confirm.checkbox')} />
          {missing && (
            <FormHelperText error role="alert">
              {t('conditions.confirm.required')}
            </FormHelperText>
          )}
          <Button type="submit" variant="contained" sx={{ mt: 2, display: 'block' }} disabled={busy}>
            {t('conditions.confirm.submit')}
          </Button>
        </Box>
      )}
    </ConditionFrame>
  );
}
