// SQL lives in src/server/store/ (issue 30 item 5): everywhere else in the server, a `.query(` /
// `.query<` call or a string that starts like an SQL statement is an offender, listed by file and line.
// The allow-list holds the files whose SQL is being moved in the same issue's other half; it only
// shrinks: an entry whose file has no SQL any more fails too, so it is taken off the list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../core/helpers';

const QUERY_CALL = /\.query\s*(<|\()/;
// A string literal opening with a statement's first words, in lower case (the house style) or in
// capitals; a sentence ("Select an option") is neither.
const SQL_TEXT = [
  /[`'"]\s*(select\s|insert\s+into\s|update\s+\w+\s+set\s|delete\s+from\s|with\s+\w+\s+as\s*\()/,
  /[`'"]\s*(SELECT\s|INSERT\s+INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s+\w+\s+AS\s*\()/,
];

const STORE = 'src/server/store/';

// Every file's SQL is in store/ now: the list stays empty (it held the files the other half of item 5
// moved, and only ever shrinks).
const NOT_YET_MOVED = new Set<string>([]);

/** The lines of `source` that run a query or where an SQL text starts (a template may open on the line before), as `line: text`. */
export function sqlLines(source: string): string[] {
  const lines = source.split('\n');
  const hits = new Set(lines.flatMap((text, i) => (QUERY_CALL.test(text) ? [i] : [])));
  for (const re of SQL_TEXT) {
    for (const match of source.matchAll(new RegExp(re.source, 'g'))) {
      // The line of the statement's first word, not of the quote before it.
      const start = match.index + match[0].length - match[1]!.length;
      hits.add(source.slice(0, start).split('\n').length - 1);
    }
  }
  return [...hits].sort((a, b) => a - b).map((i) => `${i + 1}: ${lines[i]!.trim()}`);
}

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every server file outside store/ that holds SQL, with its lines (paths relative to `root`). */
export function sqlOutsideStore(root: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of tsFiles(path.join(root, 'src/server'))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative.startsWith(STORE)) continue;
    const lines = sqlLines(readFileSync(file, 'utf8'));
    if (lines.length > 0) found.set(relative, lines);
  }
  return found;
}

const listing = (found: Map<string, string[]>) => [...found].flatMap(([file, lines]) => lines.map((line) => `${file}:${line}`));

describe('SQL only in src/server/store/', () => {
  const found = sqlOutsideStore(repoRoot);

  it('finds no query call or SQL text outside store/', () => {
    const offenders = new Map([...found].filter(([file]) => !NOT_YET_MOVED.has(file)));
    expect(listing(offenders)).toEqual([]);
  });

  it('keeps no file on the not-yet-moved list that holds no SQL any more', () => {
    expect([...NOT_YET_MOVED].filter((file) => !found.has(file))).toEqual([]);
  });

  it('tells a query call and SQL text from words that only look like them', () => {
    expect(sqlLines("await db.query('x', [])")).toHaveLength(1);
    expect(sqlLines('const { rows } = await tx.query<{ n: number }>(text)')).toHaveLength(1);
    expect(sqlLines('const text = `\n  select a.uuid from applications a`')).toEqual(["2: select a.uuid from applications a`"]);
    expect(sqlLines("const s = 'insert into consents (uuid) values ($1)';")).toHaveLength(1);
    expect(sqlLines('"update sessions set revoked_at = now()"')).toHaveLength(1);
    expect(sqlLines('`delete from rate_limits`')).toHaveLength(1);
    expect(sqlLines("const s = 'SELECT 1 FROM applications';")).toHaveLength(1);
    // Prose and regular expressions are not SQL.
    expect(sqlLines('// we select the newest from the list and update the banner')).toEqual([]);
    expect(sqlLines("const label = 'Select an option';")).toEqual([]);
    expect(sqlLines('const match = /^Bearer (.+)$/.exec(header);')).toEqual([]);
  });
});
