// Which banners a page shows (spec sections 2 and 4): active ones listing this app, newest first,
// none the applicant dismissed since the banner last changed, at most maxBanners. Pure, so the
// browser's component and the tests share it.
import type { Banner } from '../../generated/types/banners';

export type { Banner };

/** Spec section 8: the text kept when a banner file fails its schema. */
export const BANNER_DATA_INVALID = 'Banner data does not match the expected format';

/** What localStorage 'dismissed-banners' holds: when each banner was closed. */
export type Dismissals = Record<string, { at: string }>;

export const DISMISSALS_KEY = 'dismissed-banners';

const time = (iso: string | undefined): number => {
  const t = iso === undefined ? NaN : Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Newest first: by updatedAt, then createdAt (a banner without metadata is the oldest). */
const newness = (b: Banner): number => Math.max(time(b.metadata?.updatedAt), time(b.metadata?.createdAt));

/**
 * The dismissals still in force: one is ignored and removed once its banner's updatedAt is later
 * (the lender changed it, so the applicant sees it again). Dismissals of banners not in the file
 * are kept (a banner off for a day keeps its dismissal).
 */
export function liveDismissals(banners: readonly Banner[], dismissals: Dismissals): Dismissals {
  const byUuid = new Map(banners.map((b) => [b.uuid, b]));
  return Object.fromEntries(
    Object.entries(dismissals).filter(([uuid, { at }]) => {
      const banner = byUuid.get(uuid);
      return !banner || time(banner.metadata?.updatedAt) <= time(at);
    }),
  );
}

export function selectBanners(banners: readonly Banner[], options: { app: string; maxBanners: number; dismissals: Dismissals }): Banner[] {
  const live = liveDismissals(banners, options.dismissals);
  return banners
    .filter((b) => b.active !== false && b.apps.includes(options.app) && !Object.hasOwn(live, b.uuid))
    .sort((a, b) => newness(b) - newness(a))
    .slice(0, Math.max(0, options.maxBanners));
}

export function withDismissal(dismissals: Dismissals, uuid: string, at: Date): Dismissals {
  return { ...dismissals, [uuid]: { at: at.toISOString() } };
}

/** What storage held, if it is the dismissals' shape; anything else is forgotten (never thrown). */
export function parseDismissals(stored: string | null): Dismissals {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (e): e is [string, { at: string }] => typeof e[1] === 'object' && e[1] !== null && typeof (e[1] as { at?: unknown }).at === 'string',
      ),
    );
  } catch {
    return {};
  }
}
