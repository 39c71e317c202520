// Figures as the bench reports them: the median of several runs with the min and max beside it.
export interface Figure {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function figure(samples: number[]): Figure {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** this / reference, two decimals (undefined when the reference is 0). */
export function ratio(value: number, reference: number): number | undefined {
  return reference > 0 ? Math.round((value / reference) * 100) / 100 : undefined;
}

export const round = (n: number, digits = 0): number => Math.round(n * 10 ** digits) / 10 ** digits;
