import { decodeCells, type PublicView } from '../../../engine/skirmish.ts';
import type { BoardFog } from '../../board/layers/fogLayer.ts';
import type { PlayersView } from '../../players/playersMessages.ts';

let last: { map: PublicView['map']; fog: PlayersView['fog']; board: BoardFog | null } | null = null;

/**
 * The fog of war on the players' board (issue 11), from publicView's compact squares: null while
 * the Dealer has it off. The same view's fog gives the same object, so the board redraws its fog
 * only when the lit or explored squares change.
 */
export function fogFromPublic(map: PublicView['map'], view: PlayersView): BoardFog | null {
  const fog = view.fog;
  if (
    last &&
    last.map.size === map.size &&
    last.fog?.lit === fog?.lit &&
    last.fog?.explored === fog?.explored &&
    last.fog?.mode === fog?.mode
  )
    return last.board;
  const cells = map.size[0] * map.size[1];
  const board: BoardFog | null = fog
    ? {
        size: map.size,
        lit: decodeCells(fog.lit, cells),
        explored: fog.mode === 'explored' ? decodeCells(fog.explored, cells) : null,
      }
    : null;
  last = { map, fog, board };
  return board;
}
