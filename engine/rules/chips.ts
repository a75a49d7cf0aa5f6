/**
 * H1 (closed): the spendable chips, each worth 1 when spent. H4 (closed): tracker chips are a
 * different thing altogether — they mark HP (red) and gear or ammunition (blue) on a track and are
 * never spent. The two are different types, so code cannot hand one where the other is wanted.
 */
export const SPENDABLE_CHIPS = ['attack', 'defense', 'speed', 'range', 'action', 'draw'] as const;
export type SpendableChipKind = (typeof SPENDABLE_CHIPS)[number];

export function isSpendableChip(value: string): value is SpendableChipKind {
  return (SPENDABLE_CHIPS as readonly string[]).includes(value);
}

/** B2 (closed): the Action chip costs 2 LP, the others 1. */
export function chipCost(kind: SpendableChipKind): number {
  return kind === 'action' ? 2 : 1;
}

/** A spendable chip stack: how many of each kind are in hand, unspent. */
export type ChipStack = Readonly<Record<SpendableChipKind, number>> & {
  readonly family: 'spendable';
};

export function emptyChipStack(): ChipStack {
  return { family: 'spendable', attack: 0, defense: 0, speed: 0, range: 0, action: 0, draw: 0 };
}

/** H1: each kind's name as the table says it ("an Attack chip"). */
export const CHIP_LABELS: Readonly<Record<SpendableChipKind, string>> = {
  attack: 'Attack',
  defense: 'Defense',
  speed: 'Speed',
  range: 'Range',
  action: 'Action',
  draw: 'Draw',
};
