// Issue 30: no event name is written as a string in src/client; a screen names an event through the
// generated constants (src/generated/events.ts), so an event the machines do not know is a type
// error. The check reads every string the TypeScript parser sees (quotes, plain templates, JSX
// attributes), not comments, and flags one that is the name of an event a person sends (the
// pipeline's outcomes, such as PENDING or FAILED, are also plain status words and stay allowed).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { eventCatalogue } from '../../src/generated/event-catalogue';

const root = join(import.meta.dirname, '../..');
const PERSON_SENDERS = new Set(['applicant', 'co-signer', 'broker', 'staff']);
const personEvents = new Set(Object.values(eventCatalogue).filter((e) => e.senders.some((s) => PERSON_SENDERS.has(s))).map((e) => e.name));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** Every event-name string of a file, as file:line "NAME". */
function eventLiterals(file: string, text: string, events: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && events.has(node.text)) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${node.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('event names in src/client', () => {
  it('the check sees a literal in code and JSX, not in a comment or as a constant', () => {
    const text = "// 'SIGN_DOCUMENT'\nsend('SIGN_DOCUMENT'); const x = <B event=\"ORDER_BPO\" />; send(SIGN_DOCUMENT); s === 'PENDING';";
    expect(eventLiterals('x.tsx', text, personEvents)).toEqual(['x.tsx:2 "SIGN_DOCUMENT"', 'x.tsx:2 "ORDER_BPO"']);
  });

  it('are never string literals: the generated constants name them', () => {
    const found = sourceFiles(join(root, 'src/client')).flatMap((file) => eventLiterals(relative(root, file), readFileSync(file, 'utf8'), personEvents));
    expect(found).toEqual([]);
  });
});
