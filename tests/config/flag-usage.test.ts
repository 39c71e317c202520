// npm run check must name each flag of a registry that no code or data reads (issue 29): a switch
// the staff console offers that does nothing misleads the lender who turns it on.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contextFlagNames, namesRead, registryNames, stringLiterals, unreadFlagProblems } from '../../scripts/lib/flag-usage';
import { formatProblem, runCheck } from '../../scripts/lib/run-check';
import type { FeatureFlags } from '../../src/core/flags/resolve';

let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  dirs = [];
});

/** A tree holding the given files (path → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'flag-usage-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

// A fixture registry: one flag read by code, one by a flow under an alias, one by a brand, one by none.
const registry: FeatureFlags = {
  id: 'fixture-flags',
  flags: {
    'read-by-code': { default: false, description: 'x' },
    'fe-app-by-alias': { default: false, aliases: ['by-alias'], description: 'x' },
    'read-by-brand': { default: false, description: 'x' },
    'read-by-none': { default: false, aliases: ['none-alias'], description: 'x' },
  },
} as FeatureFlags;

const files = {
  'src/client/Thing.tsx': `// 'read-by-none' in a comment is no read\nexport const on = () => useFlag('read-by-code');\nexport const label = \`read-by-none \${x}\`;\n`,
  'flows/app/register.flow.json': JSON.stringify({ if: [{ var: 'context.flags.by-alias' }, 'a', 'b'] }),
  'brands/acme/brand.json': JSON.stringify({ rule: { var: 'context.flags.read-by-brand' } }),
  // Generated code is made from the registry: it reads nothing.
  'src/generated/flags.ts': `export const all = ['read-by-none'];\n`,
};

describe('the unread flag check', () => {
  it('reads whole string literals only, not comments nor templates with values', () => {
    expect(stringLiterals(files['src/client/Thing.tsx'], 'Thing.tsx')).toEqual(['read-by-code']);
    expect(contextFlagNames(files['flows/app/register.flow.json'])).toEqual(['by-alias']);
  });

  it('names the flag no code or data reads, and only it', () => {
    const problems = unreadFlagProblems(registry, namesRead(tree(files), registryNames(registry)));
    expect(problems).toEqual([
      {
        pointer: '/flags/read-by-none',
        reason: 'flag "read-by-none" (or none-alias) is read by no code or data: no string literal in src/ names it and no flow or brand reads context.flags.read-by-none',
      },
    ]);
  });

  it('fails npm run check on the fixture registry, naming the file and the flag', () => {
    const root = tree({ ...files, 'flows/app/feature-flags.json': JSON.stringify(registry) });
    // Only this check's problems: the fixture registry lacks the flags the project's code reads, another check's business.
    const unread = runCheck(root).problems.filter((p) => p.file === join('flows', 'app', 'feature-flags.json') && p.pointer.startsWith('/flags/'));
    expect(unread.map(formatProblem)).toEqual([
      'flows/app/feature-flags.json#/flags/read-by-none: flag "read-by-none" (or none-alias) is read by no code or data: no string literal in src/ names it and no flow or brand reads context.flags.read-by-none',
    ]);
  });
});
