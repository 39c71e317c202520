// Copy keys the web app names literally (t('shell.call'), i18nKey="...") must exist in copy/en:
// a missing key would show the key itself to the applicant. Keys built at run time (template
// strings, resolveCopyKey) are checked where their data lives (flows, brands), not here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasCopyKey } from '../../src/core/copy/resolve';
import { listFiles } from './files';

export interface CopyUsageProblem {
  file: string;
  line: number;
  pointer: string;
  reason: string;
}

// t('a.b'), t("a.b", {...}), i18n.t('a.b'); and i18nKey="a.b" / i18nKey={'a.b'} on <Trans>.
const USAGE = /(?<![\w$])t\(\s*(['"])([^'"`\s]+)\1|i18nKey=\{?\s*(['"])([^'"`\s]+)\3/g;

/** Every literal key used in one source text, with its 1-based line. */
export function copyKeysUsed(source: string): Array<{ key: string; line: number }> {
  const found: Array<{ key: string; line: number }> = [];
  for (const m of source.matchAll(USAGE)) {
    const key = m[2] ?? m[4]!;
    found.push({ key, line: source.slice(0, m.index).split('\n').length });
  }
  return found;
}

/** A problem for each literal key in src/client/**\/*.ts(x) that copy/en does not hold. */
export function copyUsageProblems(copyEn: Record<string, unknown>, root: string): CopyUsageProblem[] {
  const files = [...listFiles('src/client', '.ts', root), ...listFiles('src/client', '.tsx', root)].sort();
  return files.flatMap((file) =>
    copyKeysUsed(readFileSync(join(root, file), 'utf8'))
      .filter(({ key }) => !hasCopyKey(copyEn, key) && !hasPluralForms(copyEn, key))
      .map(({ key, line }) => ({ file, line, pointer: '', reason: `copy key "${key}" is not in copy/en` })),
  );
}

// i18next plurals: t('x.count', { count }) reads x.count_one / x.count_other.
const hasPluralForms = (copy: Record<string, unknown>, key: string): boolean =>
  hasCopyKey(copy, `${key}_one`) && hasCopyKey(copy, `${key}_other`);
