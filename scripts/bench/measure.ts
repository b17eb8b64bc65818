/** Runs `task` `runs` times and returns the durations in milliseconds, sorted. */
export async function measure(runs: number, task: () => Promise<unknown>): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}

export function median(sorted: readonly number[]): number {
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  target?: { max: number } | { min: number };
  /** Decimals to print (1 unless said): a layout-shift score needs 3. */
  digits?: number;
  note?: string;
}

export function meetsTarget(result: BenchResult): boolean | null {
  if (!result.target) return null;
  return 'max' in result.target
    ? result.value <= result.target.max
    : result.value >= result.target.min;
}
