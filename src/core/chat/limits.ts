// Chat's numbers (spec sections 5 and 9), one place for the browser and the server.
export const CHAT_LIMITS = {
  /** Pre-chat name and email, each. */
  nameMaxLength: 128,
  emailMaxLength: 128,
  /** One message's text (ours: the spec names none; a chat line, not a letter). */
  messageMaxLength: 2000,
  /** Thumbs-down 'Tell us more' additional text. */
  feedbackMaxLength: 140,
  /** Each attachment, in bytes (5 MB, 1024-based). */
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** getChatHistory answers the last 20 messages. */
  historyMessages: 20,
  /** A chatbot session ends 10 minutes after its last activity. */
  chatbotSessionMs: 10 * 60 * 1000,
  /** A live (agent) token lives 6 hours; the client refreshes it before then. */
  liveTokenMs: 6 * 60 * 60 * 1000,
  /** Refresh a live token this long before it expires. */
  liveTokenRefreshBeforeMs: 5 * 60 * 1000,
  /** The operating status (OPS_CHAT openStatus) is polled every 60 s. */
  openStatusPollMs: 60 * 1000,
  /** The signed-in applicant's nonce is refreshed every 60 s; the server accepts one for 120 s. */
  nonceRefreshMs: 60 * 1000,
  nonceLifetimeMs: 120 * 1000,
  /** The server pings each socket every 10 s; a socket lives at most 12 hours. */
  socketPingMs: 10 * 1000,
  socketLifetimeMs: 12 * 60 * 60 * 1000,
  /** A socket must authenticate within this long of opening, or it is closed. */
  socketAuthMs: 5 * 1000,
  /** The typing preview is sent at most every 2 s; typing shown lapses after twice that. */
  typingUpdateMs: 2 * 1000,
  typingShownMs: 4 * 1000,
  /** Streaming client request timeout. */
  requestTimeoutMs: 6 * 1000,
  /** The live region's new-message announcement clears after 300 ms. */
  liveRegionClearMs: 300,
} as const;

/** Attachment types the chat takes (spec section 5): extension -> content type. */
export const CHAT_ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  amr: 'audio/amr',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  txt: 'text/plain',
};
