/**
 * gcd(a, b) for 0 ≤ a, b ≤ range, at [a × (range + 1) + b]; cached per range. The sight sweeps use
 * it to find, for a square at offset (dx, dy), the lattice point before it on the same ray: at
 * (dx, dy) / gcd.
 */
const gcdTables = new Map<number, Uint16Array>();

export function gcdTable(range: number): Uint16Array {
  let table = gcdTables.get(range);
  if (!table) {
    table = new Uint16Array((range + 1) * (range + 1));
    for (let a = 0; a <= range; a++) {
      for (let b = 0; b <= range; b++) {
        let [x, y] = [a, b];
        while (y !== 0) [x, y] = [y, x % y];
        table[a * (range + 1) + b] = x;
      }
    }
    gcdTables.set(range, table);
  }
  return table;
}
