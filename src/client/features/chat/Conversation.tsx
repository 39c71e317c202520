// The conversation (spec section 5): each message with who wrote it (you, an agent, the virtual
// assistant) and when, its links only where the brand allows their host (messageParts), its
// attachment as a download with its size, thumbs up or down under a chatbot answer, the messages
// still to send, and who is typing.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import type { ChatMessage } from '../../../core/chat/protocol';
import { messageParts } from '../../../core/chat/links';
import { formatFileSize } from '../../../core/chat/files';
import type { Outgoing } from './chat-rules';
import type { Typing } from './use-chat';

export type Rating = 'UP' | 'DOWN';

interface Props {
  messages: readonly ChatMessage[];
  outbox: readonly Outgoing[];
  typing: Typing;
  linkHosts: readonly string[];
  rated: Readonly<Record<string, Rating>>;
  onRate: (message: ChatMessage, rating: Rating, button: HTMLElement) => void;
  onResend: (clientId: string) => void;
  onDownload: (message: ChatMessage) => void;
}

/** Who wrote it, in the window's words. */
export function useAuthor() {
  const { t } = useTranslation();
  return (participant: ChatMessage['participant'], authorName?: string) =>
    participant === 'customer' ? t('chat.conversation.you') : participant === 'chatbot' ? t('chat.conversation.chatbot') : authorName ? t('chat.conversation.agentNamed', { name: authorName }) : t('chat.conversation.agent');
}

function MessageText({ text, hosts }: { text: string; hosts: readonly string[] }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {messageParts(text, hosts).map((part, i) =>
        part.kind === 'link' ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </Link>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

const bubbleSx = (mine: boolean) =>
  ({
    alignSelf: mine ? 'flex-end' : 'flex-start',
    maxWidth: '85%',
    px: 1.5,
    py: 1,
    borderRadius: 2,
    bgcolor: mine ? 'primary.main' : 'grey.100',
    color: mine ? 'primary.contrastText' : 'text.primary',
    '& a': { color: 'inherit', textDecorationColor: 'currentColor' },
  }) as const;

export function Conversation({ messages, outbox, typing, linkHosts, rated, onRate, onResend, onDownload }: Props) {
  const { t, i18n } = useTranslation();
  const author = useAuthor();
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const end = useRef<HTMLDivElement>(null);
  // The newest message in sight as it arrives.
  const total = messages.length + outbox.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [total]);

  return (
    <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1 }} tabIndex={0} role="region" aria-label={t('chat.conversation.label')}>
      {total === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('chat.conversation.empty')}
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((m) => {
          const mine = m.participant === 'customer';
          const who = author(m.participant, m.authorName);
          return (
            <Box component="li" key={m.seq} sx={{ display: 'flex', flexDirection: 'column' }}>
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: mine ? 'flex-end' : 'flex-start' }}>
                {t('chat.conversation.at', { who, time: time.format(new Date(m.createdAt)) })}
              </Typography>
              <Box sx={bubbleSx(mine)}>
                {m.text && <MessageText text={m.text} hosts={linkHosts} />}
                {m.attachment && (
                  <Button size="small" variant={mine ? 'contained' : 'outlined'} color={mine ? 'inherit' : 'primary'} startIcon={<AttachFile aria-hidden="true" />} onClick={() => onDownload(m)} sx={{ mt: m.text ? 1 : 0, textTransform: 'none', color: 'text.primary' }}>
                    {t('chat.conversation.download', { name: m.attachment.fileName, size: formatFileSize(m.attachment.sizeBytes) })}
                  </Button>
                )}
              </Box>
              {m.participant === 'chatbot' && m.questionId && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <IconButton size="small" aria-label={t('chat.feedback.helpful')} aria-pressed={rated[m.questionId] === 'UP'} disabled={Boolean(rated[m.questionId])} onClick={(e) => onRate(m, 'UP', e.currentTarget)}>
                    <ThumbUpOutlined fontSize="small" aria-hidden="true" />
                  </IconButton>
                  <IconButton size="small" aria-label={t('chat.feedback.notHelpful')} aria-pressed={rated[m.questionId] === 'DOWN'} disabled={Boolean(rated[m.questionId])} onClick={(e) => onRate(m, 'DOWN', e.currentTarget)}>
                    <ThumbDownOutlined fontSize="small" aria-hidden="true" />
                  </IconButton>
                  {rated[m.questionId] && (
                    <Typography variant="caption" color="text.secondary">
                      {t('chat.feedback.thanks')}
                    </Typography>
                  )}
                </Stack>
              )}
            </Box>
          );
        })}
        {outbox.map((m) => (
          <Box component="li" key={m.clientId} sx={{ display: 'flex', flexDirection: 'column' }}>
            <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'flex-end' }}>
              {t('chat.conversation.at', { who: t('chat.conversation.you'), time: time.format(new Date(m.createdAt)) })} · {m.failed ? t('chat.conversation.notSent') : t('chat.conversation.sending')}
            </Typography>
            <Box sx={{ ...bubbleSx(true), opacity: 0.85 }}>
              <MessageText text={m.text} hosts={linkHosts} />
            </Box>
            {m.failed && (
              <Button size="small" onClick={() => onResend(m.clientId)} sx={{ alignSelf: 'flex-end' }}>
                {t('chat.input.send')}
              </Button>
            )}
          </Box>
        ))}
      </Stack>
      {typing && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('chat.conversation.typing', { who: author(typing.participant) })}
        </Typography>
      )}
      <div ref={end} />
    </Box>
  );
}
