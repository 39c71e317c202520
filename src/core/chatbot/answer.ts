// What the chatbot says to a question (issue 25 item 5): the best entry's answer with the brand's
// values, or, for the application-status entry, where the caller's own application stands and its
// next step (the dashboard's stage words, nothing more of the application); below the threshold
// it says it does not know and, within OPS_CHAT's hours only, offers an agent (handover).
// Pure: the words come from copy through `words`, the application's stage from the caller.
import { fillAnswer, textIn, type AnswerValues } from './knowledge-base';
import type { KnowledgeIndex } from './search';

/** The caller's own application as the chat may tell it: its stage's words (status, next action). */
export interface StageWords {
  status: string;
  /** The next step's words; none for an application that has ended without one (cancelled). */
  action?: string;
}

export interface AnswerInput {
  index: KnowledgeIndex;
  question: string;
  locale: string;
  values: AnswerValues;
  /** OPS_CHAT open now (the hours clock): only then is an agent offered. */
  withinHours: boolean;
  /** The signed-in caller's own application's stage, when the chat is tied to one. */
  application?: StageWords;
  /** Copy: chatbot.* keys to text. */
  words: (key: string, values?: Record<string, string>) => string;
}

export interface Answer {
  /** The entry answered; null when the bot did not know. */
  entryId: string | null;
  text: string;
  handover: boolean;
}

export function answerQuestion({ index, question, locale, values, withinHours, application, words }: AnswerInput): Answer {
  const match = index.answerFor(question);
  if (!match) {
    return withinHours
      ? { entryId: null, text: words('chatbot.dontKnow.agent'), handover: true }
      : { entryId: null, text: words('chatbot.dontKnow.closed', { supportPhone: values.supportPhone, phoneHours: values.phoneHours }), handover: false };
  }
  const { entry } = match;
  if (entry.intent === 'application-status' && application) {
    const now = words('chatbot.status.now', { status: application.status });
    return { entryId: entry.id, text: application.action ? `${now} ${words('chatbot.status.next', { action: application.action })}` : now, handover: false };
  }
  return { entryId: entry.id, text: fillAnswer(textIn(entry, locale).answer, values), handover: false };
}
