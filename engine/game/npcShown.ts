import { z } from 'zod';

/**
 * Issue 40, item 4: what the players may see of the NPCs, the Dealer's choice for the encounter.
 * Their HP in figures (as the tokens always showed it), as a rough state ("hurt", "badly hurt"),
 * or not at all; and their threat tier's badge, or not. A table setting, logged and undone like
 * the fog; the public view's whitelist follows it (publicView.ts).
 */
export const NPC_HP_SHOWN = ['shown', 'rough', 'hidden'] as const;
export type NpcHpShown = (typeof NPC_HP_SHOWN)[number];

export const npcShownSchema = z.object({ hp: z.enum(NPC_HP_SHOWN), tier: z.boolean() }).strict();
export type NpcShown = z.output<typeof npcShownSchema>;

/** As the players' view always was: HP in figures, tier shown. */
export const NPC_SHOWN_ALL: NpcShown = Object.freeze({ hp: 'shown', tier: true });

/** An NPC's HP as a rough state, for the players: how hurt, never how many HP. */
export const NPC_CONDITIONS = ['unhurt', 'hurt', 'badly hurt', 'down'] as const;
export type NpcCondition = (typeof NPC_CONDITIONS)[number];

/** Hurt is any HP lost; badly hurt is half or more of it gone; down is none left. */
export function npcCondition(hp: { hpLeft: number; max: number }): NpcCondition {
  if (hp.hpLeft <= 0) return 'down';
  if (hp.hpLeft >= hp.max) return 'unhurt';
  return hp.hpLeft * 2 <= hp.max ? 'badly hurt' : 'hurt';
}
