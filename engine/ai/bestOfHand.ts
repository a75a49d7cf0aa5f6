/**
 * The chances of the best value in a hand of `k` cards dealt at random from `pool` (the cards a
 * side has not seen, sideView.ts): what a computer player expects the other side to defend or
 * attack with, as a defender plays its best Defend card (A3) and a shooter its best Attack card
 * (A2). Exact, not sampled: with the pool sorted, the best of k is at most the i-th smallest
 * with chance C(i, k) / C(n, k). Returns each possible best with its chance (they sum to 1); an
 * empty hand plays nothing, so its best is 0.
 */
export function bestOfHand(pool: readonly number[], k: number): { value: number; p: number }[] {
  const n = pool.length;
  const hand = Math.min(k, n);
  if (hand <= 0) return [{ value: 0, p: 1 }];
  const sorted = [...pool].sort((a, b) => a - b);
  const out: { value: number; p: number }[] = [];
  let below = 0; // chance that the best is at most the previous distinct value
  const all = choose(n, hand);
  for (let i = 0; i < n; i++) {
    if (i + 1 < n && sorted[i + 1] === sorted[i]) continue;
    const atMost = choose(i + 1, hand) / all;
    if (atMost > below) out.push({ value: sorted[i]!, p: atMost - below });
    below = atMost;
  }
  return out;
}

/** The mean of such a distribution. */
export function meanOf(odds: readonly { value: number; p: number }[]): number {
  let sum = 0;
  for (const { value, p } of odds) sum += value * p;
  return sum;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return result;
}
