// When logging out opens the leave survey (spec sections 2 and 4): only on its four application
// screens, once per browser, and never after the applicant called or mailed their loan originator;
// the logout waits the spec's 750 ms after opening it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_SURVEY_EXIT_DELAY_MS, surveyBeforeLogout, surveyScreenOf, takeLeaveSurvey } from '../../src/client/lib/leave-survey';
import { markLeaveSurveyDone } from '../../src/client/lib/leave-survey-flag';

const UUID = '3f0c4a5e-1111-4222-8333-444455556666';
const at = (screen: string) => `/account/heloc/${UUID}/${screen}`;

describe('leave survey', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('names the four screens of spec section 2 and nothing else', () => {
    expect(['liens', 'product/select', 'identity', 'signing/sign'].map((s) => surveyScreenOf(at(s)))).toEqual(['liens', 'product/select', 'identity', 'signing/sign']);
    for (const path of [at('product/select/confirm'), at('summary'), `/account/heloc/not-a-uuid/liens`, '/account/heloc/dashboard', `/liens`]) {
      expect(surveyScreenOf(path), path).toBeUndefined();
    }
    expect(surveyScreenOf(`${at('liens')}/`)).toBe('liens');
  });

  it('is taken once per browser', () => {
    expect(takeLeaveSurvey(at('summary'))).toBeUndefined();
    expect(takeLeaveSurvey(at('liens'))).toBe('liens');
    expect(takeLeaveSurvey(at('liens'))).toBeUndefined();
    expect(takeLeaveSurvey(at('identity'))).toBeUndefined();
  });

  it('is not taken after a call or email to the loan originator', () => {
    markLeaveSurveyDone();
    expect(takeLeaveSurvey(at('product/select'))).toBeUndefined();
  });

  it('is never taken when storage is blocked', () => {
    vi.stubGlobal('localStorage', { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } });
    expect(takeLeaveSurvey(at('liens'))).toBeUndefined();
  });

  it('opens the survey, then lets the logout run 750 ms later', async () => {
    vi.useFakeTimers();
    const open = vi.fn();
    let done = false;
    const waiting = surveyBeforeLogout(at('signing/sign'), open).then(() => (done = true));
    expect(open).toHaveBeenCalledWith('signing/sign');
    await vi.advanceTimersByTimeAsync(LEAVE_SURVEY_EXIT_DELAY_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(LEAVE_SURVEY_EXIT_DELAY_MS).toBe(750);
    // Not due: the logout runs at once.
    await expect(surveyBeforeLogout(at('signing/sign'), open)).resolves.toBeUndefined();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
