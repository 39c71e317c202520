// A PDF page's text as paragraphs a phone can show at a readable size (the viewer's text view): a
// letter-size page fitted to a 390 px screen draws 10.5 pt type about 6 px high. Pure: it reads the
// text items pdf.js gives (each with its transform and font) and joins them into lines by their
// baseline, then into paragraphs by size and spacing. A line's kind is read relative to the
// page's body size (its most common), so no document's sizes are written here.

/** One text item as pdf.js's getTextContent gives it (the fields read here). */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, e, f]: d is the vertical scale (the type size), f the baseline. */
  transform: number[];
  fontName: string;
}

/** pdf.js's styles by font name; fontFamily is 'monospace' for Courier. */
export type PdfTextStyles = Record<string, { fontFamily?: string } | undefined>;

export type BlockKind = 'title' | 'heading' | 'body' | 'small' | 'code';

export interface TextBlock {
  kind: BlockKind;
  text: string;
}

interface Line {
  y: number;
  size: number;
  mono: boolean;
  text: string;
}

function linesOf(items: readonly PdfTextItem[], styles: PdfTextStyles): Line[] {
  const lines: Line[] = [];
  for (const item of items) {
    if (!item.str) continue;
    const size = Math.round(Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) * 10) / 10;
    const y = item.transform[5] ?? 0;
    const last = lines.at(-1);
    // Same baseline: one line drawn in several pieces.
    if (last && Math.abs(last.y - y) < 0.5) last.text += item.str;
    else lines.push({ y, size, mono: styles[item.fontName]?.fontFamily === 'monospace', text: item.str });
  }
  return lines.filter((l) => l.text.trim());
}

/** The size most of the page's lines are set in. */
function bodySize(lines: readonly Line[]): number {
  const counts = new Map<number, number>();
  for (const l of lines) counts.set(l.size, (counts.get(l.size) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
}

function kindOf(line: Line, body: number): BlockKind {
  if (line.size >= body * 1.4) return line.mono ? 'code' : 'title';
  if (line.size > body * 1.05) return 'heading';
  if (line.size < body * 0.9) return 'small';
  return 'body';
}

/** The page's paragraphs in reading order: lines of one kind, one line-spacing apart, are one paragraph. */
export function textBlocks(items: readonly PdfTextItem[], styles: PdfTextStyles): TextBlock[] {
  const lines = linesOf(items, styles);
  const body = bodySize(lines);
  const blocks: TextBlock[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const kind = kindOf(line, body);
    const last = blocks.at(-1);
    const gap = previous ? previous.y - line.y : Infinity;
    // A wrapped line sits one line-spacing (1.2 to 1.6 times its size) below the last.
    if (last && last.kind === kind && kind !== 'code' && previous?.size === line.size && gap > 0 && gap <= line.size * 1.6) {
      last.text = `${last.text} ${line.text.trim()}`;
    } else blocks.push({ kind, text: line.text.trim() });
    previous = line;
  }
  return blocks;
}

/** A code line's code: its last word ("Your confirmation code: 493817" gives 493817). */
export const codeOf = (text: string): string => text.trim().split(/\s+/).at(-1) ?? '';
