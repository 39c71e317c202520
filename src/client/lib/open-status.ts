// OPS_CHAT's open status on the brand's hours clock, polled every 60 s (spec section 9) while
// anything on the page reads it (the chat window): one poll however many readers. A module of its
// own, not lib/hours.ts: the footer and the top bar bring that one into the first page's
// JavaScript (bundle-budget.json), and only the lazily loaded chat window needs this.
import { useSyncExternalStore } from 'react';
import { CHAT_LIMITS } from '../../core/chat/limits';
import { apiRoutes } from '../../core/contract/routes';
import type { ApiOpenStatus } from '../../generated/types/api-open-status';
import { apiCall } from './api';

export interface OpenStatusPoller {
  subscribe(listener: () => void): () => void;
  /** The last answer; undefined until the first arrives. */
  getSnapshot(): ApiOpenStatus | undefined;
}

/**
 * Asks `read` when the first reader subscribes, then every `everyMs` until the last one leaves. A
 * failed read keeps the last answer (the next poll tries again) rather than flapping the mode.
 */
export function createOpenStatusPoller(read: () => Promise<ApiOpenStatus>, everyMs: number = CHAT_LIMITS.openStatusPollMs): OpenStatusPoller {
  let current: ApiOpenStatus | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  const poll = async () => {
    try {
      const next = await read();
      if (current?.isOpen === next.isOpen && current.department === next.department) return;
      current = next;
      listeners.forEach((l) => l());
    } catch {
      // Kept as it was: the next poll asks again.
    }
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        void poll();
        timer = setInterval(() => void poll(), everyMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    getSnapshot: () => current,
  };
}

const chatStatus = createOpenStatusPoller(() => apiCall<ApiOpenStatus>('GET', apiRoutes.hoursOpenStatus.path({ department: 'OPS_CHAT' })));

/** OPS_CHAT's open status on the brand's hours clock, polled every 60 s; undefined until the first answer (and in the server's render). */
export function useOpenStatus(): ApiOpenStatus | undefined {
  return useSyncExternalStore(chatStatus.subscribe, chatStatus.getSnapshot, () => undefined);
}
