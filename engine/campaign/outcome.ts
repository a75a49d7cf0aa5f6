import type { Campaign } from '../model/campaign.ts';
import type { GameState } from '../game/gameState.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { memberMorning } from './advanceDay.ts';
import { standingOf } from '../game/days/standing.ts';

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
 * others are as they were, but for the days the Dealer advanced in play: the day is the table's
 * (Y1), and a member who did not sit at the table has each of those mornings too (Y1–Y3, the
 * same rule, advanceDay's). What the stores sold stays sold (X1), and the encounter joins the
 * played list.
 */
export function outcomeOf(
  campaign: Campaign,
  state: GameState,
  played: EncounterPlayed,
  options: RulesOptions = state.options,
): Campaign {
  const bySeat = new Map<string, string>();
  for (const [seat, character] of Object.entries(played.seats)) {
    const c = state.combatants[seat];
    if (c && c.side === 'pc') bySeat.set(character, seat);
  }
  const day = state.day.context.day;
  const posse = campaign.posse.map((m) => {
    const seat = bySeat.get(m.character.id);
    if (seat) return { ...m, standing: standingOf(state.combatants[seat]!) };
    let member = m;
    for (let d = campaign.day; d < day; d++) member = memberMorning(member, options).member;
    return member;
  });
  return {
    ...campaign,
    day,
    posse,
    sold: [...new Set([...campaign.sold, ...state.sold])],
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
