import type { PublicView } from '../../../engine/skirmish.ts';
import { boardToken, type BoardScene } from '../../board/boardScene.ts';
import type { OverlayModel } from '../../state/overlayModel.ts';
import type { PlayersView } from '../../players/playersMessages.ts';
import type { Square } from '../../../engine/core.ts';
import type { BuildingOnBoard } from '../../board/layers/buildingNamePlace.ts';
import { fogFromPublic } from './projectorFog.ts';

/**
 * The board's scene on the players' view: publicView's map and the combatants it lets through,
 * nothing else (no hidden NPC ever reaches this page to be left out here). At true scale the
 * tokens go without their nameplates (issue 11, item 6: a label sized to a one-inch square is
 * unreadable across the table, and lies on the mat beside the miniature); the strip names them.
 * On the board, the names and HP are labels sized for the players' chairs (issue 40, item 1,
 * ScreenLabels); with miniatures on the TV, each token is a standee's base ring (item 3).
 */
export function sceneFromPublic(
  map: PublicView['map'],
  view: PlayersView,
  names: 'on the board' | 'in the strip' = 'on the board',
  standees = false,
): BoardScene {
  return {
    map: namedMap(map, view),
    tokens: view.combatants.map((c) => {
      const token = boardToken(c);
      if (names === 'in the strip') token.unnamed = true;
      else token.labelled = true;
      if (standees) token.standee = true;
      return token;
    }),
  };
}

let named: { map: PublicView['map']; key: string; shown: PublicView['map'] } | null = null;

/**
 * publicView's map carries no store names (they would stay on this page however little the posse
 * has seen, as the map comes only when it changes); each view names the buildings the players may
 * read now. With the fog on, each building also says where its name may be drawn (issue 40, item
 * 7: a name is drawn only where its squares show, never cut by the fog's black): its squares,
 * which publicView already cuts to those the players know, and in live mode, where the squares
 * seen before are black too, only those lit now. The same map, names and fog give the same map
 * object back, and a building whose name and room for it are unchanged keeps its object, so the
 * board redraws a building only when its name comes, goes or moves.
 */
function namedMap(map: PublicView['map'], view: PlayersView): PublicView['map'] {
  // A view that brings none leaves the map's own names, as ever.
  const names: PlayersView['buildingNames'] | undefined = view.buildingNames;
  const fog = view.fog;
  if (!names && !fog) return map;
  const key = [
    ...(names ?? []).map((n) => n ?? ''),
    names ? 'named' : 'unnamed',
    fog?.mode ?? 'off',
    fog?.mode === 'live' ? fog.lit : '',
  ].join('\u0000');
  if (named && named.map === map && named.key === key) return named.shown;
  const lit = fog?.mode === 'live' ? fogFromPublic(map, view)?.lit : undefined;
  const width = map.size[0];
  const roomOf = (squares: readonly Square[]): readonly Square[] | undefined =>
    !fog ? undefined : lit ? squares.filter(([x, y]) => lit[y * width + x] === 1) : squares;
  const before: readonly BuildingOnBoard[] =
    named?.map === map ? named.shown.buildings : map.buildings;
  const buildings = map.buildings.map((b, i): BuildingOnBoard => {
    const name = names ? (names[i] ?? '') : b.name;
    const nameWithin = roomOf(b.squares);
    const was = before[i];
    if (was?.name === name && sameSquares(was.nameWithin, nameWithin)) return was;
    return nameWithin ? { ...b, name, nameWithin } : { ...b, name };
  });
  const shown = { ...map, buildings };
  named = { map, key, shown };
  return shown;
}

function sameSquares(a: readonly Square[] | undefined, b: readonly Square[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((s, i) => s[0] === b[i]![0] && s[1] === b[i]![1]);
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
