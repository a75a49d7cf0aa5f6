/**
 * The Wilson score interval for a rate of `wins` in `n` trials (issue 14, item 5: each win rate
 * with its 95% interval). Unlike the normal approximation it stays inside [0, 1] and is honest
 * at rates near 0 or 1 and at small n, which is where a strength benchmark run short lands.
 * `wins` may be fractional: a draw counts as half a win.
 */
export function wilsonInterval(
  wins: number,
  n: number,
  z = 1.959964,
): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  return { low: (centre - spread) / denominator, high: (centre + spread) / denominator };
}
