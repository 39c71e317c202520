// The chat's fan-out between servers (docs/developers/chat.md, "Several servers"): an event is
// announced with NOTIFY chat_events after its row is stored, and every server LISTENs and forwards
// it to its own sockets, fetching the row. PostgreSQL listens on a dedicated, reconnecting
// connection; PGlite (one process) with its own listen; the same interface either way (db.ts).
import type { Db } from './db';
import type { ChatParticipant } from './chat';

export const CHAT_CHANNEL = 'chat_events';

export type ChatEventKind = 'message' | 'state' | 'typing' | 'inbox';

/** What a NOTIFY carries: which conversation, its brand and what happened; readers fetch the rest. */
export interface ChatEvent {
  kind: ChatEventKind;
  conversationId: string;
  orgCode: string;
  /** `message`: the stored message's seq. */
  seq?: number;
  /** `typing`: who types, and (a customer's) the draft's start, shown to staff only. */
  participant?: ChatParticipant;
  preview?: string;
}

export interface ChatBusListener {
  event(event: ChatEvent): void;
  /** The listening connection was lost and is back: events of the gap are gone, catch up from the rows. */
  resync?(): void;
}

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: ChatBusListener): () => void;
  close(): Promise<void>;
}

function parseEvent(payload: string): ChatEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChatEvent>;
    return typeof value.kind === 'string' && typeof value.conversationId === 'string' && typeof value.orgCode === 'string' ? (value as ChatEvent) : undefined;
  } catch {
    return undefined;
  }
}

/** The bus over the database's LISTEN/NOTIFY; a stand-in database without `listen` gets a bus local to this process. */
export async function createChatBus(db: Db): Promise<ChatBus> {
  const listeners = new Set<ChatBusListener>();
  const deliver = (event: ChatEvent): void => {
    for (const listener of listeners) listener.event(event);
  };
  if (!db.listen) {
    return {
      async publish(event) {
        deliver(event);
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async close() {
        listeners.clear();
      },
    };
  }
  const stop = await db.listen(CHAT_CHANNEL, {
    message(payload) {
      const event = parseEvent(payload);
      if (event) deliver(event);
    },
    reconnected() {
      for (const listener of listeners) listener.resync?.();
    },
  });
  return {
    // This server hears its own NOTIFY too: its sockets get the event the same way as every other server's.
    async publish(event) {
      await db.query('select pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}
