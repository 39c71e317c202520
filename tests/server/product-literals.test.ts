// Issue 24: no product decision in src/. A product's facts are its manifest's
// (flows/<product>/product.json); code reads them through the one loader on each side. The check
// reads every string the TypeScript parser sees (quotes, template parts, JSX attributes), not
// comments, and flags a product's id or telemetry type written as a value (compared, defaulted,
// sent) and any path into one product's folder (`flows/heloc/...`; `flows/*` globs are fine).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readProductManifests } from '../../src/server/products';

const root = join(import.meta.dirname, '../..');
const manifests = readProductManifests(join(root, 'flows')).map((m) => m.manifest);
const productWords = new Set(manifests.flatMap((m) => [m.id, m.telemetryProductType]));
const folders = readdirSync(join(root, 'flows'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const FOLDER_PATH = new RegExp(`(^|[^\\w])flows/(${folders.join('|')})(/|$)`);

// Places not moved yet, each with why (issue 24). Empty: the create route's product is the brand's
// default (its first offered, src/core/product/offered.ts) and the banners' app is brands/defaults.json's.
const NOT_YET: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** Every product word or product-folder path of a file, as file:line "text". */
function productLiterals(file: string, text: string, words: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
    if (literal && (words.has((node as ts.LiteralLikeNode).text) || FOLDER_PATH.test((node as ts.LiteralLikeNode).text))) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${(node as ts.LiteralLikeNode).text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('product names in src/', () => {
  it('the check sees a product word or folder path in code, JSX and imports, not in comments or other words', () => {
    const text = [
      "// 'heloc' flows/heloc/x.json",
      "if (p === 'heloc') track({ productType: 'HELOC' });",
      "import t from '../../flows/heloc/x.json';",
      "const g = import.meta.glob('../../flows/*/product.json'); const r = '/account/heloc/register';",
      'const x = <B product="crypto-heloc" />;',
    ].join('\n');
    expect(productLiterals('x.tsx', text, new Set(['heloc', 'HELOC', 'crypto-heloc']))).toEqual([
      'x.tsx:2 "heloc"',
      'x.tsx:2 "HELOC"',
      'x.tsx:3 "../../flows/heloc/x.json"',
      'x.tsx:5 "crypto-heloc"',
    ]);
  });

  it('are never written: product data is read from the manifests', () => {
    expect(productWords.size).toBeGreaterThan(0);
    const found = sourceFiles(join(root, 'src')).flatMap((file) => productLiterals(relative(root, file), readFileSync(file, 'utf8'), productWords));
    expect(found.filter((f) => !NOT_YET.some((n) => f.startsWith(n)))).toEqual([]);
  });

  it('the not-yet list names only places that still hold a product word (empty it as they move)', () => {
    const found = sourceFiles(join(root, 'src')).flatMap((file) => productLiterals(relative(root, file), readFileSync(file, 'utf8'), productWords));
    expect(NOT_YET.filter((n) => !found.some((f) => f.startsWith(n)))).toEqual([]);
  });
});
