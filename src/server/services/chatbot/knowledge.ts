// The knowledge bases read at start (brands/knowledge-base.json, each brand's
// brands/<orgCode>/knowledge-base.json over it), with the same parse functions as `npm run check`:
// the server refuses to start on a bad entry, naming the file and its pointer.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mergeKnowledgeBase, parseBrandKnowledgeBase, parseKnowledgeBase, type KnowledgeBase } from '../../../core/chatbot/knowledge-base';
import { ConfigError } from '../../../core/flow/parse-flow';
import { readJson } from '../../flows';

export const KNOWLEDGE_BASE_FILE = 'knowledge-base.json';

/** Each brand's merged knowledge base, by its code. */
export function loadKnowledgeBases(brandsDir: string, orgCodes: readonly string[]): Map<string, KnowledgeBase> {
  const defaultsFile = join(brandsDir, KNOWLEDGE_BASE_FILE);
  const defaults = parseKnowledgeBase(readJson(defaultsFile));
  if (!defaults.ok) throw new ConfigError(defaultsFile, defaults.problems);
  const bases = new Map<string, KnowledgeBase>();
  for (const code of orgCodes) {
    const file = join(brandsDir, code, KNOWLEDGE_BASE_FILE);
    if (!existsSync(file)) {
      bases.set(code, defaults.value);
      continue;
    }
    const own = parseBrandKnowledgeBase(readJson(file), defaults.value);
    if (!own.ok) throw new ConfigError(file, own.problems);
    bases.set(code, mergeKnowledgeBase(defaults.value, own.value));
  }
  return bases;
}
