// /staff/operating-hours (issue 25 item 1): a brand's week per department (the phone line, live
// chat), each day open or closed with its opening and closing time, closed dates and federal
// holidays, with the sentence the pages will show ("Monday-Friday 6 AM-6 PM ...") previewed as it
// is edited. Saving replaces the brand's file for that department (the server checks and audits
// it); the footer, the top bar and the chat's open status follow on their next read.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, Container, FormControlLabel, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import { staffApiRoutes } from '../../../core/contract/staff-routes';
import { businessHoursProblems, dayName, hoursSentence, type BusinessHours, type Department } from '../../../core/hours/business-hours';
import type { ApiStaffOperatingHours } from '../../../generated/types/api-staff-operating-hours';
import { PageHeading } from '../../lib/PageHeading';
import { PageLoader } from '../../lib/loader/PageLoader';
import { staffCall } from './staff-api';
import { useStaffData } from './use-staff-data';

type DepartmentHours = ApiStaffOperatingHours['departments'][number];

export function StaffOperatingHours() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const orgCode = params.get('orgCode') ?? '';
  const path = staffApiRoutes.operatingHours.path({});
  const { data, error, mutate } = useStaffData<ApiStaffOperatingHours>(path, orgCode ? { orgCode } : undefined);
  const [saved, setSaved] = useState('');
  const brand = data ? (data.brandNames[data.orgCode] ?? data.orgCode) : '';

  const save = async (department: Department, hours: BusinessHours) => {
    if (!data) return;
    const next = await staffCall<ApiStaffOperatingHours>('PUT', path, { body: { orgCode: data.orgCode, department, hours } });
    await mutate({ ...next, orgCodes: data.orgCodes, brandNames: { ...data.brandNames, ...next.brandNames } }, { revalidate: false });
    setSaved(t('staff.hours.saved', { department: t(`staff.hours.departments.${department}`), brand }));
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageHeading text={t('staff.hours.heading')} sx={{ mb: 1 }} />
      <Typography sx={{ mb: 2 }}>{t('staff.hours.intro')}</Typography>
      {data && data.orgCodes.length > 1 && (
        <TextField
          select
          label={t('staff.hours.brand')}
          value={data.orgCode}
          onChange={(e) => {
            setSaved('');
            setParams({ orgCode: e.target.value });
          }}
          sx={{ mb: 2, width: { xs: '100%', sm: 360 }, '& .MuiSelect-select': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          {data.orgCodes.map((code) => (
            <MenuItem key={code} value={code}>
              {data.brandNames[code] ?? code}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Typography role="status" sx={{ mb: saved ? 2 : 0 }}>
        {saved}
      </Typography>
      {error && error.failure.status !== 401 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      {!data && !error && <PageLoader busy />}
      {data?.departments.map((entry) => (
        <WeekEditor key={`${data.orgCode}-${entry.department}-${entry.updatedAt ?? ''}`} entry={entry} onSave={(hours) => save(entry.department, hours)} />
      ))}
    </Container>
  );
}

// Keyed by brand, department and last edit: a saved or another brand's week starts a fresh draft.
function WeekEditor({ entry, onSave }: { entry: DepartmentHours; onSave: (hours: BusinessHours) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<BusinessHours>(entry.hours);
  const [newDate, setNewDate] = useState('');
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  const department = t(`staff.hours.departments.${entry.department}`);
  const headingId = `hours-${entry.department}`;
  const day = (value: number) => dayName(i18n.language, value);
  const setDay = (index: number, change: Partial<BusinessHours['weekdays'][number]>) =>
    setDraft((d) => ({ ...d, weekdays: d.weekdays.map((w, i) => (i === index ? { ...w, ...change } : w)) as BusinessHours['weekdays'] }));
  const closedDates = draft.closedDates ?? [];
  // The same rules the server holds it to, said in the console's words before it is sent.
  const problems = businessHoursProblems(draft);
  const badDays = new Set(problems.filter((p) => p.pointer.endsWith('/endTime')).map((p) => Number(p.pointer.split('/')[2])));

  const submit = async () => {
    setFailed('');
    setBusy(true);
    try {
      await onSave(draft);
    } catch (e) {
      setFailed((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 5 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 1 }}>
        {department}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {entry.edited && entry.updatedAt ? t('staff.hours.source.console', { date: new Date(entry.updatedAt).toLocaleString(i18n.language) }) : t('staff.hours.source.data')}
      </Typography>
      <Typography sx={{ mb: 2, fontWeight: 600 }} aria-live="polite">
        {t('staff.hours.preview', { text: hoursSentence(draft, i18n.language, (key, values) => t(key, values)) })}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!problems.length) void submit();
        }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" sx={{ mb: 1 }}>
            {t('staff.hours.week', { department })}
          </Typography>
          {draft.weekdays.map((w, i) => {
            const name = day(w.weekdayValue);
            const wrong = badDays.has(i);
            return (
              <Box key={w.weekdayValue} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1.5 }}>
                <FormControlLabel
                  sx={{ width: { xs: '100%', sm: 200 }, m: 0 }}
                  control={<Checkbox checked={w.isOpen} onChange={(e) => setDay(i, { isOpen: e.target.checked })} />}
                  label={t('staff.hours.open', { day: name })}
                />
                <TextField
                  type="time"
                  size="small"
                  label={t('staff.hours.opens', { day: name })}
                  value={w.startTime}
                  disabled={!w.isOpen}
                  onChange={(e) => e.target.value && setDay(i, { startTime: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ width: { xs: '100%', sm: 160 } }}
                />
                <TextField
                  type="time"
                  size="small"
                  label={t('staff.hours.closes', { day: name })}
                  value={w.endTime}
                  disabled={!w.isOpen}
                  error={wrong}
                  helperText={wrong ? t('staff.hours.endAfterStart', { day: name }) : undefined}
                  onChange={(e) => e.target.value && setDay(i, { endTime: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ width: { xs: '100%', sm: 160 } }}
                />
              </Box>
            );
          })}
        </Box>
        <FormControlLabel
          sx={{ mb: 2 }}
          control={<Checkbox checked={draft.closedOnFederalHolidays === true} onChange={(e) => setDraft((d) => ({ ...d, closedOnFederalHolidays: e.target.checked }))} />}
          label={t('staff.hours.federalHolidays')}
        />
        <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
          {t('staff.hours.closedDates')}
        </Typography>
        {closedDates.length === 0 ? (
          <Typography sx={{ mb: 1 }}>{t('staff.hours.noClosedDates')}</Typography>
        ) : (
          <List dense sx={{ mb: 1 }}>
            {closedDates.map((date) => (
              <ListItem key={date} disableGutters sx={{ gap: 2 }}>
                <Typography component="span">{date}</Typography>
                <Button size="small" aria-label={t('staff.hours.removeLabel', { date })} onClick={() => setDraft((d) => ({ ...d, closedDates: closedDates.filter((c) => c !== date) }))}>
                  {t('staff.hours.remove')}
                </Button>
              </ListItem>
            ))}
          </List>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
          <TextField type="date" size="small" label={t('staff.hours.addDate')} value={newDate} onChange={(e) => setNewDate(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ width: { xs: '100%', sm: 200 } }} />
          <Button
            variant="outlined"
            disabled={!/^\d{4}-\d{2}-\d{2}$/.test(newDate)}
            onClick={() => {
              setDraft((d) => ({ ...d, closedDates: [...new Set([...closedDates, newDate])].sort() }));
              setNewDate('');
            }}
          >
            {t('staff.hours.add')}
          </Button>
        </Box>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failed}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy || problems.length > 0}>
          {t('staff.hours.save', { department })}
        </Button>
      </Box>
    </Box>
  );
}
