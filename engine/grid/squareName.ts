/**
 * G1: squares are [x, y] from [0, 0] top-left. People read them as a column letter and a row
 * number, so [2, 3] is C4. Columns past Z continue AA, AB… like a spreadsheet, because the
 * benchmark maps are 200 wide.
 */
export function columnName(x: number): string {
  let name = '';
  let n = x + 1;
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(65 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

export function squareName([x, y]: readonly [number, number]): string {
  return `${columnName(x)}${y + 1}`;
}
