/** Order statistics of a sample (nearest-rank percentiles). */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const ms = (value: number): string => `${value.toFixed(1)} ms`;
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
