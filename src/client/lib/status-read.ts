// One reading of an application's status for everyone on the page (spec section 7: the status is
// "stale after 250 ms"): a read asked while another is on its way, or within 250 ms of its answer,
// shares that answer instead of asking the server again (the page's route, a waiting screen and
// an event's screen often ask at once). A failed read is not kept, an event forgets the kept
// answer, and a read asked for after a change (the route's reroute) is always the server's.

/** Spec section 7: how long a status answer stays fresh. */
export const STATUS_STALE_MS = 250;

interface Kept<T> {
  answer: Promise<T>;
  /** When it was answered (undefined while on its way). */
  at?: number;
}

export interface StatusReader<T> {
  /** `fresh`: never a kept answer (a read asked for after something changed it). */
  read(uuid: string, fresh?: boolean): Promise<T>;
  forget(uuid: string): void;
}

export function createStatusReader<T>(fetchStatus: (uuid: string) => Promise<T>, now: () => number = Date.now): StatusReader<T> {
  const kept = new Map<string, Kept<T>>();
  return {
    read(uuid, fresh = false) {
      const entry = kept.get(uuid);
      if (!fresh && entry && (entry.at === undefined || now() - entry.at < STATUS_STALE_MS)) return entry.answer;
      const next: Kept<T> = { answer: fetchStatus(uuid) };
      kept.set(uuid, next);
      next.answer.then(
        () => (next.at = now()),
        () => kept.get(uuid) === next && kept.delete(uuid),
      );
      return next.answer;
    },
    forget: (uuid) => void kept.delete(uuid),
  };
}
