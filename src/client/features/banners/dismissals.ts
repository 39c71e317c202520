// The applicant's closed banners in localStorage 'dismissed-banners' (spec section 4). Blocked
// storage only means a closed banner comes back on the next page.
import { DISMISSALS_KEY, parseDismissals, type Dismissals } from '../../../core/banners/select';

export function readDismissals(): Dismissals {
  try {
    return parseDismissals(localStorage.getItem(DISMISSALS_KEY));
  } catch {
    return {};
  }
}

export function writeDismissals(dismissals: Dismissals): void {
  try {
    if (Object.keys(dismissals).length) localStorage.setItem(DISMISSALS_KEY, JSON.stringify(dismissals));
    else localStorage.removeItem(DISMISSALS_KEY);
  } catch {
    // Storage blocked or full: nothing to keep.
  }
}
