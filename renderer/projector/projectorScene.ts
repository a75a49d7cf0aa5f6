import type { PublicView } from '../../engine/index.ts';
import type { BoardScene, BoardToken } from '../board/boardScene.ts';
import type { OverlayModel } from '../state/overlayModel.ts';
import type { PlayersView } from '../players/playersMessages.ts';

/**
 * The board's scene on the players' view: publicView's map and the combatants it lets through,
 * nothing else (no hidden NPC ever reaches this page to be left out here).
 */
export function sceneFromPublic(map: PublicView['map'], view: PlayersView): BoardScene {
  return {
    map,
    tokens: view.combatants.map((c) => {
      const gearMax = c.gear.reduce((sum, g) => sum + g.track.max, 0);
      const gearUsed = c.gear.reduce((sum, g) => sum + g.track.gearUsed, 0);
      const token: BoardToken = {
        id: c.id,
        name: c.name,
        side: c.side,
        at: c.at,
        hp: c.hp.hpLeft,
        hpMax: c.hp.max,
        gear: gearMax - gearUsed,
        gearMax,
      };
      if (c.faction) token.faction = c.faction as BoardToken['faction'] & string;
      if (c.tier) token.tier = c.tier as BoardToken['tier'] & object;
      return token;
    }),
  };
}

/**
 * The players' overlay: the ring on whoever acts, and the attack's line from attacker to target.
 * No reach, path or field of fire yet (the Dealer allows those, a later step), no hover: nobody
 * points at the projector.
 */
export function overlayFromPublic(view: PlayersView): OverlayModel {
  return {
    active: view.activeId,
    selected: null,
    hover: null,
    reach: [],
    path: null,
    sight: null,
    fire: null,
    attack: null,
  };
}
