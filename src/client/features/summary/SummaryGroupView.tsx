// One screen's answers on the summary: a heading, the answers as a description list, and an Edit
// link back to the screen (its flow takes edits while the status allows them: ?edit=1).
import { Alert, Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { humanise, type SummaryGroup } from './summary-view';
// MUI's own: a 1 px clipped box (sx `width: 1` would mean 100% and push the page sideways).
import { visuallyHidden } from '@mui/utils';
import { pageRoutes } from '../../../core/contract/routes';

export function SummaryGroupView({ uuid, group }: { uuid: string; group: SummaryGroup }) {
  const { t } = useTranslation();
  const headingId = `summary-${group.id}`;
  const show = (value: string | number | boolean) => (typeof value === 'boolean' ? t(value ? 'summary.yes' : 'summary.no') : String(value));
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t([`summary.groups.${group.id}`, 'summary.groups.other'])}
        </Typography>
        {group.editScreen && (
          <Link component={RouterLink} to={`${pageRoutes.screen(uuid, group.editScreen)}?edit=1`}>
            {t('summary.edit')}
            <Box component="span" sx={visuallyHidden}>{` ${t([`summary.groups.${group.id}`, 'summary.groups.other'])}`}</Box>
          </Link>
        )}
      </Box>
      {group.noteKey && (
        <Typography component="p" variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {t(group.noteKey)}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1, m: 0, mt: 1 }}>
        {group.rows.map((row) => (
          <Box key={row.path} sx={{ display: 'contents' }}>
            <Box component="dt">{row.labelKey ? t(row.labelKey) : t([`summary.fields.${group.id}.${row.path}`, `summary.fields.${row.path}`], { defaultValue: humanise(row.path) })}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.valueKeys ? row.valueKeys.map((key) => t(key)).join(', ') : show(row.value)}
            </Box>
          </Box>
        ))}
      </Box>
      {group.notes.map((note) => (
        <Alert key={note.key} severity="info" sx={{ mt: 2 }}>
          {t(note.key, note.params)}
        </Alert>
      ))}
    </Box>
  );
}

