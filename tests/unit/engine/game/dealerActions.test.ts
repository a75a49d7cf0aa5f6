import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { isLegal, legalActions } from '../../../../engine/game/legalActions.ts';
import { activeCharacter, encounterContext } from '../../../../engine/game/queries.ts';
import { act, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import { sessionFromSave, sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { encounter } from './encounterFixture.ts';
import { play, playAuto, refusal } from './drive.ts';
import { ADJUST_HP } from '../../../../engine/game/records/adjustHp.ts';
import { AWARD_CHIP } from '../../../../engine/game/records/awardChip.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_ENCOUNTER } from '../../../../engine/game/records/endEncounter.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';
import { PLACE_TOKEN } from '../../../../engine/game/records/placeToken.ts';
import { SET_SEATING } from '../../../../engine/game/records/setSeating.ts';
import { SPEND_SPEED_FOR_INITIATIVE } from '../../../../engine/game/records/spendSpeedForInitiative.ts';

/** Every text the action logged, in order. */
function said(state: GameState, action: Action): string[] {
  const result = applyAction(state, action);
  if (!result.ok) throw new Error(result.message);
  return result.events.map((e) => e.text);
}

function acted(session: Session, ...actions: Action[]): Session {
  return actions.reduce((s, a) => {
    const result = act(s, a);
    if (!result.ok) throw new Error(`${a.type}: ${result.message}`);
    return result.session;
  }, session);
}

/** Kate's Movement phase, round 1. */
const katesTurn = () => play(encounter(), { type: BEGIN_TURNS.type });

describe('ADJUST_HP: the Dealer fixes an HP track (A8, H4)', () => {
  it('sets or changes the HP, held within 0 and the max, and says so', () => {
    const s = katesTurn();
    const kate = s.combatants.kate!;
    const max = kate.hp.max;
    expect(said(s, { type: ADJUST_HP.type, combatant: 'kate', by: -2 })).toEqual([
      `The Dealer changes Marshal Kate's HP by −2: HP ${max} → ${max - 2}/${max}.`,
    ]);
    const lowered = play(s, { type: ADJUST_HP.type, combatant: 'kate', to: 3 });
    expect(lowered.combatants.kate!.hp.hpLeft).toBe(3);
    expect(said(lowered, { type: ADJUST_HP.type, combatant: 'kate', by: 50 })).toEqual([
      `The Dealer changes Marshal Kate's HP by +50, held at the track's end, ${max} (asked: 53): HP 3 → ${max}/${max}.`,
    ]);
    expect(refusal(s, { type: ADJUST_HP.type, combatant: 'kate', by: 1 }).message).toBe(
      `Marshal Kate's HP is already ${max}/${max}: the track ends at ${max}.`,
    );
    expect(refusal(s, { type: ADJUST_HP.type, combatant: 'kate' }).reason).toBe('invalid_action');
    expect(refusal(s, { type: ADJUST_HP.type, combatant: 'kate', to: 1, by: 1 }).reason).toBe(
      'invalid_action',
    );
  });

  it('to 0 fells the character: its turn ends and the next begins', () => {
    const s = play(katesTurn(), { type: ADJUST_HP.type, combatant: 'kate', to: 0 });
    expect(s.combatants.kate!.hp.hpLeft).toBe(0);
    expect(activeCharacter(s)).toBe('tom');
    // A fallen character can be fixed back up: the one acted on is not the one acting.
    const up = play(s, { type: ADJUST_HP.type, combatant: 'kate', by: 4 });
    expect(up.combatants.kate!.hp.hpLeft).toBe(4);
  });

  it('waits while an attack is resolved: its numbers were worked out from the HP of then', () => {
    let s = playAuto(
      encounter(7, {}, { kate: [3, 4] }),
      { type: BEGIN_TURNS.type },
      { type: END_PHASE.type, who: 'kate' },
    );
    s = play(s, {
      type: DECLARE_ATTACK.type,
      who: 'kate',
      target: 'tom',
      card: s.combatants.kate!.hand[0]!,
    });
    expect(refusal(s, { type: ADJUST_HP.type, combatant: 'tom', by: -1 }).reason).toBe(
      'attack_in_progress',
    );
    expect(legalActions(s, 'dealer').templates.map((t) => t.type)).not.toContain(ADJUST_HP.type);
  });
});

describe('AWARD_CHIP: chips to the stack, never to a track (H1, H3, H4)', () => {
  it('adds to the unspent stack and leaves the spent pile and the trackers alone', () => {
    const s = katesTurn();
    const before = s.combatants.ned!;
    const after = play(s, { type: AWARD_CHIP.type, combatant: 'ned', chip: 'defense', count: 2 });
    const ned = after.combatants.ned!;
    expect(ned.chips.defense).toBe(before.chips.defense + 2);
    expect(ned.spent).toEqual(before.spent);
    expect(ned.hp).toEqual(before.hp);
    expect(said(s, { type: AWARD_CHIP.type, combatant: 'ned', chip: 'defense', count: 2 })).toEqual(
      [
        `The Dealer gives Ned 2 Defense chips (rule H1): ${before.chips.defense + 2} in the stack, 0 spent today.`,
      ],
    );
  });

  it('refuses a kind that is not a spendable chip, and counts past the bounds', () => {
    const s = katesTurn();
    expect(isLegal(s, { type: AWARD_CHIP.type, combatant: 'ned', chip: 'hp' }).ok).toBe(false);
    expect(isLegal(s, { type: AWARD_CHIP.type, combatant: 'ned', chip: 'draw', count: 0 }).ok).toBe(
      false,
    );
    expect(isLegal(s, { type: AWARD_CHIP.type, combatant: 'nobody', chip: 'draw' })).toMatchObject({
      reason: 'unknown_character',
    });
  });
});

describe('PLACE_TOKEN: a token moved by hand to a free square', () => {
  it('costs no movement, and refuses cover, another token and off the map', () => {
    const s = katesTurn();
    const placed = play(s, { type: PLACE_TOKEN.type, combatant: 'kate', at: [10, 0] });
    expect(placed.combatants.kate!.at).toEqual([10, 0]);
    expect(placed.turn!.flow.context.moved).toBe(s.turn!.flow.context.moved);
    expect(said(s, { type: PLACE_TOKEN.type, combatant: 'kate', at: [10, 0] })).toEqual([
      'The Dealer moves Marshal Kate from B5 to K1 by hand: no movement spent.',
    ]);
    expect(refusal(s, { type: PLACE_TOKEN.type, combatant: 'kate', at: [4, 5] }).message).toBe(
      'Marshal Kate cannot be placed there: the barrel at E6 fills that square; nobody stands in cover (rule G2).',
    );
    expect(refusal(s, { type: PLACE_TOKEN.type, combatant: 'kate', at: [8, 4] }).message).toBe(
      'Marshal Kate cannot be placed there: Tom is there.',
    );
    expect(refusal(s, { type: PLACE_TOKEN.type, combatant: 'kate', at: [12, 0] }).reason).toBe(
      'blocked',
    );
  });

  it('M1: a token the Dealer places by hand spends no movement: the mover keeps the rest of its Speed', () => {
    const moved = play(katesTurn(), {
      type: MOVE.type,
      who: 'kate',
      path: [
        [2, 4],
        [3, 4],
      ],
    });
    const { speed } = moved.turn!.flow.context;
    // Eight squares away, further than her Speed: placed by hand, it costs nothing.
    const placed = play(moved, { type: PLACE_TOKEN.type, combatant: 'kate', at: [11, 7] });
    expect(placed.turn!.flow.context).toMatchObject({ moved: 2, speed });
    expect(placed.turn!.flow.value).toBe('movement');
    const left = speed - 2;
    const steps = legalActions(placed, 'kate').actions.flatMap((a) =>
      a.type === MOVE.type ? [a.path.length] : [],
    );
    expect(Math.max(...steps)).toBe(left);
    const walk = Array.from({ length: left }, (_, i): [number, number] => [10 - i, 7]);
    const after = play(placed, { type: MOVE.type, who: 'kate', path: walk });
    expect(after.combatants.kate!.at).toEqual([11 - left, 7]);
    expect(after.turn!.flow.context.moved).toBe(speed);
  });

  it('the template lists the free squares, and each is accepted', () => {
    const s = katesTurn();
    const template = legalActions(s, 'dealer').templates.find((t) => t.type === PLACE_TOKEN.type);
    if (template?.type !== PLACE_TOKEN.type) throw new Error('no PLACE_TOKEN template');
    // 12 × 8 squares, less the barrel and four tokens.
    expect(template.squares).toHaveLength(96 - 1 - 4);
    for (const at of template.squares)
      expect(isLegal(s, { type: PLACE_TOKEN.type, combatant: 'tom', at })).toEqual({ ok: true });
  });
});

describe('SET_SEATING: the Dealer sets the seating (T1)', () => {
  const reversed = ['buster', 'ned', 'tom', 'kate'];

  it('at a round’s start, orders that round', () => {
    const s = encounter();
    expect(encounterContext(s).seating).toEqual(['kate', 'tom', 'ned', 'buster']);
    const seated = play(s, { type: SET_SEATING.type, seating: reversed });
    expect(encounterContext(seated).seating).toEqual(reversed);
    expect(encounterContext(seated).order).toEqual(reversed);
    expect(activeCharacter(play(seated, { type: BEGIN_TURNS.type }))).toBe('buster');
    expect(said(s, { type: SET_SEATING.type, seating: reversed })).toEqual([
      "The Dealer sets the seating (rule T1): Buster, Ned, Tom, Marshal Kate; this round's order: Buster, Ned, Tom, Marshal Kate.",
    ]);
  });

  it('mid-round, orders the rounds after: nobody gets a second turn, or none', () => {
    const s = katesTurn();
    const seated = play(s, { type: SET_SEATING.type, seating: reversed });
    expect(encounterContext(seated).order).toEqual(encounterContext(s).order);
    expect(activeCharacter(seated)).toBe('kate');
    expect(said(s, { type: SET_SEATING.type, seating: reversed })[0]).toBe(
      'The Dealer sets the seating (rule T1): Buster, Ned, Tom, Marshal Kate; from round 2: a round under way keeps its order.',
    );
  });

  it('T1: a seating set during a round takes effect from the next round', () => {
    const turn = (who: string): Action[] => [
      { type: END_PHASE.type, who },
      { type: END_PHASE.type, who },
      { type: DRAW.type, who },
    ];
    // Set in Kate's turn, round 1: Tom, Ned and Buster still act in round 1's order.
    let s = play(katesTurn(), { type: SET_SEATING.type, seating: reversed }, ...turn('kate'));
    for (const who of ['tom', 'ned', 'buster']) {
      expect(activeCharacter(s)).toBe(who);
      s = play(s, ...turn(who));
    }
    // Round 2 is seated the new way.
    expect(encounterContext(s)).toMatchObject({ round: 2, seating: reversed, order: reversed });
    s = play(s, { type: BEGIN_TURNS.type });
    for (const who of reversed) {
      expect(activeCharacter(s)).toBe(who);
      s = play(s, ...turn(who));
    }
  });

  it('keeps the places Speed chips bought this round (T6)', () => {
    const withSpeed = play(encounter(), { type: AWARD_CHIP.type, combatant: 'ned', chip: 'speed' });
    const bought = play(withSpeed, { type: SPEND_SPEED_FOR_INITIATIVE.type, who: 'ned' });
    const seated = play(bought, { type: SET_SEATING.type, seating: reversed });
    expect(encounterContext(seated).order).toEqual(encounterContext(bought).order);
    expect(encounterContext(seated).seating).toEqual(reversed);
  });

  it('refuses a seating that is not everyone once', () => {
    const s = encounter();
    expect(refusal(s, { type: SET_SEATING.type, seating: ['kate', 'tom', 'ned'] }).message).toBe(
      'The seating leaves out "buster": everyone has a seat (rule T1).',
    );
    expect(
      refusal(s, { type: SET_SEATING.type, seating: ['kate', 'kate', 'ned', 'buster'] }).message,
    ).toBe('"kate" is seated twice; each character has one seat (rule T1).');
    expect(
      refusal(s, { type: SET_SEATING.type, seating: ['kate', 'tom', 'ned', 'buster'] }).reason,
    ).toBe('invalid_action');
  });
});

describe('the Dealer’s fixes in the log', () => {
  const fixes: Action[] = [
    { type: ADJUST_HP.type, combatant: 'tom', by: -3 },
    { type: AWARD_CHIP.type, combatant: 'kate', chip: 'attack' },
    { type: PLACE_TOKEN.type, combatant: 'ned', at: [2, 6] },
    { type: SET_SEATING.type, seating: ['ned', 'kate', 'tom', 'buster'] },
  ];

  it('each is undone as a decision of its own', () => {
    const start = katesTurn();
    let session = acted(startSession(start), { type: MOVE.type, who: 'kate', path: [[2, 4]] });
    const states = [session.current];
    for (const fix of fixes) {
      session = acted(session, fix);
      states.push(session.current);
    }
    for (let i = fixes.length - 1; i >= 0; i--) {
      session = undo(session)!;
      expect(session.current).toEqual(states[i]);
    }
  });

  it('a session with them saves and loads (the log schema takes them)', () => {
    const session = acted(startSession(katesTurn()), ...fixes);
    const loaded = sessionFromSave(JSON.parse(JSON.stringify(sessionToSave(session))));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.session.current).toEqual(session.current);
  });

  it('are offered to the Dealer in every moment between steps, not after the end', () => {
    const types = (s: GameState) => legalActions(s, 'dealer').templates.map((t) => t.type);
    const fixTypes = [ADJUST_HP.type, AWARD_CHIP.type, PLACE_TOKEN.type, SET_SEATING.type];
    expect(types(encounter())).toEqual(expect.arrayContaining(fixTypes));
    expect(types(katesTurn())).toEqual(expect.arrayContaining(fixTypes));
    const over = play(encounter(), { type: END_ENCOUNTER.type });
    for (const t of fixTypes) expect(types(over)).not.toContain(t);
    expect(refusal(over, fixes[0]!).reason).toBe('encounter_over');
  });
});
