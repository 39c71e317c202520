// The service contract (src/core/contract) holds codes, routes and copy keys, never words (issue 30):
// an error's text lives in copy/en under the catalogue's messageKey, so a second language is a second
// copy folder. Two checks: no English sentence in the contract's code, and every messageKey in copy/en.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { errorCatalogue } from '../../src/core/contract/errors';
import { hasCopyKey } from '../../src/core/copy/resolve';
import { listFiles } from './files';

export interface SourceProblem {
  file: string;
  line: number;
  pointer: string;
  reason: string;
}

const CONTRACT_DIR = 'src/core/contract';

/**
 * The rule: a string, template or regular-expression literal (comments are not read) holding two
 * words of two or more letters apart by white space ('Not Found', 'we do not currently'). Codes,
 * routes, copy keys and identifiers never hold a space between words.
 */
const WORDS = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/;

const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/** Each literal of one source text that reads as words, with its 1-based line. */
export function wordsInSource(source: string): Array<{ text: string; line: number }> {
  const file = ts.createSourceFile('contract.ts', source, ts.ScriptTarget.Latest, true);
  const found: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node): void => {
    if (LITERALS.has(node.kind)) {
      const text = node.getText(file);
      if (WORDS.test(text)) found.push({ text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** A problem for each literal in src/core/contract/**\/*.ts that reads as an English sentence. */
export function contractWordProblems(root: string): SourceProblem[] {
  return listFiles(CONTRACT_DIR, '.ts', root).flatMap((file) =>
    wordsInSource(readFileSync(join(root, file), 'utf8')).map(({ text, line }) => ({
      file,
      line,
      pointer: '',
      reason: `words in the service contract: ${text.slice(0, 60)} (put the text in copy/en and name its key)`,
    })),
  );
}

/** A problem for each error code whose messageKey copy/en does not hold. */
export function catalogueKeyProblems(copyEn: Record<string, unknown>): Array<{ file: string; pointer: string; reason: string }> {
  return Object.entries(errorCatalogue)
    .filter(([, entry]) => !hasCopyKey(copyEn, entry.messageKey))
    .map(([code, entry]) => ({ file: `${CONTRACT_DIR}/errors.ts`, pointer: `/${code}/messageKey`, reason: `copy key "${entry.messageKey}" is not in copy/en` }));
}
