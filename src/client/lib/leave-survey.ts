// When logging out opens the leave survey (spec sections 2, 4 and 9): the brand offers it, the
// page is one of the survey's screens (the answers' schema lists them), and this browser has not
// had it yet nor called or mailed its loan originator. Loaded with the logout, not the first page.
import schema from '../../../schemas/api/leave-survey-request.schema.json';
import { APPLICATION_BASE_PATH } from '../../core/contract/routes';
import { isUuid } from '../../core/contract/ids';
import type { ApiLeaveSurveyRequest } from '../../generated/types/api-leave-survey-request';
import { leaveSurveyDone, markLeaveSurveyDone } from './leave-survey-flag';

export type LeaveSurveyScreen = ApiLeaveSurveyRequest['screen'];

/** Spec section 9: "survey exit delay 750 ms" — the survey opens, then the logout runs. */
export const LEAVE_SURVEY_EXIT_DELAY_MS = 750;

const SCREENS: readonly string[] = schema.properties.screen.enum;

/** The survey screen of an application page (/account/heloc/{uuid}/{screen}), or undefined. */
export function surveyScreenOf(pathname: string): LeaveSurveyScreen | undefined {
  if (!pathname.startsWith(`${APPLICATION_BASE_PATH}/`)) return undefined;
  const [uuid, ...rest] = pathname.slice(APPLICATION_BASE_PATH.length + 1).replace(/\/$/, '').split('/');
  const screen = rest.join('/');
  return isUuid(uuid) && SCREENS.includes(screen) ? (screen as LeaveSurveyScreen) : undefined;
}

/** The screen to ask about when logging out from `pathname` now, marking the survey used; or undefined. */
export function takeLeaveSurvey(pathname: string): LeaveSurveyScreen | undefined {
  const screen = surveyScreenOf(pathname);
  if (!screen || leaveSurveyDone()) return undefined;
  markLeaveSurveyDone();
  return screen;
}

/** Opens the survey (through `open`) when it is due, then waits the exit delay before the logout runs. */
export async function surveyBeforeLogout(pathname: string, open: (screen: LeaveSurveyScreen) => void): Promise<void> {
  const screen = takeLeaveSurvey(pathname);
  if (!screen) return;
  open(screen);
  await new Promise<void>((done) => setTimeout(done, LEAVE_SURVEY_EXIT_DELAY_MS));
}
