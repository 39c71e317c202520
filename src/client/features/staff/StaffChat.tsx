// /staff/chat (issue 25 item 6): the chat inbox of the member's brands. On the left the open
// conversations, most recent activity first (who, brand, waiting for an agent, the last message,
// when), live through the chat socket's `inbox` frames; on the right the chosen one (?conversation=
// in the URL, so Back and a reload keep it) with the person's application status and Application ID,
// its messages and the customer's typing, live through a subscription, the reply box with the
// brand's canned replies, and Close conversation and Hand back to the chatbot, each confirmed. The
// server audits every read and action.
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import { mergeMessages, type ChatMessage } from '../../../core/chat/protocol';
import type { ApiStaffChatConversation } from '../../../generated/types/api-staff-chat-conversation';
import type { ApiStaffChatConversations } from '../../../generated/types/api-staff-chat-conversations';
import type { ApiStaffChatConversationSummary } from '../../../generated/types/api-staff-chat-conversation-summary';
import type { ApiStaffChatCannedReplies } from '../../../generated/types/api-staff-chat-canned-replies';
import { useBrand } from '../../lib/brand';
import { PageHeading } from '../../lib/PageHeading';
import { PageLoader } from '../../lib/loader/PageLoader';
import { staffCall } from './staff-api';
import { useStaffChatSocket, type FrameListener } from './staff-chat-socket';
import { useStaffData } from './use-staff-data';
import { statusName } from './staff-names';
import { brandNamesOf, CHAT_INBOX_QUERY, placeSummary } from './staff-chat-inbox';

type Summary = ApiStaffChatConversationSummary;
/** How long a typing frame shows unless renewed (docs/developers/chat.md). */
const TYPING_SHOWN_MS = 4000;
/** A staff typing frame at most this often (spec section 9: typing preview update 2 s). */
const TYPING_EVERY_MS = 2000;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const brandName = (orgCode: string, names: Record<string, string>) => names[orgCode] ?? orgCode;

export function StaffChat() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get('conversation') ?? undefined;
  const inbox = useStaffData<ApiStaffChatConversations>(staffApiRoutes.chatConversations.path({}), CHAT_INBOX_QUERY);
  const [notice, setNotice] = useState('');
  const socket = useStaffChatSocket();
  const { mutate } = inbox;
  const { listen } = socket;
  // The inbox's summaries move with the socket's frames; ready again after a drop, the list is read again.
  useEffect(
    () =>
      listen((frame) => {
        const summary = frame.type === 'inbox' ? frame.conversation : undefined;
        if (summary) void mutate((held) => ({ conversations: placeSummary(held?.conversations ?? [], summary) }), { revalidate: false });
        else if (frame.type === 'ready') void mutate();
      }),
    [listen, mutate],
  );
  const conversations = useMemo(() => inbox.data?.conversations ?? [], [inbox.data]);
  const { orgCode, companyName } = useBrand();
  // Staff read company names, not codes: the answers' and the page's own brand.
  const brandNames = useMemo(() => brandNamesOf(conversations, { [orgCode]: companyName }), [conversations, orgCode, companyName]);
  const choose = (conversationId: string) => {
    setNotice('');
    setParams({ conversation: conversationId });
  };
  const ended = (message: string) => {
    setNotice(message);
    setParams({});
    void mutate();
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeading text={t('staff.chat.heading')} sx={{ mb: 1 }} />
      <Typography sx={{ mb: 2 }}>{t('staff.chat.intro')}</Typography>
      {socket.state === 'lost' && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('staff.chat.connectionLost')}
        </Alert>
      )}
      {inbox.error && inbox.error.failure.status !== 401 && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t('staff.chat.loadFailed')} {inbox.error.message}
        </Alert>
      )}
      <Typography role="status" sx={{ mb: notice ? 2 : 0 }}>
        {notice}
      </Typography>
      {!inbox.data && !inbox.error && <PageLoader busy />}
      {inbox.data && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <ConversationList conversations={conversations} selected={selected} brandNames={brandNames} onChoose={choose} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            {selected ? (
              <ConversationPanel
                key={selected}
                conversationId={selected}
                listen={listen}
                follow={socket.follow}
                brandNames={brandNames}
                sendTyping={() => socket.send({ type: 'typing', conversationId: selected })}
                onSent={() => void mutate()}
                onEnded={ended}
              />
            ) : (
              <Typography>{t('staff.chat.choose')}</Typography>
            )}
          </Grid>
        </Grid>
      )}
    </Container>
  );
}

function ConversationList({ conversations, selected, brandNames, onChoose }: { conversations: Summary[]; selected: string | undefined; brandNames: Record<string, string>; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('staff.chat.listLabel')}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
        {t('staff.chat.listLabel')}
      </Typography>
      {conversations.length === 0 ? (
        <Typography>{t('staff.chat.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {conversations.map((c) => {
            const current = c.conversationId === selected;
            return (
              <Box component="li" key={c.conversationId}>
                <Paper variant="outlined" sx={{ p: 1.5, borderColor: current ? 'primary.main' : 'divider', borderWidth: current ? 2 : 1 }}>
                  <Link
                    component={RouterLink}
                    to={`${staffPageRoutes.chat}?${new URLSearchParams({ conversation: c.conversationId }).toString()}`}
                    aria-current={current ? 'true' : undefined}
                    onClick={(event: React.MouseEvent) => {
                      event.preventDefault();
                      onChoose(c.conversationId);
                    }}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {t('staff.chat.entry', { name: c.friendlyName, brand: brandName(c.orgCode, brandNames) })}
                  </Link>
                  {c.waitingForAgent && <Chip size="small" color="warning" label={t('staff.chat.waiting')} sx={{ ml: 1 }} />}
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
                    {c.lastMessage ?? t('staff.chat.noMessages')}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('staff.chat.lastActivity', { time: when(c.lastActivityAt) })}
                  </Typography>
                </Paper>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

interface PanelProps {
  conversationId: string;
  listen: (listener: FrameListener) => () => void;
  follow: (conversationId: string) => () => void;
  brandNames: Record<string, string>;
  sendTyping: () => void;
  /** After the agent's own reply: the list's last message and waiting mark change. */
  onSent: () => void;
  onEnded: (notice: string) => void;
}

function ConversationPanel({ conversationId, listen, follow, brandNames, sendTyping, onSent, onEnded }: PanelProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useStaffData<ApiStaffChatConversation>(staffApiRoutes.chatConversation.path({ conversationId }));
  const [arrived, setArrived] = useState<ChatMessage[]>([]);
  const [mode, setMode] = useState<{ chatMode: Summary['chatMode']; state: Summary['state'] } | null>(null);
  const [typing, setTyping] = useState<{ preview?: string; at: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // This conversation's frames: its messages, the customer's typing, its mode and state; ready again
  // after a drop, the conversation is read again (what came meanwhile).
  useEffect(
    () =>
      listen((frame) => {
        if (frame.type === 'ready') {
          void mutate();
          return;
        }
        // A message frame names its conversation inside the message.
        if ((frame.conversationId ?? frame.message?.conversationId) !== conversationId) return;
        if (frame.type === 'message' && frame.message) {
          const message = frame.message;
          setArrived((held) => mergeMessages(held, [message]));
          if (message.participant === 'customer') setTyping(null);
        } else if (frame.type === 'typing' && frame.participant === 'customer') {
          setTyping({ ...(frame.preview ? { preview: frame.preview } : {}), at: Date.now() });
        } else if (frame.type === 'state' && frame.chatMode && frame.state) {
          setMode({ chatMode: frame.chatMode, state: frame.state });
        }
      }),
    [listen, mutate, conversationId],
  );
  // Typing shows for 4 s unless a newer frame renews it.
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  // The read and what came live, merged by seq: a message is never shown twice.
  const messages = useMemo(() => mergeMessages(data?.messages ?? [], arrived), [data, arrived]);
  const loaded = data !== undefined;
  // The chosen conversation's heading takes the focus, so a keyboard user lands on what they chose.
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);
  // Live once the read found it ours (a conversation not of the member's brands is never named on the socket).
  useEffect(() => {
    if (loaded) return follow(conversationId);
  }, [loaded, follow, conversationId]);

  if (error && error.failure.status !== 401) {
    return (
      <Alert severity="error" role="alert">
        {error.failure.status === 404 ? t('staff.chat.notFound') : error.message}
      </Alert>
    );
  }
  if (!data) return <PageLoader busy />;
  const c = data.conversation;
  const open = (mode?.state ?? c.state) === 'OPEN';
  const withAgent = (mode?.chatMode ?? c.chatMode) === 'agent';
  return (
    <Box component="section" aria-labelledby={`chat-heading-${conversationId}`}>
      <Typography id={`chat-heading-${conversationId}`} variant="h2" ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1, outline: 'none', overflowWrap: 'anywhere' }}>
        {t('staff.chat.conversationHeading', { name: c.friendlyName })}
      </Typography>
      <Facts conversation={c} brandNames={brandNames} withAgent={withAgent} />
      <Messages messages={messages} />
      <Typography role="status" sx={{ minHeight: '1.5em', fontStyle: 'italic', overflowWrap: 'anywhere', my: 1 }}>
        {typing ? (typing.preview ? t('staff.chat.typingPreview', { name: c.friendlyName, preview: typing.preview }) : t('staff.chat.typing', { name: c.friendlyName })) : ''}
      </Typography>
      {open ? (
        <>
          <ReplyBox conversationId={conversationId} orgCode={c.orgCode} onSent={(m) => {
              setArrived((held) => mergeMessages(held, [m]));
              onSent();
            }} sendTyping={sendTyping} />
          <Actions conversation={c} withAgent={withAgent} onEnded={onEnded} />
        </>
      ) : (
        <Alert severity="info">{t('staff.chat.ended')}</Alert>
      )}
    </Box>
  );
}

function Facts({ conversation: c, brandNames, withAgent }: { conversation: Summary; brandNames: Record<string, string>; withAgent: boolean }) {
  const { t } = useTranslation();
  const rows: Array<[string, React.ReactNode]> = [
    [t('staff.chat.facts.email'), c.emailAddress],
    [t('staff.chat.facts.brand'), brandName(c.orgCode, brandNames)],
    [t('staff.chat.facts.started'), when(c.createdAt)],
    [t('staff.chat.facts.mode'), withAgent ? t('staff.chat.agentMode') : t('staff.chat.chatbotMode')],
  ];
  if (c.applicationUuid && c.applicationId) {
    rows.push([t('staff.chat.facts.status'), c.applicationStatus ? statusName(t, c.applicationStatus) : '']);
    rows.push([
      t('staff.chat.facts.applicationId'),
      <Link key="app" component={RouterLink} to={staffPageRoutes.application(c.applicationUuid)}>
        {c.applicationId}
      </Link>,
    ]);
  } else rows.push([t('staff.chat.facts.application'), t('staff.chat.facts.noApplication')]);
  return (
    <Box component="dl" aria-label={t('staff.chat.facts.label')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const who = (t: TFunction, m: ChatMessage) => m.authorName ?? t(`staff.chat.participants.${m.participant}`);

function Messages({ messages }: { messages: ChatMessage[] }) {
  const { t } = useTranslation();
  const end = useRef<HTMLLIElement>(null);
  // The newest message in sight as it arrives.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);
  if (messages.length === 0) return <Typography sx={{ mb: 1 }}>{t('staff.chat.noMessages')}</Typography>;
  return (
    // A log: a screen reader reads each new message as it comes; focusable since it scrolls.
    <Box role="log" aria-label={t('staff.chat.messagesLabel')} tabIndex={0} sx={{ maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {messages.map((m) => (
          <Box component="li" key={m.seq} ref={m === messages[messages.length - 1] ? end : undefined} sx={{ justifySelf: m.participant === 'customer' ? 'start' : 'end', maxWidth: '85%' }}>
            <Paper variant="outlined" sx={{ p: 1, bgcolor: m.participant === 'customer' ? 'background.paper' : 'action.hover' }}>
              <Typography variant="body2" color="text.secondary">
                {t('staff.chat.messageBy', { who: who(t, m), time: when(m.createdAt) })}
              </Typography>
              {/* Plain text: a message is shown as typed, never as markup or a link. */}
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography>
              {m.attachment && <Typography variant="body2">{t('staff.chat.attachment', { name: m.attachment.fileName })}</Typography>}
            </Paper>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function ReplyBox({ conversationId, orgCode, onSent, sendTyping }: { conversationId: string; orgCode: string; onSent: (m: ChatMessage) => void; sendTyping: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // One id per message: a resend after a failure is the same message, never stored twice.
  const clientId = useRef<string>(crypto.randomUUID());
  const lastTyping = useRef(0);
  const box = useRef<HTMLTextAreaElement>(null);
  const canned = useStaffData<ApiStaffChatCannedReplies>(staffApiRoutes.chatCannedReplies.path({}), { orgCode });

  const change = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendTyping();
    }
  };
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const message = await staffCall<ChatMessage>('POST', staffApiRoutes.chatReply.path({ conversationId }), { body: { text: body, clientId: clientId.current } });
      onSent(message);
      setText('');
      clientId.current = crypto.randomUUID();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const keyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };
  const insertCanned = (id: string) => {
    const reply = canned.data?.replies.find((r) => r.id === id);
    if (!reply) return;
    change(text.trim() ? `${text.trimEnd()} ${reply.text}` : reply.text);
    // Back to the reply box once the menu has closed, to edit or send it.
    requestAnimationFrame(() => box.current?.focus());
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => void send(e)} sx={{ display: 'grid', gap: 1.5, mb: 2 }}>
      {failed && (
        <Alert severity="error" role="alert">
          {t('staff.chat.sendFailed')}
        </Alert>
      )}
      {canned.data && canned.data.replies.length > 0 && (
        <TextField select label={t('staff.chat.canned')} value="" onChange={(e) => insertCanned(e.target.value)} sx={{ width: { xs: '100%', sm: 320 } }} slotProps={{ select: { MenuProps: { disableRestoreFocus: true } } }}>
          <MenuItem value="" disabled>
            {t('staff.chat.cannedNone')}
          </MenuItem>
          {canned.data.replies.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={t('staff.chat.reply')}
        helperText={t('staff.chat.replyHint')}
        multiline
        minRows={2}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={keyDown}
        inputRef={box}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('staff.chat.send')}
        </Button>
      </Box>
    </Box>
  );
}

function Actions({ conversation: c, withAgent, onEnded }: { conversation: Summary; withAgent: boolean; onEnded: (notice: string) => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'close' | 'handBack' | null>(null);
  const [failed, setFailed] = useState(false);
  const act = async () => {
    if (!asking) return;
    const route = asking === 'close' ? staffApiRoutes.chatClose : staffApiRoutes.chatHandBack;
    try {
      await staffCall('POST', route.path({ conversationId: c.conversationId }));
      const notice = t(asking === 'close' ? 'staff.chat.closed' : 'staff.chat.handedBack', { name: c.friendlyName });
      setAsking(null);
      onEnded(notice);
    } catch {
      setAsking(null);
      setFailed(true);
    }
  };
  const question = asking === 'close' ? 'staff.chat.closeQuestion' : 'staff.chat.handBackQuestion';
  const detail = asking === 'close' ? 'staff.chat.closeDetail' : 'staff.chat.handBackDetail';
  return (
    <>
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {t('staff.chat.actionFailed')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {withAgent && (
          <Button variant="outlined" onClick={() => setAsking('handBack')}>
            {t('staff.chat.handBack')}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => setAsking('close')}>
          {t('staff.chat.close')}
        </Button>
      </Stack>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="chat-confirm-title" aria-describedby="chat-confirm-detail">
        <DialogTitle id="chat-confirm-title">{t(question, { name: c.friendlyName })}</DialogTitle>
        <DialogContent>
          <DialogContentText id="chat-confirm-detail">{t(detail)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('staff.chat.cancel')}</Button>
          <Button variant="contained" onClick={() => void act()} autoFocus>
            {t(asking === 'handBack' ? 'staff.chat.confirmHandBack' : 'staff.chat.confirmClose')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
