import { characterSchema, type Character } from '../model/character.ts';
import type { GameMap } from '../model/map.ts';
import { npcCardSchema } from '../model/npcCard.ts';
import type { Token } from '../model/token.ts';
import type { RulesOptions } from '../rules/rulesOptions.ts';
import { createEncounter, type Participant } from './createEncounter.ts';
import type { GameState } from './gameState.ts';

/**
 * An encounter straight from a prepared map: every token takes part where it stands, in the
 * map's token order as the seating. A token whose id matches a known character plays that
 * character; any other PC token plays a level-1 character of its faction, and an NPC token plays
 * an NPC card of its tier. HP and gear tracks start where the token's pips say.
 */
export function encounterFromMap(
  map: GameMap,
  options: {
    seed: number;
    characters?: readonly Character[];
    rules?: RulesOptions;
    autoAdvance?: boolean;
  },
): GameState {
  const participants = map.tokens.map((token): Participant => {
    const known = options.characters?.find((c) => c.id === token.id);
    if (token.side === 'pc') {
      const character =
        known ??
        characterSchema.parse({
          id: token.id,
          name: token.name,
          level: 1,
          faction: token.faction,
          class: 'Gunslinger',
        });
      return { id: token.id, at: token.at, side: 'pc', character };
    }
    const npc = npcCardSchema.parse({
      id: token.id,
      name: token.name,
      tier: token.tier ?? { color: 'green', level: 1 },
      faction: token.faction,
      hp: token.hpMax,
      gear: token.gearMax,
      speed: 5,
    });
    return { id: token.id, at: token.at, side: 'npc', npc };
  });
  const state = createEncounter({
    map,
    participants,
    seed: options.seed,
    ...(options.rules ? { options: options.rules } : {}),
    autoAdvance: options.autoAdvance ?? false,
  });
  const combatants = { ...state.combatants };
  for (const token of map.tokens)
    combatants[token.id] = withTokenTracks(combatants[token.id]!, token);
  return { ...state, combatants };
}

/** The HP track as the token shows it; gear used up to what the token's blue pip says. */
function withTokenTracks(
  c: GameState['combatants'][string],
  token: Token,
): GameState['combatants'][string] {
  const hp = { ...c.hp, value: Math.min(token.hp, token.hpMax), max: token.hpMax };
  const carried = c.gear.reduce((sum, g) => sum + g.track.max, 0);
  const tracks =
    carried < token.gearMax
      ? [
          ...c.gear,
          {
            name: 'Armour',
            track: {
              family: 'tracker' as const,
              color: 'blue' as const,
              value: 0,
              max: token.gearMax - carried,
            },
          },
        ]
      : c.gear;
  let used = Math.max(0, token.gearMax - token.gear);
  const gear = tracks.map((g) => {
    const take = Math.min(used, g.track.max);
    used -= take;
    return { ...g, track: { ...g.track, value: take } };
  });
  return { ...c, hp, gear };
}
