import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTexasGame } from '../../../../engine/modes/texas-shootout/texasGame.ts';
import { redoDecision } from '../../../../engine/game/gameSession.ts';
import { type TexasSave } from '../../../../engine/modes/texas-shootout/texasSave.ts';
import {
  TEXAS_SHOOTOUT,
  texasSessionOf,
} from '../../../../engine/modes/texas-shootout/texasDefinition.ts';
import { parseSaveDocument, SAVE_KIND_VERSIONS } from '../../../../engine/save/saveDocument.ts';
import { deepFrozen } from './deepFrozen.ts';
import { PLACE } from '../../../../engine/modes/texas-shootout/records/place.ts';

/**
 * A Texas Shootout game, save kind `texas`: version 1 (issue 15, item 4) and version 2, the one
 * session document of every game (issue 37, item 2), each replayed from its log.
 */
const fixture = (version: number) =>
  deepFrozen(
    JSON.parse(
      readFileSync(new URL(`../../../fixtures/texas-v${version}.json`, import.meta.url), 'utf8'),
    ),
  ) as Record<string, unknown>;
const raw = () => fixture(1);

function load(json: unknown): TexasSave {
  const parsed = parseSaveDocument(json);
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.doc).toMatchObject({ kind: 'texas', schemaVersion: SAVE_KIND_VERSIONS.texas });
  return parsed.doc.data as TexasSave;
}

describe('a saved Texas Shootout game (issue 15, item 4; issue 37, item 2)', () => {
  it('loads at version 1, migrated with nothing to redo, and replays its log to the game it saved: round 2, two of A’s tokens down (TS9)', () => {
    const save = load(raw());
    expect(save.seats).toEqual({ A: 'person', B: 'heuristic' });
    expect(save.undone).toEqual([]);
    const game = texasSessionOf(save).current;
    expect(game.round).toBe(2);
    expect(game.phase).toBe('placing');
    expect(game.ended).toEqual({ A: false, B: false });
    expect(game.board.map((t) => t.side)).toEqual(['A', 'A']);
    // Round 1's d10s are the seeded ones, the same on every load.
    expect(game.rounds[0]!.rolls).toEqual([2, 10, 9, 10, 10, 8]);
    expect(game.victory.A.length + game.victory.B.length).toBe(5);
  });

  it('loads at version 2 with the step it took back, which redo puts back on the board', () => {
    const save = load(fixture(2));
    expect(save.clocks).toEqual({ '2:A': { remainingMs: 17_400, paused: true } });
    const session = texasSessionOf(save);
    expect(session.current.board.map((t) => t.side)).toEqual(['A']);
    const redone = redoDecision(TEXAS_SHOOTOUT, session)!;
    expect(redone.undone).toEqual([]);
    expect(redone.current).toEqual(texasSessionOf(load(raw())).current);
  });

  it('a log that does not replay is refused with the step and the engine’s reason, so the library lists it', () => {
    const doc = raw() as { data: { log: unknown[] } };
    const tampered = {
      ...doc,
      data: {
        ...doc.data,
        log: [...doc.data.log, { type: PLACE.type, side: 'B', card: 'Iron Tom', row: 1, col: 0 }],
      },
    };
    const parsed = parseSaveDocument(tampered);
    expect(parsed.ok).toBe(false);
    const step = doc.data.log.length + 1;
    expect(!parsed.ok && parsed.message).toContain(
      `the log does not replay: step ${step} is refused (Iron Tom is not in B's hand)`,
    );
  });

  it('a token off the rows in the log is refused in the engine’s words (TS2)', () => {
    const save = { seed: 5, log: [{ type: PLACE.type, side: 'A', card: 'x', row: 3, col: 0 }] };
    const start = createTexasGame(5);
    const card = start.hands.A[0]!;
    const parsed = parseSaveDocument({
      ...raw(),
      data: { ...save, log: [{ ...save.log[0], card }] },
    });
    expect(!parsed.ok && parsed.message).toContain('row 3 is off the board');
  });

  it('keeps each placement turn’s clock, so a reload gives no fresh 30 seconds (TS2); an old save has none', () => {
    expect(load(raw()).clocks).toBeUndefined();
    const doc = raw() as { data: Record<string, unknown> };
    const clocks = {
      '2:A': { remainingMs: 12_400, paused: false },
      '1:B': { remainingMs: 0, paused: true },
    };
    expect(load({ ...doc, data: { ...doc.data, clocks } }).clocks).toEqual(clocks);
    const refused = parseSaveDocument({
      ...doc,
      data: { ...doc.data, clocks: { 'A:2': { remainingMs: 5, paused: false } } },
    });
    expect(!refused.ok && refused.message).toContain('data.clocks.A:2: Invalid key in record');
    const negative = parseSaveDocument({
      ...doc,
      data: { ...doc.data, clocks: { '2:A': { remainingMs: -1, paused: false } } },
    });
    expect(negative.ok).toBe(false);
  });
});
