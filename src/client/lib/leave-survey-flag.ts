// Whether this browser is done with the leave survey (spec section 4: "disabled once triggered or
// when a call or email to the originator is made"). Kept in localStorage: it outlives the logout
// that clears the session's storage. Tiny on purpose: the loan originator card writes it on a click.
const KEY = 'leaveSurvey.done';

export function leaveSurveyDone(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    // Storage blocked: never ask, rather than ask on every logout.
    return true;
  }
}

export function markLeaveSurveyDone(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage blocked: leaveSurveyDone() already answers true.
  }
}
