import type { Character } from '../model/character.ts';
import { seatingOf, type Encounter, type Placement } from '../model/encounter.ts';
import type { GameMap } from '../model/map.ts';
import type { Token } from '../model/token.ts';
import { mapErrors } from '../edit/validateMap.ts';
import { FACTIONS } from '../rules/factions.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import type { EncounterSetup, Participant } from './createEncounter.ts';

export interface EncounterCast {
  /** The characters its PC seats may seat: the library's, or a campaign's posse. */
  characters: readonly Character[];
  seed: number;
  /** The table's house rules, when the encounter sets none of its own. */
  options?: RulesOptions;
  day?: number;
}

/**
 * What createEncounter needs to start a prepared encounter (issue 13, item 3) on its map: the
 * encounter's cast, not the map's own tokens, in the encounter's seating order (T1). A PC seat
 * that names a character seats that one; the others go, in order, to the characters no seat
 * names. A seat that names a character the cast lacks, or that has no one left to seat, or a
 * placement on cover or off the map (G2), is refused in words.
 */
export function setupFromEncounter(
  encounter: Encounter,
  map: GameMap,
  cast: EncounterCast,
): EncounterSetup {
  const named = new Set(encounter.placements.flatMap((p) => (p.character ? [p.character] : [])));
  const unnamed = cast.characters.filter((c) => !named.has(c.id));
  const byId = new Map(encounter.placements.map((p) => [p.id, p]));
  const participants = seatingOf(encounter).map((id): Participant => {
    const p = byId.get(id)!;
    if (p.side === 'npc')
      return { id: p.id, at: p.at, side: 'npc', npc: { ...p.npc!, id: p.id, hidden: p.hidden } };
    const character = p.character
      ? cast.characters.find((c) => c.id === p.character)
      : unnamed.shift();
    if (!character)
      throw new RulesInputError(
        `placements.${p.id}`,
        p.character
          ? `the seat "${p.id}" names the character "${p.character}", who is not in the posse`
          : `the seat "${p.id}" has no character left to seat`,
      );
    return { id: p.id, at: p.at, side: 'pc', character };
  });
  refuseUnplayableSeats(map, encounter.placements);
  const options = encounter.rules ?? cast.options;
  return {
    map: { ...map, tokens: [] },
    participants,
    seed: encounter.seed ?? cast.seed,
    ...(options ? { options } : {}),
    ...(cast.day !== undefined ? { day: cast.day } : {}),
    notes: encounter.dealerNotes,
  };
}

/**
 * G2: nobody starts in cover or off the map. The map check words it (engine/edit/validateMap), so
 * each seat is checked as a token would be; the probe's faction is never kept.
 */
function refuseUnplayableSeats(map: GameMap, placements: readonly Placement[]): void {
  const probe = placements.map((p): Token => ({
    id: p.id,
    name: p.npc?.name ?? p.character ?? p.id,
    faction: FACTIONS[0],
    at: p.at,
    side: p.side,
    hp: 1,
    hpMax: 1,
    gear: 0,
    gearMax: 0,
  }));
  const seat = mapErrors({ ...map, tokens: probe }).find(
    (e) => e.code === 'token-off-map' || e.code === 'token-on-cover',
  );
  if (seat) throw new RulesInputError('placements', seat.message);
}
