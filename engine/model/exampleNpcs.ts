import examples from '../../assets/npcs/examples.json' with { type: 'json' };
import { npcCardSchema, type NpcCard } from './npcCard.ts';

/**
 * N1 (closed): the sources' example NPCs, built in with house stats (their numbers are house
 * content: the source names them and their tier only). Tom (Red 3), Rose (Red 2), Julius (Blue 1),
 * the Guards (Blue 3), Buster and Ralph (Green 1). The Dealer's own cards are saves of kind `npc`.
 */
export const EXAMPLE_NPC_CARDS: readonly NpcCard[] = (examples as unknown[]).map((raw) =>
  Object.freeze(npcCardSchema.parse(raw)),
);

export function exampleNpcCard(id: string): NpcCard | undefined {
  return EXAMPLE_NPC_CARDS.find((card) => card.id === id);
}
