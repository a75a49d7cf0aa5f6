/** What a purchase costs in LP, or what it gives back when it is a drawback. */
export function lpCost(n: number): string {
  return n < 0 ? `refunds ${-n} LP` : `${n} LP`;
}
