// Answers given before the account exists live in this tab's sessionStorage, so a refresh or the
// back button never loses them (and closing the tab leaves nothing behind).
import type { Answers } from '../../core/flow/types';

const key = (flowId: string) => `flow-answers:${flowId}`;

export function readAnswers(flowId: string): Answers {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(flowId)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answers) : {};
  } catch {
    return {};
  }
}

export function writeAnswers(flowId: string, answers: Answers): void {
  sessionStorage.setItem(key(flowId), JSON.stringify(answers));
}

export function clearAnswers(flowId: string): void {
  sessionStorage.removeItem(key(flowId));
}

// Pre-auth state (spec section 4): when the applicant leaves the registration to sign in, the
// answers wait under a random nonce that travels through sign-in in the return URL. They come back
// only when the returning URL carries the same nonce; any other return clears them.
export const PRE_AUTH_PARAM = 'preAuth';
const preAuthKey = (flowId: string) => `pre-auth:${flowId}`;

/** Moves the flow's answers into the pre-auth state and answers the nonce that will bring them back. */
export function savePreAuthState(flowId: string): string {
  const nonce = crypto.randomUUID();
  // The stored answers already leave out the passwords (writeOnly fields never reach storage).
  sessionStorage.setItem(preAuthKey(flowId), JSON.stringify({ nonce, answers: readAnswers(flowId) }));
  clearAnswers(flowId);
  return nonce;
}

/**
 * On entering a flow: with a pre-auth state whose nonce equals `nonce`, its answers become the
 * flow's answers; in every case the pre-auth state is gone afterwards. Safe to call twice.
 */
export function takePreAuthState(flowId: string, nonce: string | null): void {
  let saved: { nonce?: unknown; answers?: unknown } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(preAuthKey(flowId)) ?? 'null') as typeof saved;
  } catch {
    saved = undefined;
  }
  try {
    sessionStorage.removeItem(preAuthKey(flowId));
  } catch {
    // No storage (the server's first render, blocked storage): there is no state to clear.
  }
  const answers = saved?.answers;
  if (nonce && saved?.nonce === nonce && answers && typeof answers === 'object' && !Array.isArray(answers)) writeAnswers(flowId, answers as Answers);
}
