// The chatbot's search over a brand's knowledge base (minisearch: pure JavaScript, so the index is
// core's and runs the same wherever it is built). Fuzzy and prefix matching forgive typos and half
// words; an entry's title and sample questions weigh more than its keywords. A best score under
// the threshold is no answer: the bot says it does not know rather than guess.
import MiniSearch from 'minisearch';
import { textIn, type KnowledgeBase, type KnowledgeEntry } from './knowledge-base';

/**
 * The lowest score that counts as an answer. Measured on the default knowledge base: the unit
 * tests' questions (a typo included) score about 9 and more, one stray word that happens to be an
 * entry's keyword ('quick question') about 6.
 */
export const ANSWER_THRESHOLD = 8;

export const SEARCH_BOOST = { title: 3, questions: 2, keywords: 1.5 } as const;

export interface Match {
  entry: KnowledgeEntry;
  score: number;
}

export interface KnowledgeIndex {
  /** The best entry for the question, whatever its score (undefined: nothing matched at all). */
  best(question: string): Match | undefined;
  /** The best entry when it scores at the threshold or above. */
  answerFor(question: string): Match | undefined;
}

interface Doc {
  id: string;
  title: string;
  questions: string;
  keywords: string;
}

export function createKnowledgeIndex(kb: KnowledgeBase, locale: string, threshold = ANSWER_THRESHOLD): KnowledgeIndex {
  const stop = new Set(kb.stopWords?.[locale] ?? kb.stopWords?.en ?? []);
  const processTerm = (term: string): string | null => {
    const word = term.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, '');
    return word.length < 2 || stop.has(word) ? null : word;
  };
  const index = new MiniSearch<Doc>({
    fields: ['title', 'questions', 'keywords'],
    idField: 'id',
    processTerm,
    searchOptions: {
      boost: SEARCH_BOOST,
      // Short words must match whole: 'id' is not 'idea', and fuzzy 'fee' would be 'feel'.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  const byId = new Map(kb.entries.map((e) => [e.id, e]));
  index.addAll(
    kb.entries.map((entry) => {
      const text = textIn(entry, locale);
      return { id: entry.id, title: text.title, questions: text.questions.join(' '), keywords: (text.keywords ?? []).join(' ') };
    }),
  );
  const best = (question: string): Match | undefined => {
    const [top] = index.search(question);
    const entry = top && byId.get(String(top.id));
    return entry ? { entry, score: top.score } : undefined;
  };
  return {
    best,
    answerFor(question) {
      const match = best(question);
      return match && match.score >= threshold ? match : undefined;
    },
  };
}
