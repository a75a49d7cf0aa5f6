import type { PublicView } from '../../engine/index.ts';
import { boardToken, type BoardScene } from '../board/boardScene.ts';
import type { OverlayModel } from '../state/overlayModel.ts';
import type { PlayersView } from '../players/playersMessages.ts';

/**
 * The board's scene on the players' view: publicView's map and the combatants it lets through,
 * nothing else (no hidden NPC ever reaches this page to be left out here).
 */
export function sceneFromPublic(map: PublicView['map'], view: PlayersView): BoardScene {
  return {
    map,
    tokens: view.combatants.map(boardToken),
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
