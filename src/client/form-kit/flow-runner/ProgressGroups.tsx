// The flow's progress groups (Property Info, Income Info ...) with the current one marked.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { visibleGroups } from '../../../core/flow/engine';
import type { Answers, Flow, FlowContext, Step } from '../../../core/flow/types';

export function ProgressGroups({ flow, step, answers, context }: { flow: Flow; step: Step; answers: Answers; context: FlowContext }) {
  const { t } = useTranslation();
  const groups = visibleGroups(flow, step.id, answers, context);
  // Drawn again only when a group shows, hides or changes state (not on every answer typed).
  const shape = groups.map((g) => `${g.id}:${g.current ? 1 : 0}${g.complete ? 1 : 0}`).join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => draw(groups, t), [shape, t]);
}

function draw(groups: ReturnType<typeof visibleGroups>, t: (key: string) => string) {
  return (
    <Box component="nav" aria-label={t('common.form.progressGroups')}>
      <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {groups.map((g) => (
          <Typography
            key={g.id}
            component="li"
            variant="body2"
            aria-current={g.current ? 'step' : undefined}
            sx={{ fontWeight: g.current ? 700 : 400, color: g.current || g.complete ? 'text.primary' : 'text.secondary' }}
          >
            {t(g.label)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
