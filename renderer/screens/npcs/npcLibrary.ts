import { describeIssues } from '../../../engine/core.ts';
import {
  EXAMPLE_NPC_CARDS,
  npcCardSchema,
  THREAT_TIERS,
  type NpcCard,
  type ThreatTier,
} from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';

/**
 * An NPC card as the screens list it (N1): a built-in example (read-only: duplicate it to change
 * it), or one of the Dealer's own, saved in the library as kind `npc` under `save`.
 */
export type ListedCard =
  { source: 'example'; card: NpcCard } | { source: 'library'; save: string; card: NpcCard };

/** A save of kind `npc` that no longer reads as a card, named with the reason. */
export interface CardProblem {
  save: string;
  reason: string;
}

export const EXAMPLE_CARDS: readonly ListedCard[] = EXAMPLE_NPC_CARDS.map((card) => ({
  source: 'example',
  card,
}));

/** The Dealer's own cards from the library, each validated by npcCardSchema; the bad ones named. */
export async function loadLibraryCards(
  bridge: AppBridge,
): Promise<{ cards: ListedCard[]; problems: CardProblem[] }> {
  const list = await bridge.listSaves({ kind: 'npc' });
  if (!list.ok)
    return { cards: [], problems: [{ save: 'the library', reason: list.error.message }] };
  const cards: ListedCard[] = [];
  const problems: CardProblem[] = [];
  for (const entry of list.value) {
    if (entry.problem) {
      problems.push({ save: entry.name, reason: entry.problem });
      continue;
    }
    const read = await bridge.loadSave({ kind: 'npc', name: entry.name });
    if (!read.ok) {
      problems.push({ save: entry.name, reason: read.error.message });
      continue;
    }
    const parsed = npcCardSchema.safeParse(read.value.data);
    if (parsed.success) cards.push({ source: 'library', save: entry.name, card: parsed.data });
    else problems.push({ save: entry.name, reason: describeIssues(parsed.error) });
  }
  return { cards, problems };
}

/**
 * N1, N2: the cards of each tier, Red first (the biggest threat), each tier's highest level first
 * and then by name, so a tier reads from its boss down to its minions.
 */
export function cardsByTier(
  cards: readonly ListedCard[],
): { tier: ThreatTier; cards: ListedCard[] }[] {
  return THREAT_TIERS.map((tier) => ({
    tier,
    cards: cards
      .filter((c) => c.card.tier.color === tier)
      .sort(
        (a, b) => b.card.tier.level - a.card.tier.level || a.card.name.localeCompare(b.card.name),
      ),
  }));
}

/** A card's key in a list: examples and saves never share one. */
export function cardKey(listed: ListedCard): string {
  return listed.source === 'example' ? `example:${listed.card.id}` : `library:${listed.save}`;
}
