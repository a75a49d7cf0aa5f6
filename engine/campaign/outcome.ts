import type { Campaign } from '../model/campaign.ts';
import type { GameState } from '../game/gameState.ts';
import { standingOf } from './standing.ts';

/** Which encounter was played, and who sat where. */
export interface EncounterPlayed {
  /** The encounter save's name. */
  encounter: string;
  /** The table's seat id → the posse member's character id (campaignEncounter's `seats`). */
  seats: Readonly<Record<string, string>>;
  /** The session save holding its log, if it has one yet. */
  session?: string;
  /** The summary's outcome in words. */
  result: string;
}

/**
 * Issue 13, item 4: an encounter's outcome written back to its campaign. Each posse member who
 * sat at the table leaves with what it carries (Y3: HP, tracks, spent chips, gold, items); the
 * others are as they were. The day is the table's, since the Dealer may advance it in play (Y1),
 * and the encounter joins the played list.
 */
export function outcomeOf(campaign: Campaign, state: GameState, played: EncounterPlayed): Campaign {
  const bySeat = new Map<string, string>();
  for (const [seat, character] of Object.entries(played.seats)) {
    const c = state.combatants[seat];
    if (c && c.side === 'pc') bySeat.set(character, seat);
  }
  const posse = campaign.posse.map((m) => {
    const seat = bySeat.get(m.character.id);
    return seat ? { ...m, standing: standingOf(state.combatants[seat]!) } : m;
  });
  const day = state.day.context.day;
  return {
    ...campaign,
    day,
    posse,
    played: [
      ...campaign.played,
      {
        encounter: played.encounter,
        ...(played.session ? { session: played.session } : {}),
        day,
        result: played.result,
      },
    ],
  };
}
