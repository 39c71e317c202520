// Developer controls (spec section 6), only where the page says the build is not production: the
// mode the server chose, a reset of the stored chat, the keyboard shortcuts, and the agent picker
// (chatAgents, non-production). The picked agent is kept for this tab, and the next chat started
// begins with them (use-chat sends it as agentChatId).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, TextField, Typography } from '@mui/material';
import type { ApiChatAgents } from '../../../generated/types/api-chat-agents';
import type { ChatMode } from '../../../core/chat/mode';
import { chatAgents } from './chat-api';
import { DEV_AGENT_KEY, pickedAgent } from './chat-rules';

export function DevControls({ mode, onReset }: { mode: ChatMode | undefined; onReset: () => void }) {
  const { t } = useTranslation();
  const [agents, setAgents] = useState<ApiChatAgents['agents']>([]);
  const [agent, setAgent] = useState(() => pickedAgent() ?? '');
  useEffect(() => {
    let live = true;
    chatAgents().then(
      (answer) => live && setAgents(answer.agents),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box component="section" aria-label={t('chat.dev.label')} sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', bgcolor: 'grey.50' }}>
      {mode && <Typography variant="caption">{t('chat.dev.mode', { mode })}</Typography>}
      <Button size="small" variant="outlined" onClick={onReset}>
        {t('chat.dev.reset')}
      </Button>
      {agents.length > 0 && (
        <TextField
          select
          size="small"
          label={t('chat.dev.agent')}
          value={agent}
          onChange={(e) => {
            setAgent(e.target.value);
            sessionStorage.setItem(DEV_AGENT_KEY, e.target.value);
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 140 }}
        >
          <option value="">{t('chat.dev.anyAgent')}</option>
          {agents.map((a) => (
            <option key={a.chatId} value={a.chatId}>
              {a.name}
            </option>
          ))}
        </TextField>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
        {t('chat.dev.shortcuts')}
      </Typography>
    </Box>
  );
}
