import { characterSchema, type Character } from '../model/character.ts';
import type { GameMap } from '../model/map.ts';
import { npcCardSchema } from '../model/npcCard.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import { createEncounter, type Participant } from './createEncounter.ts';
import { withCombatant } from './combatantShape.ts';
import type { GameState } from './gameState.ts';
import { withState } from './stateShape.ts';

/**
 * An encounter straight from a prepared map: every token takes part where it stands, in the
 * map's token order as the seating. A token whose id matches a known character plays that
 * character; any other PC token plays a level-1 character of its faction, and an NPC token plays
 * an NPC card of its tier. HP and gear tracks start where the token's pips say. A map that is not
 * playable (edit/playableMap.ts: a token on cover, overlapping cover) is refused by
 * createEncounter with the reason, before any token is read.
 */
export function encounterFromMap(
  map: GameMap,
  options: {
    seed: number;
    characters?: readonly Character[];
    rules?: RulesOptions;
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
      return { id: token.id, at: token.at, side: 'pc', character, tracks: token };
    }
    const npc = npcCardSchema.parse({
      id: token.id,
      name: token.name,
      tier: token.tier ?? { color: 'green', level: 1 },
      faction: token.faction,
      hp: token.hpMax,
      gear: token.gearMax,
      speed: (options.rules ?? DEFAULT_RULES_OPTIONS).baseSpeed,
    });
    return { id: token.id, at: token.at, side: 'npc', npc, tracks: token };
  });
  const state = createEncounter({
    map,
    participants,
    seed: options.seed,
    ...(options.rules ? { options: options.rules } : {}),
  });
  return withTokenGold(state, map);
}

/** X1, X3: a token that says how much gold its character carries sets it. */
function withTokenGold(state: GameState, map: GameMap): GameState {
  const golden = map.tokens.filter((t) => t.gold !== undefined);
  if (golden.length === 0) return state;
  const combatants = { ...state.combatants };
  for (const token of golden)
    combatants[token.id] = withCombatant(combatants[token.id]!, { gold: token.gold! });
  return withState(state, { combatants });
}
