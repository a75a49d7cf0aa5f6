/**
 * The game's only source of chance: a seeded generator whose whole state is one 32-bit number kept
 * in GameState (DESIGN.md). Shuffles and d10s draw from it and return the next state, so replaying
 * the same actions from the same start gives the same game, and undo is exact.
 * (mulberry32: small, fast, and good enough for card shuffles.)
 */
export interface RngState {
  readonly seed: number;
  /** How many numbers have been drawn: shown in logs, and a cheap check that two replays agree. */
  readonly draws: number;
  readonly state: number;
}

export function createRng(seed: number): RngState {
  const s = Math.trunc(seed) >>> 0;
  return { seed: s, draws: 0, state: s };
}

/** A number in [0, 1) and the generator after it. */
export function nextRandom(rng: RngState): [number, RngState] {
  const state = (rng.state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, { seed: rng.seed, draws: rng.draws + 1, state }];
}

/** A whole number in [0, n). */
export function nextInt(rng: RngState, n: number): [number, RngState] {
  const [r, next] = nextRandom(rng);
  return [Math.floor(r * n), next];
}

/** A Fisher–Yates shuffle of a copy of `items`. */
export function shuffle<T>(rng: RngState, items: readonly T[]): [T[], RngState] {
  const out = [...items];
  let current = rng;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, current] = nextInt(current, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return [out, current];
}
