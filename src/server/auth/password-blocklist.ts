// The password blocklist on top of the spec's rule (catalogue rows A1, A2, A7): whole passwords
// seen in breach corpora, and base words that are no password however they are dressed up. A
// password is refused when, after the blocked words are taken out of it (each spelled plainly or
// in leetspeak, anywhere in it), what is left is decoration: digits, symbols and at most
// DECORATION_LETTERS letters. So 'Password123!abc', 'Summer2025!Summer' and 'P@ssw0rd2024!!' are
// refused, while a passphrase that merely contains a short word ('Dismayed-Otter-42!') is not.
// Only registration checks it, before the account is looked up, so the answer takes the same time
// whether or not the email has an account; login never reads it.
import blocklist from './password-blocklist.json' with { type: 'json' };

/** Letters beside a blocked word that still count as decoration ('abc' in 'Password123!abc'). */
const DECORATION_LETTERS = 4;

// What a character may stand for: '@' for a, '0' for o, '1' and '!' for i or l ...
const LEET: Record<string, string> = {
  '0': 'o', '1': 'il', '2': 'z', '3': 'e', '4': 'a', '5': 's', '6': 'g', '7': 't', '8': 'b', '9': 'g',
  '@': 'a', $: 's', '!': 'il', '|': 'il', '+': 't',
};

const fullPasswords = new Set(blocklist.passwords.map((p) => p.toLowerCase()));
// Longest first, so 'homeequity' is taken out whole before 'home'.
const baseWords = [...new Set(blocklist.baseWords.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length);

const standsFor = (c: string, letter: string): boolean => c === letter || (LEET[c]?.includes(letter) ?? false);

/** Where `word` is spelled in `text` (plainly or in leetspeak), from the left, not overlapping. */
function occurrences(text: string, word: string): number[] {
  const found: number[] = [];
  for (let i = 0; i + word.length <= text.length; i++) {
    let j = 0;
    while (j < word.length && standsFor(text[i + j]!, word[j]!)) j++;
    if (j === word.length) {
      found.push(i);
      i += word.length - 1;
    }
  }
  return found;
}

/** `text` with every occurrence of `word` blanked out. */
function without(text: string, word: string): string {
  let rest = text;
  for (const at of occurrences(text, word)) rest = `${rest.slice(0, at)}${' '.repeat(word.length)}${rest.slice(at + word.length)}`;
  return rest;
}

/**
 * True when `text` is decoration once the blocked words in it are blanked out (longest first, so
 * 'homeequity' goes whole before 'home'). One pass per word: linear in the password's length, so
 * a 256-character password costs the same few microseconds whatever it holds.
 */
function isDecoratedWords(text: string): boolean {
  let rest = text;
  for (const word of baseWords) rest = without(rest, word);
  return rest !== text && rest.replace(/[^a-z]/gu, '').length <= DECORATION_LETTERS;
}

/**
 * True when the password is on the blocklist, or is blocked words (or `contextWords`, such as the
 * email's local part or the brand name) with only digits, symbols and a few letters around them.
 */
export function isBlockedPassword(password: string, contextWords: string[] = []): boolean {
  const text = password.toLowerCase();
  if (fullPasswords.has(text)) return true;
  // "jordan.fields" gives the words jordan and fields; short pieces are too common to refuse.
  const context = contextWords.flatMap((w) => w.toLowerCase().split(/[^a-z]+/u)).filter((w) => w.length >= 4);
  // A context word anywhere is refused: it is the first thing an attacker of this account tries.
  if (context.some((w) => occurrences(text, w).length > 0)) return true;
  return isDecoratedWords(text);
}
