// The chosen offer and draw, kept for this tab: the confirm screen shows them, a return to
// product/select starts from them (the server has them too, from SELECT_OFFER), and the sidebar
// follows them as they change (useOfferChoice), so it shows the figures of the option on screen.
import { useSyncExternalStore } from 'react';

export interface OfferChoice {
  offerId: string;
  amount: number;
}

const key = (uuid: string) => `heloc_offer_choice:${uuid}`;
const listeners = new Set<() => void>();

export function readChoice(uuid: string): OfferChoice | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(key(uuid)) ?? 'null') as Partial<OfferChoice> | null;
    return typeof value?.offerId === 'string' && typeof value.amount === 'number' ? { offerId: value.offerId, amount: value.amount } : undefined;
  } catch {
    // Blocked storage or a value from an older page: start from the defaults.
    return undefined;
  }
}

export function writeChoice(uuid: string, choice: OfferChoice): boolean {
  try {
    if (sessionStorage.getItem(key(uuid)) === JSON.stringify(choice)) return true;
    sessionStorage.setItem(key(uuid), JSON.stringify(choice));
    listeners.forEach((listener) => listener());
    return true;
  } catch {
    return false;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The tab's choice, re-read when this page writes a new one; a string snapshot keeps it stable. */
export function useOfferChoice(uuid: string): OfferChoice | undefined {
  const snapshot = useSyncExternalStore(subscribe, () => safeGet(key(uuid)));
  return snapshot === null ? undefined : readChoice(uuid);
}

function safeGet(k: string): string | null {
  try {
    return sessionStorage.getItem(k);
  } catch {
    return null;
  }
}
