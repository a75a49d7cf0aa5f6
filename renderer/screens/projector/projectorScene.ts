import type { PublicView } from '../../../engine/skirmish.ts';
import { boardToken, type BoardScene } from '../../board/boardScene.ts';
import type { OverlayModel } from '../../state/overlayModel.ts';
import type { PlayersView } from '../../players/playersMessages.ts';

/**
 * The board's scene on the players' view: publicView's map and the combatants it lets through,
 * nothing else (no hidden NPC ever reaches this page to be left out here). At true scale the
 * tokens go without their nameplates (issue 11, item 6: a label sized to a one-inch square is
 * unreadable across the table, and lies on the mat beside the miniature); the strip names them.
 */
export function sceneFromPublic(
  map: PublicView['map'],
  view: PlayersView,
  names: 'on the board' | 'in the strip' = 'on the board',
): BoardScene {
  return {
    map: namedMap(map, view.buildingNames),
    tokens: view.combatants.map((c) => {
      const token = boardToken(c);
      if (names === 'in the strip') token.unnamed = true;
      return token;
    }),
  };
}

let named: { map: PublicView['map']; key: string; shown: PublicView['map'] } | null = null;

/**
 * publicView's map carries no store names (they would stay on this page however little the posse
 * has seen, as the map comes only when it changes); each view names the buildings the players may
 * read now. The same map and names give the same map object back, and a building whose name is
 * unchanged keeps its object, so the board redraws its buildings only when a name appears.
 */
function namedMap(
  map: PublicView['map'],
  names: PlayersView['buildingNames'] | undefined,
): PublicView['map'] {
  if (!names) return map;
  const key = names.map((n) => n ?? '').join('\u0000');
  if (named && named.map === map && named.key === key) return named.shown;
  const before = named?.map === map ? named.shown.buildings : map.buildings;
  const buildings = map.buildings.map((b, i) => {
    const name = names[i] ?? '';
    return before[i]?.name === name ? before[i]! : { ...b, name };
  });
  const shown = { ...map, buildings };
  named = { map, key, shown };
  return shown;
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
