/**
 * What a benchmark's target bounds (issue 16, item 10): the ratio to its baseline, or the figure
 * in its ours_ms column (a time, or for wall-memory bytes per segment), both at most the target;
 * or a win rate, at least the target. A line with no single target (ai-strength: one per pair of
 * levels) is not judged here.
 */
export type TargetKind = 'ratio' | 'ms' | 'rate';

/**
 * Side-by-side timing: ours and the baseline run alternately in the same process, in batches,
 * and each reports the median time per call over the rounds. Ratios are what the benchmarks
 * report; absolute figures depend on the machine.
 */
export interface BenchLine {
  name: string;
  ours_ms: number;
  baseline: string;
  baseline_ms: number | null;
  ratio: number | null;
  /** The bound on `ratio`, `ours_ms` or `rate`, as target_kind says (budget.ts); null if none. */
  target: number | null;
  target_kind: TargetKind | null;
  [extra: string]: unknown;
}

export interface Benchmark {
  name: string;
  run(): BenchLine | Promise<BenchLine>;
}

export function medianMs(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Times `fn` per call: `batch` calls per sample, median of the samples. */
export function timePerCall(
  fn: () => unknown,
  { batch, rounds }: { batch: number; rounds: number },
): number[] {
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    samples.push((performance.now() - start) / batch);
  }
  return samples;
}

/** Warms both up, then interleaves them so drift in the machine hits both alike. */
export function compare(
  ours: () => unknown,
  baseline: () => unknown,
  { batch, rounds, warmup = 20 }: { batch: number; rounds: number; warmup?: number },
): { ours: number; baseline: number } {
  for (let i = 0; i < warmup; i++) {
    ours();
    baseline();
  }
  const oursSamples: number[] = [];
  const baseSamples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    oursSamples.push(...timePerCall(ours, { batch, rounds: 1 }));
    baseSamples.push(...timePerCall(baseline, { batch, rounds: 1 }));
  }
  return { ours: medianMs(oursSamples), baseline: medianMs(baseSamples) };
}

/**
 * The async twin of compare: medians of `rounds` alternating calls of each (each answers its own
 * time in ms, so set-up inside a call is not timed), after `warmup` of each.
 */
export async function alternate(
  ours: () => Promise<number>,
  baseline: () => Promise<number>,
  rounds: number,
  warmup = 0,
): Promise<{ ours: number; baseline: number }> {
  for (let i = 0; i < warmup; i++) {
    await ours();
    await baseline();
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < rounds; r++) {
    a.push(await ours());
    b.push(await baseline());
  }
  return { ours: medianMs(a), baseline: medianMs(b) };
}

export function round(ms: number): number {
  return Number(ms.toPrecision(4));
}

/** A small seeded generator (mulberry32), so every run measures the same maps. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
