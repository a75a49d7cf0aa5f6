import type { Combatant } from './gameState.ts';
import { withCombatant } from './combatantShape.ts';

/** Where a participant's tracks start: the pips its token shows on the map. */
export interface StartingTracks {
  hp: number;
  hpMax: number;
  gear: number;
  gearMax: number;
}

/**
 * The HP track as the token shows it; gear used up to what the token's blue pip says. Applied
 * before the encounter counts who is standing, so a token placed at 0 HP starts down (T7, A8).
 */
export function withStartingTracks(c: Combatant, token: StartingTracks): Combatant {
  const hp = { ...c.hp, hpLeft: Math.min(token.hp, token.hpMax), max: token.hpMax };
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
              gearUsed: 0,
              max: token.gearMax - carried,
            },
          },
        ]
      : c.gear;
  let used = Math.max(0, token.gearMax - token.gear);
  const gear = tracks.map((g) => {
    const take = Math.min(used, g.track.max);
    used -= take;
    return { ...g, track: { ...g.track, gearUsed: take } };
  });
  return withCombatant(c, { hp, gear });
}
