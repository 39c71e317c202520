// npm run check holds the chatbot's knowledge base (issue 25 item 5) to its schema and rules: a
// broken entry in the defaults or in a brand's own file is named by file, JSON pointer and reason.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCheck } from '../../scripts/lib/run-check';

const repo = join(import.meta.dirname, '../..');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let dirs: string[] = [];

function treeWith(file: string, change: (json: Json) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'check-kb-'));
  dirs.push(root);
  // src/ too: the check reads which flags the code reads (scripts/lib/flag-usage.ts).
  for (const dir of ['flows', 'copy', 'schemas', 'brands', 'tests/fixtures', 'src']) cpSync(join(repo, dir), join(root, dir), { recursive: true });
  const json = JSON.parse(readFileSync(join(root, file), 'utf8')) as Json;
  change(json);
  writeFileSync(join(root, file), JSON.stringify(json, null, 2));
  return root;
}
const problemsOf = (root: string) => runCheck(root).problems.map((p) => ({ file: p.file, pointer: p.pointer, reason: p.reason }));

afterEach(() => {
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  dirs = [];
});

describe('npm run check on the knowledge base', () => {
  it('rejects an entry without an answer, and one naming a value the brand cannot fill', () => {
    const root = treeWith('brands/knowledge-base.json', (kb) => {
      delete kb.entries[2].text.en.answer;
      kb.entries[3].text.en.answer = 'Your loan number is {{loanNumber}}.';
    });
    expect(problemsOf(root)).toContainEqual({ file: 'brands/knowledge-base.json', pointer: '/entries/2/text/en', reason: "must have required property 'answer'" });
    const schemaOk = treeWith('brands/knowledge-base.json', (kb) => (kb.entries[3].text.en.answer = 'Your loan number is {{loanNumber}}.'));
    expect(problemsOf(schemaOk)).toEqual([
      { file: 'brands/knowledge-base.json', pointer: '/entries/3/text/en/answer', reason: '{{loanNumber}} is not one of companyName, supportPhone, phoneHours, chatHours' },
    ]);
  });

  it("rejects a brand's file omitting a default that is not there, or with a long answer", () => {
    const root = treeWith('brands/harbor-cu/knowledge-base.json', (kb) => {
      kb.omit = ['no-such-entry'];
    });
    expect(problemsOf(root)).toEqual([{ file: 'brands/harbor-cu/knowledge-base.json', pointer: '/omit/0', reason: 'no default entry is "no-such-entry"' }]);
    const long = treeWith('brands/harbor-cu/knowledge-base.json', (kb) => (kb.entries[0].text.en.answer = 'x'.repeat(601)));
    expect(problemsOf(long)).toEqual([{ file: 'brands/harbor-cu/knowledge-base.json', pointer: '/entries/0/text/en/answer', reason: 'must NOT have more than 600 characters' }]);
  });
});
