import { describe, expect, it } from 'vitest';
import { beginSession, play, undoDecision } from '../../../../../engine/game/gameSession.ts';
import { DEALER, PUBLIC, seat } from '../../../../../engine/game/viewer.ts';
import {
  FINGER_GUNS,
  type FingerGunsSession,
} from '../../../../../engine/modes/finger-guns/fingerGunsDefinition.ts';
import { createFingerGunsGame } from '../../../../../engine/modes/finger-guns/fingerGunsGame.ts';
import type { FingerGunsAction } from '../../../../../engine/modes/finger-guns/fingerGunsRecords.ts';
import { fingerGunsViewFor } from '../../../../../engine/modes/finger-guns/fingerGunsViews.ts';
import { PLAY_ROUND } from '../../../../../engine/modes/finger-guns/records/playRound.ts';
import { SHOW_GESTURE } from '../../../../../engine/modes/finger-guns/records/showGesture.ts';
import type { GestureInput } from '../../../../../engine/modes/finger-guns/resolveRound.ts';

/**
 * Issue 37, item 3: in Finger Guns a seat sees only its own hand until "Draw!" (F1). Hands shown
 * in private before the count (SHOW_GESTURE) wait in the game, each seen by its own seat only;
 * the round (PLAY_ROUND) reveals and resolves them all at once.
 */
const FOUR = ['Ann', 'Bob', 'Cat', 'Dan'];
const start = (): FingerGunsSession =>
  beginSession(createFingerGunsGame({ players: FOUR, seed: 77 }));

function played(session: FingerGunsSession, ...actions: FingerGunsAction[]): FingerGunsSession {
  return actions.reduce((s, action) => {
    const next = play(FINGER_GUNS, s, action);
    if (!next.ok) throw new Error(next.message);
    return next.session;
  }, session);
}
const show = (player: string, gesture: GestureInput): FingerGunsAction => ({
  type: SHOW_GESTURE.type,
  player,
  gesture,
});
const draw = (sheriff: string, gestures: Record<string, GestureInput> = {}): FingerGunsAction => ({
  type: PLAY_ROUND.type,
  sheriff,
  gestures,
});

describe('hands shown before "Draw!" (F1)', () => {
  const annShot: GestureInput = { action: 'powershot', target: 'Dan' };
  const bobSaloon: GestureInput = { action: 'saloon', fingers: 3 };
  const shown = () => played(start(), show('Ann', annShot), show('Bob', bobSaloon));

  it('each seat sees its own hand only; the table sees who has shown, never what', () => {
    const game = shown().current;
    const ann = fingerGunsViewFor(game, seat('Ann', ['Ann']));
    expect(ann.seat.gesture).toEqual(annShot);
    expect(JSON.stringify(ann)).not.toContain('saloon');
    const cat = fingerGunsViewFor(game, seat('Cat', ['Cat']));
    expect(cat.seat.gesture).toBeNull();
    expect(cat.shown).toEqual(['Ann', 'Bob']);
    const table = JSON.stringify(fingerGunsViewFor(game, PUBLIC));
    expect(table).not.toContain('powershot');
    expect(table).not.toContain('saloon');
    expect(table).not.toContain('"seed"');
    expect(fingerGunsViewFor(game, DEALER)).toBe(game);
  });

  it('"Draw!" reveals and resolves every hand at once, the round’s own over one shown', () => {
    // Bob changes his mind at the count: the round's hand for him is the one that plays.
    const after = played(shown(), draw('Cat', { Bob: { action: 'posse' } })).current;
    expect(after.pending).toEqual({});
    expect(after.rounds[0]!.lines.map((l) => l.step)).toContain('powershot');
    expect(after.rounds[0]!.lines.map((l) => l.step)).not.toContain('saloon');
    expect(after.players.find((p) => p.name === 'Dan')!.health).toBeLessThan(20);
    expect(fingerGunsViewFor(after, PUBLIC).shown).toEqual([]);
  });

  it('shown again, a hand replaces the first; a hand the rules refuse is refused when shown', () => {
    const twice = played(shown(), show('Ann', { action: 'posse' })).current;
    expect(twice.pending.Ann).toEqual({ action: 'posse' });
    const refused = play(FINGER_GUNS, start(), show('Ann', { action: 'saloon', fingers: 5 }));
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/2, 3 or 4 fingers/),
    });
    const stranger = play(FINGER_GUNS, start(), show('Zed', { action: 'posse' }));
    expect(stranger).toMatchObject({ ok: false, message: '“Zed” is not at the table' });
  });

  it('undo takes back a round with the hands shown before it: one decision', () => {
    const round = played(shown(), draw('Cat'));
    const back = undoDecision(FINGER_GUNS, round)!;
    expect(back.log).toEqual([]);
    expect(back.current.pending).toEqual({});
    expect(back.undone.map((a) => a.type)).toEqual([
      SHOW_GESTURE.type,
      SHOW_GESTURE.type,
      PLAY_ROUND.type,
    ]);
  });
});
