import type { TableControl } from './tableControl.ts';
import type { LevelName } from '../model/computerLevel.ts';
import type { Character } from '../model/character.ts';
import type { Encounter, Placement } from '../model/encounter.ts';
import type { GameMap } from '../model/map.ts';
import type { NpcCard } from '../model/npcCard.ts';
import type { PracticePlay } from '../model/practiceRecord.ts';
import type { Token } from '../model/token.ts';
import { RulesInputError } from '../rules/rulesInputError.ts';
import { withControl, withPractice, type Session } from './session.ts';

/** What the lone player chose on the Practice screen (issue 14, item 3). */
export interface PracticeChoices {
  map: GameMap;
  /** The map's name in the library (or the sample's name): what the record counts it under. */
  mapName: string;
  posse: readonly Character[];
  /** The NPC cards (N1) to fight, each seated once. */
  opponents: readonly NpcCard[];
}

/**
 * The encounter a practice plays (issue 13's machinery, so it is seated as any prepared encounter
 * is, by setupFromEncounter): the posse on the map's PC tokens' squares and the opponents on its
 * NPC tokens' squares, in the map's token order, which is also the seating (T1). Squares left over
 * stay empty. A choice the map cannot seat is refused in words, as the engine refuses a seat.
 */
export function practiceEncounter(choices: PracticeChoices): Encounter {
  const { map, mapName, posse, opponents } = choices;
  if (posse.length === 0)
    throw new RulesInputError('posse', 'choose at least one character for the posse');
  if (opponents.length === 0)
    throw new RulesInputError('opponents', 'choose at least one opponent');
  const pcSquares = map.tokens.filter((t) => t.side === 'pc');
  const npcSquares = map.tokens.filter((t) => t.side === 'npc');
  refuseMoreThan(
    mapName,
    pcSquares.length,
    posse.length,
    'PC',
    ['character', 'characters'],
    'posse',
  );
  refuseMoreThan(
    mapName,
    npcSquares.length,
    opponents.length,
    'NPC',
    ['opponent', 'opponents'],
    'opponents',
  );

  const taken = new Set(posse.map((c) => c.id));
  const seatOf = new Map<Token, Placement>();
  posse.forEach((character, i) =>
    seatOf.set(pcSquares[i]!, {
      id: character.id,
      side: 'pc',
      at: pcSquares[i]!.at,
      character: character.id,
      hidden: false,
    }),
  );
  opponents.forEach((card, i) => {
    const square = npcSquares[i]!;
    const id = freeId(card.id, taken);
    // A card that names no faction takes the colour of the NPC token it replaces.
    seatOf.set(square, {
      id,
      side: 'npc',
      at: square.at,
      npc: { ...card, id, faction: card.faction ?? square.faction },
      hidden: false,
    });
  });
  const placements = map.tokens.flatMap((t) => (seatOf.has(t) ? [seatOf.get(t)!] : []));
  return { map: mapName, placements, seating: [], dealerNotes: '' };
}

/** Who plays a practice: the player every PC, the computer at `level` every NPC. */
export function practiceControl(level: LevelName): TableControl {
  return { pc: 'human', npc: level, byId: {} };
}

/**
 * Why the seats of `session` may not change, or null when they may: a practice keeps the seats it
 * was started with (issue 14, item 3), the posse the player's and the NPCs the computer's at its
 * level, so that its end counts for the player against that level and for no one else.
 */
export function practiceSeatsRefusal(session: Session): string | null {
  if (!session.practice) return null;
  return `A practice keeps its seats: the PCs are yours, the NPCs the computer's at ${session.practice.level}. Start another practice to change them.`;
}

/** A practice table's session: the NPC side played at its level, and the practice remembered. */
export function asPractice(session: Session, play: PracticePlay): Session {
  return withPractice(withControl(session, practiceControl(play.level)), play);
}

function refuseMoreThan(
  mapName: string,
  squares: number,
  chosen: number,
  side: string,
  what: readonly [one: string, many: string],
  field: string,
): void {
  if (chosen <= squares) return;
  throw new RulesInputError(
    field,
    squares === 0
      ? `${mapName} has no ${side} token to start anyone on: place one in the editor first`
      : `${mapName} starts ${squares} ${side}${squares === 1 ? '' : 's'} (its ${side} tokens): choose at most ${squares} ${what[squares === 1 ? 0 : 1]}`,
  );
}

/** `id`, or `id-2`, `id-3`… when it is taken: two copies of one card are two NPCs. */
function freeId(id: string, taken: Set<string>): string {
  let free = id;
  for (let n = 2; taken.has(free); n++) free = `${id}-${n}`;
  taken.add(free);
  return free;
}
