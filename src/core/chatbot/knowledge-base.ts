// The chatbot's knowledge base as data (issue 25 item 5): brands/knowledge-base.json for every
// brand, a brand's brands/<orgCode>/knowledge-base.json over it (an entry with a default's id
// replaces it, `omit` drops one). Parsed at start by the server and by `npm run check` with the same
// functions, so a bad entry is named by file and pointer before anyone asks the bot.
import type { KnowledgeBase } from '../../generated/types/knowledge-base';
import { validateKnowledgeBase } from '../../generated/validators/schemas';
import { schemaProblems } from '../flow/parse-flow';

export type { KnowledgeBase };
export type KnowledgeEntry = KnowledgeBase['entries'][number];
export type EntryText = KnowledgeEntry['text']['en'];

/** What an answer may name, filled from the brand (its name, phone and each department's hours). */
export const ANSWER_PLACEHOLDERS = ['companyName', 'supportPhone', 'phoneHours', 'chatHours'] as const;
export type AnswerValues = Record<(typeof ANSWER_PLACEHOLDERS)[number], string>;

type Problem = { pointer: string; reason: string };
export type ParsedKnowledgeBase = { ok: true; value: KnowledgeBase; problems: [] } | { ok: false; problems: Problem[] };

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** What a schema cannot say: ids once each, placeholders the brand can fill, one entry per intent. */
function entryProblems(kb: KnowledgeBase): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set<string>();
  const intents = new Set<string>();
  kb.entries.forEach((entry, i) => {
    if (ids.has(entry.id)) problems.push({ pointer: `/entries/${i}/id`, reason: `entry "${entry.id}" is listed twice` });
    ids.add(entry.id);
    if (entry.intent && intents.has(entry.intent)) problems.push({ pointer: `/entries/${i}/intent`, reason: `intent "${entry.intent}" has another entry already` });
    if (entry.intent) intents.add(entry.intent);
    for (const [locale, text] of Object.entries(entry.text)) {
      for (const [, name] of text.answer.matchAll(PLACEHOLDER)) {
        if (!(ANSWER_PLACEHOLDERS as readonly string[]).includes(name!)) problems.push({ pointer: `/entries/${i}/text/${locale}/answer`, reason: `{{${name}}} is not one of ${ANSWER_PLACEHOLDERS.join(', ')}` });
      }
    }
  });
  return problems;
}

/** The defaults' file (brands/knowledge-base.json): its schema, then entryProblems; `omit` has no place there. */
export function parseKnowledgeBase(value: unknown): ParsedKnowledgeBase {
  const shape = schemaProblems(validateKnowledgeBase, value);
  if (shape.length) return { ok: false, problems: shape };
  const kb = value as KnowledgeBase;
  const problems = entryProblems(kb);
  if (kb.omit) problems.push({ pointer: '/omit', reason: "only a brand's file omits defaults" });
  return problems.length ? { ok: false, problems } : { ok: true, value: kb, problems: [] };
}

/** A brand's own file, over the defaults: it omits only entries the defaults have. */
export function parseBrandKnowledgeBase(value: unknown, defaults: KnowledgeBase): ParsedKnowledgeBase {
  const shape = schemaProblems(validateKnowledgeBase, value);
  if (shape.length) return { ok: false, problems: shape };
  const kb = value as KnowledgeBase;
  const problems = entryProblems(kb);
  (kb.omit ?? []).forEach((id, i) => {
    if (!defaults.entries.some((e) => e.id === id)) problems.push({ pointer: `/omit/${i}`, reason: `no default entry is "${id}"` });
  });
  return problems.length ? { ok: false, problems } : { ok: true, value: kb, problems: [] };
}

/** A brand's knowledge base: the defaults less what it omits, its own entries replacing by id or added. */
export function mergeKnowledgeBase(defaults: KnowledgeBase, brand: KnowledgeBase | undefined): KnowledgeBase {
  if (!brand) return defaults;
  const own = new Map(brand.entries.map((e) => [e.id, e]));
  const omitted = new Set(brand.omit ?? []);
  const entries = defaults.entries.filter((e) => !omitted.has(e.id)).map((e) => own.get(e.id) ?? e);
  const added = brand.entries.filter((e) => !defaults.entries.some((d) => d.id === e.id));
  const stopWords = { ...defaults.stopWords, ...brand.stopWords };
  return { entries: [...entries, ...added], stopWords };
}

/** An entry's text in `locale`, else its English (every entry has English). */
export const textIn = (entry: KnowledgeEntry, locale: string): EntryText => entry.text[locale] ?? entry.text.en;

/** An answer with the brand's values filled in. */
export const fillAnswer = (answer: string, values: AnswerValues): string =>
  answer.replace(PLACEHOLDER, (m, name: string) => (Object.hasOwn(values, name) ? values[name as keyof AnswerValues] : m));
