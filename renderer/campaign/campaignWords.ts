import {
  CHIP_LABELS,
  SPENDABLE_CHIPS,
  type Morning,
  type SpendableChipKind,
  type StandingChange,
} from '../../engine/index.ts';

/** H1: chips by kind in words ("1 Speed · 2 Attack"), or "none". */
export function chipsWords(chips: Partial<Record<SpendableChipKind, number>>): string {
  const parts = SPENDABLE_CHIPS.filter((k) => (chips[k] ?? 0) > 0).map(
    (k) => `${chips[k]} ${CHIP_LABELS[k]}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'none';
}

/** What the new day did to one member, in one sentence (Y1, Y2, Y3). */
export function morningWords(m: Morning): string {
  const back = chipsWords(m.chipsBack);
  const parts = [back === 'none' ? 'no chips to return' : `chips back: ${back} (rule Y1)`];
  const b = m.breakfast;
  if (b?.kind === 'ate') parts.push(`ate ${b.item} (rule Y2)`);
  if (b?.kind === 'hungry')
    parts.push(
      b.hpFrom === b.hpTo
        ? `went hungry, and stays at ${b.hpTo} HP: never below 1 (rule Y2)`
        : `went hungry: HP ${b.hpFrom} → ${b.hpTo} (rule Y2)`,
    );
  if (b?.kind === 'dead') parts.push('is dead, and neither eats nor starves');
  if (m.mended.length > 0) parts.push(`${m.mended.join(', ')} mended overnight (rule Y3)`);
  return `${m.name}: ${parts.join('; ')}.`;
}

/** One line of the write-back's confirm step: what changes for this character (Y3). */
export function changeWords(c: StandingChange): string {
  const parts: string[] = [];
  if (c.hp.from !== c.hp.to) parts.push(`HP ${c.hp.from} → ${c.hp.to}`);
  if (c.spent.from !== c.spent.to) parts.push(`chips spent today ${c.spent.from} → ${c.spent.to}`);
  if (c.gold.from !== c.gold.to) parts.push(`gold ${c.gold.from} → ${c.gold.to}`);
  if (c.itemsLost.length > 0) parts.push(`no longer carries ${c.itemsLost.join(', ')}`);
  if (c.itemsGained.length > 0) parts.push(`now carries ${c.itemsGained.join(', ')}`);
  if (parts.length === 0) parts.push('gear and ammunition tracks');
  return `${c.name}: ${parts.join('; ')}.`;
}
