import type { StandingChange } from '../../../engine/skirmish.ts';

/** H1 and Y1–Y3 in words: the engine's, so the table's log and this screen say it alike. */
export { chipsWords, morningWords } from '../../../engine/skirmish.ts';

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
