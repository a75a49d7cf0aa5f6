import { type Square } from '../../../engine/core.ts';
import {
  FACTIONS,
  type Character,
  type Faction,
  type GameMap,
  type NpcCard,
} from '../../../engine/skirmish.ts';
import {
  freeTokenId,
  tokenFrom,
  type TokenDraft,
  type TokenSource,
} from '../editor/tokenSources.ts';

/**
 * What the encounter builder drops on its map (issue 13, item 3): an NPC card (N1), a character
 * (a PC seat naming that character), or an open seat (a PC seat the table fills with a character
 * no seat names). The key travels in the drag: "npc:example:tom", "pc:kate", "open".
 */
export type CastSource =
  | { key: string; kind: 'npc'; card: NpcCard }
  | { key: string; kind: 'pc'; character: Character }
  | { key: 'open'; kind: 'open' };

/** What a placed seat is, besides where its token stands: the encounter's placement data. */
export type SeatInfo =
  | { side: 'npc'; npc: NpcCard; hidden: boolean }
  | { side: 'pc'; character?: string; hidden: boolean };

export const OPEN_SEAT: CastSource = { key: 'open', kind: 'open' };

/** The drag's data type: only the builder's own drags are taken by its board. */
export const CAST_DRAG_TYPE = 'application/x-high-noon-cast';

/**
 * The token a source puts at a square, with the seat it stands for. It is the editor's tokenFrom
 * (issue 12's token placement: its id, tier and full tracks as the engine seats the card or the
 * character); a card that names no faction takes `faction`, and its copy in the encounter keeps
 * it, so the table shows the NPC in the colour the builder did. An open seat is a plain PC token.
 */
export function castToken(
  source: CastSource,
  map: GameMap,
  at: Square,
  faction: Faction,
): { draft: TokenDraft; seat: SeatInfo } {
  if (source.kind === 'open') {
    const token = {
      id: freeTokenId(map, 'seat'),
      name: 'Open seat',
      faction: FACTIONS[0],
      side: 'pc' as const,
      at,
      hp: 1,
      hpMax: 1,
      gear: 0,
      gearMax: 0,
    };
    return { draft: { ok: true, token }, seat: { side: 'pc', hidden: false } };
  }
  if (source.kind === 'pc') {
    const draft = tokenFrom(tokenSourceOf(source), map, at);
    return { draft, seat: { side: 'pc', character: source.character.id, hidden: false } };
  }
  const card: NpcCard = { ...source.card, faction: source.card.faction ?? faction };
  const draft = tokenFrom({ id: source.key, label: card.name, side: 'npc', npc: card }, map, at);
  return { draft, seat: { side: 'npc', npc: card, hidden: false } };
}

function tokenSourceOf(source: Extract<CastSource, { kind: 'pc' }>): TokenSource {
  return { id: source.key, label: source.character.name, side: 'pc', character: source.character };
}
