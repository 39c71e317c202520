// Minified bytes per source module of one chunk, from its source map: every mapped segment's
// characters (up to the next segment) are charged to the segment's source. rolldown's own
// renderedLength counts code before minification, which overstates what the browser loads.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/** The numbers of one base64-VLQ segment. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMapLike {
  sources: Array<string | null>;
  mappings: string;
}

export function bytesPerSource(code: string, map: SourceMapLike): Map<string, number> {
  const lines = code.split('\n');
  const sizes = new Map<string, number>();
  const charge = (source: string, n: number) => sizes.set(source, (sizes.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const lineLength = lines[lineNo]?.length ?? 0;
    let column = 0;
    const segments = lineMappings.split(',').filter(Boolean).map((s) => {
      const [dCol = 0, dSource] = decodeSegment(s);
      column += dCol;
      if (dSource !== undefined) sourceIndex += dSource;
      return { column, source: dSource !== undefined ? sourceIndex : -1 };
    });
    segments.forEach((seg, i) => {
      const end = segments[i + 1]?.column ?? lineLength;
      charge(seg.source >= 0 ? (map.sources[seg.source] ?? '(unknown)') : '(generated)', Math.max(0, end - seg.column));
    });
  });
  return sizes;
}
