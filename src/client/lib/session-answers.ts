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
