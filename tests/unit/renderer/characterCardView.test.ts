import { describe, expect, it } from 'vitest';
import { startSession, type GameState } from '../../../engine/index.ts';
import { placeHoverCard } from '../../../renderer/panels/hoverCardPlacement.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';
import { play } from '../engine/game/drive.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { DRAW } from '../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';
import { clickOn } from './tableClicks.ts';

const tableAt = (state: GameState) => new TableStore(startSession(state));

/** Issue 10: "clicking a token shows no sheet". Whose card the sidebar shows, and when it closes. */
describe('the card shown follows the clicks and the selection', () => {
  it('a click on any token shows its card, an enemy included; Esc closes it', () => {
    const table = tableAt(encounter());
    expect(table.cardShown.get()).toBeNull();
    clickOn(table, [7, 6]); // Buster, an NPC
    expect(table.cardShown.get()).toBe('buster');
    clickOn(table, [1, 4]); // Kate
    expect(table.cardShown.get()).toBe('kate');
    clickOn(table, [5, 5]); // an empty square: the card stays
    expect(table.cardShown.get()).toBe('kate');
    table.escape();
    expect(table.cardShown.get()).toBeNull();
  });

  it('a new turn selects whoever acts, and so shows their card without a click', () => {
    const table = tableAt(encounter());
    table.act({ type: BEGIN_TURNS.type });
    expect(table.cardShown.get()).toBe('kate');
    for (const type of [END_PHASE.type, END_PHASE.type, DRAW.type] as const)
      table.act({ type, who: 'kate' });
    expect(table.cardShown.get()).toBe('tom');
  });

  it('the panel’s own choice shows a card, and never one for a token not at the table', () => {
    const table = tableAt(play(encounter(), { type: BEGIN_TURNS.type }));
    table.showCard('ned');
    expect(table.cardShown.get()).toBe('ned');
    table.showCard('nobody');
    expect(table.cardShown.get()).toBeNull();
  });
});

describe('the hover card’s place: beside its token, off the HUD, inside the board', () => {
  const board = { x: 0, y: 0, width: 1000, height: 600 };
  const card = { width: 200, height: 120 };
  const overlaps = (a: { x: number; y: number }, b: typeof board) =>
    a.x < b.x + b.width &&
    b.x < a.x + card.width &&
    a.y < b.y + b.height &&
    b.y < a.y + card.height;

  it('goes right of the token when there is room', () => {
    const token = { x: 100, y: 100, width: 60, height: 80 };
    const at = placeHoverCard(card, token, board, [])!;
    expect(at.x).toBeGreaterThanOrEqual(token.x + token.width);
    expect(overlaps(at, token)).toBe(false);
  });

  it('goes left of a token at the board’s right edge, and stays inside the board', () => {
    const token = { x: 900, y: 520, width: 60, height: 80 };
    const at = placeHoverCard(card, token, board, [])!;
    expect(at.x + card.width).toBeLessThanOrEqual(token.x);
    expect(at.y + card.height).toBeLessThanOrEqual(board.height);
    expect(overlaps(at, token)).toBe(false);
  });

  it('keeps off the HUD, taking another side', () => {
    const token = { x: 100, y: 20, width: 60, height: 80 };
    const hud = { x: 0, y: 0, width: 600, height: 150 };
    const at = placeHoverCard(card, token, board, [hud])!;
    expect(overlaps(at, hud)).toBe(false);
    expect(overlaps(at, token)).toBe(false);
  });

  it('shows nothing rather than cover what it describes, when no side is free', () => {
    const small = { x: 0, y: 0, width: 240, height: 150 };
    expect(placeHoverCard(card, { x: 80, y: 40, width: 60, height: 80 }, small, [])).toBeNull();
  });
});
