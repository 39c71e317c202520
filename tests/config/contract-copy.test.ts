// The service contract holds no English (issue 30): error texts are copy keys, each one in copy/en.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueKeyProblems, contractWordProblems, wordsInSource } from '../../scripts/lib/contract-copy';
import { loadCopy } from '../../src/server/flows';

const repo = join(import.meta.dirname, '../..');
let dirs: string[] = [];
afterEach(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  dirs = [];
});

describe('words in src/core/contract', () => {
  it('finds none in the contract as committed', () => {
    expect(contractWordProblems(repo)).toEqual([]);
  });

  it('finds a sentence in a string, a template or a regular expression, not in comments or codes', () => {
    const source = [
      `// The email or password you entered is incorrect.`,
      `const a = { code: 'INVALID_CREDENTIALS', messageKey: 'refusals.invalidCredentials', path: '/api/v1/x' };`,
      `const b = 'The email or password you entered is incorrect.';`,
      'const c = `we do not currently offer loans in ${state}`;',
      `const d = /^we do not currently offer/i;`,
      `const e = "Not Found";`,
    ].join('\n');
    expect(wordsInSource(source).map((w) => w.line)).toEqual([3, 4, 5, 6]);
  });

  it('names the file and line of a sentence put back into errors.ts', () => {
    const root = mkdtempSync(join(tmpdir(), 'contract-copy-'));
    dirs.push(root);
    cpSync(join(repo, 'src/core/contract'), join(root, 'src/core/contract'), { recursive: true });
    const file = join(root, 'src/core/contract/errors.ts');
    writeFileSync(file, readFileSync(file, 'utf8') + `\nexport const HINT = 'Please try again later';\n`);
    expect(contractWordProblems(root)).toEqual([expect.objectContaining({ file: 'src/core/contract/errors.ts', reason: expect.stringContaining('Please try again later') })]);
  });
});

describe('the error catalogue against copy/en', () => {
  it('finds every messageKey in copy/en', () => {
    expect(catalogueKeyProblems(loadCopy(join(repo, 'copy/en')))).toEqual([]);
  });

  it('names a code whose key is missing', () => {
    const copy = loadCopy(join(repo, 'copy/en'));
    const refusals = { ...(copy.refusals as Record<string, unknown>) };
    delete refusals.invalidCredentials;
    expect(catalogueKeyProblems({ ...copy, refusals })).toEqual([
      { file: 'src/core/contract/errors.ts', pointer: '/INVALID_CREDENTIALS/messageKey', reason: 'copy key "refusals.invalidCredentials" is not in copy/en' },
    ]);
  });
});
