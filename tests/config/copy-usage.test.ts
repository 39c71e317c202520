// npm run check must name each copy key the web app uses literally but copy/en lacks, as file:line.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyKeysUsed, copyUsageProblems } from '../../scripts/lib/copy-usage';
import { formatProblem, runCheck } from '../../scripts/lib/run-check';

const repo = join(import.meta.dirname, '../..');
let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  dirs = [];
});

function treeWithSource(file: string, source: string): string {
  const root = mkdtempSync(join(tmpdir(), 'copy-usage-'));
  dirs.push(root);
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), source);
  return root;
}

const copyEn = { shell: { call: 'Call {{phone}}', menu: { login: 'Login' } } };

describe('copyKeysUsed', () => {
  it('finds t() with either quote and i18nKey, with their lines', () => {
    const source = [`const a = t('shell.call', { phone });`, `<Trans i18nKey="shell.menu.login" />`, `i18n.t("shell.menu.logout")`].join('\n');
    expect(copyKeysUsed(source)).toEqual([
      { key: 'shell.call', line: 1 },
      { key: 'shell.menu.login', line: 2 },
      { key: 'shell.menu.logout', line: 3 },
    ]);
  });

  it('ignores keys built at run time and functions merely ending in t', () => {
    expect(copyKeysUsed('t(`submit.${key}.title`); t(resolveCopyKey(ref)); split("a.b"); format(\'x.y\')')).toEqual([]);
  });
});

describe('copyUsageProblems', () => {
  it('reports a missing key as file:line and passes a present one', () => {
    const root = treeWithSource('src/client/app/Thing.tsx', `// x\nexport const a = () => t('shell.call');\nexport const b = () => t('shell.menu.dashbord');\n`);
    const problems = copyUsageProblems(copyEn, root);
    expect(problems.map((p) => formatProblem(p))).toEqual(['src/client/app/Thing.tsx:3: copy key "shell.menu.dashbord" is not in copy/en']);
  });

  it('finds nothing missing in the project as committed', () => {
    expect(runCheck(repo).problems.filter((p) => p.line !== undefined)).toEqual([]);
  });
});
