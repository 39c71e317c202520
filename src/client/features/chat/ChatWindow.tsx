// The applicant's chat window (issue 25, spec sections 2, 4, 5 and 8): a non-modal dialog docked
// bottom-right on a desktop, a full-width sheet on a phone, open or collapsed; Escape closes it
// (the shell's launcher gives focus back to what opened it). Panels: the pre-chat form, the
// conversation with its input, the ended panel. New messages are announced in a polite live
// region that clears after 300 ms. Loaded the first time the window opens (app/shell/ChatLauncher).
import './chat-copy';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, IconButton, Paper, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import Close from '@mui/icons-material/Close';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ExpandLess from '@mui/icons-material/ExpandLess';
import { CHAT_LIMITS } from '../../../core/chat/limits';
import { FORCED_MODES, showsEndedPanel } from '../../../core/chat/mode';
import type { ChatMessage } from '../../../core/chat/protocol';
import type { ApiChatInitRequest } from '../../../generated/types/api-chat-init-request';
import { useBrand } from '../../lib/brand';
import { applicationOfPath } from '../../lib/flags';
import { useOpenStatus } from '../../lib/open-status';
import { isSafeExternalUrl } from '../../../core/contract/redirect';
import { useChat } from './use-chat';
import { PreChatForm } from './PreChatForm';
import { Conversation, useAuthor, type Rating } from './Conversation';
import { Composer } from './Composer';
import { EndedPanel } from './EndedPanel';
import { FeedbackDialog, type Reason } from './FeedbackDialog';
import { DevControls } from './DevControls';
import { downloadAttachment } from './chat-api';

export type WindowState = 'open' | 'collapsed';

interface Props {
  state: WindowState;
  onState: (next: WindowState | 'closed') => void;
  /** The page says the build is not production: developer controls show. */
  devTools: boolean;
}

const forcedModeOf = (search: string): ApiChatInitRequest['chatMode'] | undefined => {
  const mode = new URLSearchParams(search).get('mode') ?? '';
  return Object.hasOwn(FORCED_MODES, mode) ? (mode as ApiChatInitRequest['chatMode']) : undefined;
};

export default function ChatWindow({ state, onState, devTools }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { pathname, search } = useLocation();
  const [forcedMode] = useState(() => forcedModeOf(search));
  const chat = useChat({ orgCode: brand.orgCode, orgName: brand.companyName, applicationUuid: applicationOfPath(pathname), forcedMode });
  const withinHours = useOpenStatus()?.isOpen;
  const author = useAuthor();
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const endedHeading = useRef<HTMLHeadingElement>(null);
  const [announce, setAnnounce] = useState('');
  const [rated, setRated] = useState<Record<string, Rating>>({});
  const [asking, setAsking] = useState<{ questionId: string; text: string; button: HTMLElement }>();
  const seen = useRef<number | undefined>(undefined);

  const { session, messages } = chat;
  const ended = session
    ? showsEndedPanel({ mode: session.mode, ended: session.ended === true, withinHours: withinHours ?? true, messageCount: messages.length + chat.outbox.length })
    : false;

  // Focus into the window when it opens (and when it is expanded again).
  useEffect(() => {
    if (state !== 'open') return;
    const first = root.current?.querySelector<HTMLElement>('form input, textarea, [data-chat-focus]');
    (first ?? root.current)?.focus();
  }, [state]);

  // A new panel: the conversation's input once it starts, the ended panel's heading when it ends.
  const panel = !session ? 'prechat' : ended ? 'ended' : 'conversation';
  const lastPanel = useRef(panel);
  useEffect(() => {
    if (lastPanel.current === panel) return;
    lastPanel.current = panel;
    if (panel === 'conversation') input.current?.focus();
    else if (panel === 'ended') endedHeading.current?.focus();
    else root.current?.querySelector<HTMLElement>('form input')?.focus();
  }, [panel]);

  // New messages from the other side, announced politely; the region clears after 300 ms.
  useEffect(() => {
    const newest = messages.at(-1);
    if (seen.current === undefined) {
      seen.current = newest?.seq ?? 0;
      return;
    }
    const fresh = messages.filter((m) => m.seq > (seen.current ?? 0) && m.participant !== 'customer');
    seen.current = newest?.seq ?? seen.current;
    if (fresh.length === 0) return;
    const last = fresh.at(-1)!;
    setAnnounce(t('chat.conversation.newMessage', { who: author(last.participant, last.authorName), text: last.text || last.attachment?.fileName || '' }));
    const timer = setTimeout(() => setAnnounce(''), CHAT_LIMITS.liveRegionClearMs);
    return () => clearTimeout(timer);
  }, [messages, t, author]);

  const onKeyDown = (event: KeyboardEvent) => {
    // A dialog of its own (Tell us more) handles its own Escape.
    if (event.key === 'Escape' && !asking) {
      event.stopPropagation();
      onState('closed');
    }
  };

  const rate = (message: ChatMessage, rating: Rating, button: HTMLElement) => {
    if (!message.questionId) return;
    if (rating === 'DOWN') return setAsking({ questionId: message.questionId, text: message.text, button });
    const questionId = message.questionId;
    void chat.feedback({ questionId, rating: 'UP', responseToCustomer: message.text }).then((ok) => ok && setRated((r) => ({ ...r, [questionId]: 'UP' })));
  };

  const sendDown = async (reason: Reason, text: string) => {
    if (!asking) return false;
    const ok = await chat.feedback({ questionId: asking.questionId, rating: 'DOWN', reason, responseToCustomer: asking.text, ...(text ? { feedbackMessage: text } : {}) });
    if (ok) setRated((r) => ({ ...r, [asking.questionId]: 'DOWN' }));
    return ok;
  };

  const alerts = [
    ...(chat.status === 'reconnecting' && !ended ? [{ key: 'connectionLost', severity: 'warning' as const }] : []),
    ...(chat.alert ? [{ key: chat.alert, severity: chat.alert === 'tokenInvalid' ? ('warning' as const) : ('error' as const) }] : []),
  ];
  const surveyUrl = isSafeExternalUrl(brand.chat.surveyUrl) ? brand.chat.surveyUrl : undefined;
  const collapsed = state === 'collapsed';

  return (
    <Paper
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-window-title"
      tabIndex={-1}
      elevation={8}
      onKeyDown={onKeyDown}
      sx={{
        position: 'fixed',
        zIndex: (theme) => theme.zIndex.modal - 1,
        display: 'flex',
        flexDirection: 'column',
        bottom: { xs: 0, sm: 16 },
        right: { xs: 0, sm: 16 },
        left: { xs: 0, sm: 'auto' },
        width: { xs: '100%', sm: 380 },
        maxHeight: collapsed ? undefined : { xs: '100dvh', sm: 'min(640px, calc(100dvh - 32px))' },
        height: collapsed ? undefined : { xs: '100dvh', sm: 560 },
        borderRadius: { xs: 0, sm: 2 },
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="chat-window-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('chat.window.title')}
          </Typography>
          {session && !collapsed && <Typography variant="caption">{t(`chat.window.mode.${session.mode}`)}</Typography>}
        </Box>
        <IconButton color="inherit" aria-expanded={!collapsed} aria-controls="chat-window-body" aria-label={collapsed ? t('chat.window.expand') : t('chat.window.collapse')} onClick={() => onState(collapsed ? 'open' : 'collapsed')} data-chat-focus={collapsed ? '' : undefined}>
          {collapsed ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
        </IconButton>
        <IconButton color="inherit" aria-label={t('chat.window.close')} onClick={() => onState('closed')}>
          <Close aria-hidden="true" />
        </IconButton>
      </Box>
      <Box id="chat-window-body" hidden={collapsed} sx={{ display: collapsed ? 'none' : 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        {alerts.map((a) => (
          <Alert key={a.key} severity={a.severity} sx={{ borderRadius: 0 }}>
            {t(`chat.alerts.${a.key}`)}
          </Alert>
        ))}
        {!session ? (
          <Box sx={{ flex: 1, overflowY: 'auto' }}>
            <PreChatForm initial={{ name: '', email: '' }} busy={chat.busy} onStart={chat.start} />
          </Box>
        ) : (
          <>
            <Conversation
              messages={messages}
              outbox={chat.outbox}
              typing={chat.typing}
              linkHosts={brand.chat.linkHosts}
              rated={rated}
              onRate={rate}
              onResend={chat.resend}
              onDownload={(m) => m.attachment && void downloadAttachment(session.token, brand.orgCode, session.conversationSid, m.attachment.attachmentUuid, m.attachment.fileName).catch(() => undefined)}
            />
            {ended ? (
              <EndedPanel ref={endedHeading} surveyUrl={surveyUrl} closedHours={!session.ended} onNewChat={chat.forget} />
            ) : (
              <Composer
                ref={input}
                onTyping={chat.typingNow}
                onEnd={() => void chat.end()}
                onSend={(text, files) => {
                  if (text) void chat.sendText(text);
                  if (files.length) void chat.sendFiles(files);
                }}
              />
            )}
          </>
        )}
        {devTools && <DevControls mode={session?.mode} onReset={chat.forget} />}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announce}
      </Box>
      {asking && (
        <FeedbackDialog
          open
          questionId={asking.questionId}
          onSend={sendDown}
          onClose={() => {
            const button = asking.button;
            setAsking(undefined);
            // Back to the thumbs-down that asked (or, once rated and disabled, the message input).
            queueMicrotask(() => (button.isConnected && !(button as HTMLButtonElement).disabled ? button.focus() : input.current?.focus()));
          }}
        />
      )}
    </Paper>
  );
}
