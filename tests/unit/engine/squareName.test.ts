import { describe, expect, it } from 'vitest';
import { columnName, squareName } from '../../../engine/grid/squareName.ts';

describe('square names (G1: [2, 3] is C4)', () => {
  it('reads columns as letters and rows from 1', () => {
    expect(squareName([2, 3])).toBe('C4');
    expect(squareName([0, 0])).toBe('A1');
  });
  it('continues past Z like a spreadsheet, for 200-wide maps', () => {
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(columnName(199)).toBe('GR');
  });
});
