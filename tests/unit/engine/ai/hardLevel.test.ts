import { describe, expect, it } from 'vitest';
import { boldestMove, distanceToFight } from '../../../../engine/ai/boldestMove.ts';
import { actionWords } from '../../../../engine/ai/actionWords.ts';
import { hardLevel } from '../../../../engine/ai/hardLevel.ts';
import { decideAt } from '../../../../engine/ai/levelDecision.ts';
import { normalDecision } from '../../../../engine/ai/normalLevel.ts';
import { playOut, type Level } from '../../../../engine/ai/playOut.ts';
import { sideView } from '../../../../engine/ai/sideView.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { expectFromLegalActions } from './fromLegalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { npcCardSchema } from '../../../../engine/model/npcCard.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { withHiddenCardsDealtAgain } from './hiddenCards.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { MOVE } from '../../../../engine/game/records/move.ts';

function apply(state: GameState, action: Parameters<typeof applyAction>[1]): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

/** Kate in her Action phase, four squares from the last outlaw standing, who has 1 HP left. */
function oneShotFromTheEnd(): GameState {
  return kateAgainstOutlaw({ name: 'Street', size: [12, 5] }, [6, 2], 1, 'action');
}

/** Kate and one outlaw on `rawMap`, Kate in her Movement or Action phase. */
function kateAgainstOutlaw(
  rawMap: unknown,
  outlawAt: [number, number],
  outlawHp: number,
  phase: 'movement' | 'action',
): GameState {
  const map = mapSchema.parse(rawMap);
  const outlaw = npcCardSchema.parse({
    id: 'outlaw',
    name: 'Outlaw',
    tier: { color: 'green', level: 1 },
    stats: {},
    hp: 6,
    speed: 3,
    weapon: 'Derringer',
  });
  let state = createEncounter({
    map,
    participants: [
      { id: 'kate', at: [2, 2], side: 'pc', character: characterSchema.parse(kate) },
      {
        id: 'outlaw',
        at: outlawAt,
        side: 'npc',
        npc: outlaw,
        tracks: { hp: outlawHp, hpMax: 6, gear: 0, gearMax: 0 },
      },
    ],
    seed: 8,
  });
  while (pendingActor(state).kind === 'dealer') state = apply(state, { type: BEGIN_TURNS.type });
  const pending = pendingActor(state);
  if (pending.kind !== 'character') throw new Error('no one is to act');
  if (pending.who !== 'kate') {
    // The outlaw acts first: it stays put and passes, so Kate's turn comes.
    for (const type of [END_PHASE.type, END_PHASE.type, DRAW.type] as const)
      state = apply(state, { type, who: 'outlaw' });
    while (pendingActor(state).kind !== 'character') state = apply(state, { type: CONTINUE.type });
  }
  return phase === 'action' ? apply(state, { type: END_PHASE.type, who: 'kate' }) : state;
}

/** A wall across a yard, its one door shut: Kate and the outlaw cannot see each other. */
const WALLED_YARD = {
  name: 'Walled yard',
  size: [16, 9],
  walls: [
    [8, 0, 8, 7],
    [8, 8, 8, 9],
  ],
  doors: [{ at: [8, 7, 8, 8], open: false }],
};

describe('the hard level (issue 14)', () => {
  it('takes a one-move win', () => {
    const state = oneShotFromTheEnd();
    expect(state.turn).toMatchObject({ who: 'kate' });
    const action = hardLevel(sideView(state, 'pc'), 1);
    expect(action).toMatchObject({ type: DECLARE_ATTACK.type, who: 'kate', target: 'outlaw' });
  });

  it('out of sight behind a wall, where nothing it does changes the playouts, it goes for the door, not the twentieth-round draw', () => {
    // A wall across the yard, its one door shut: Kate and the outlaw cannot see each other, and
    // no shot is possible within two rounds whatever she does.
    const state = kateAgainstOutlaw(WALLED_YARD, [13, 2], 6, 'movement');
    let s = state;
    const doorAt = (g: GameState) => g.map.doors[0]!.open;
    // Over its next moves it walks to the door and opens it, never passing while it is shut.
    for (let i = 0; i < 6 && !doorAt(s); i++) {
      const pending = pendingActor(s);
      if (pending.kind !== 'character' || pending.who !== 'kate') break;
      const action = hardLevel(sideView(s, 'pc'), 1)!;
      expect(action.type).not.toBe(END_PHASE.type);
      s = apply(s, action);
    }
    expect(doorAt(s)).toBe(true);
  });

  it('offers only legal actions over a round of a seeded encounter', () => {
    const checked: Level = (view, s, b) => {
      const action = hardLevel(view, s, b);
      if (action) expectFromLegalActions(view.state, action);
      return action;
    };
    const result = playOut(startEncounter(51), { pc: checked, npc: checked }, 51, 8, 1);
    expect(result.end).not.toBe('stuck');
    expect(result.actions.length).toBeGreaterThan(10);
  });

  it('is the same decision for the same view, seed and budget, whatever the other side holds', () => {
    let state = startEncounter(52);
    let asked = 0;
    for (let i = 0; i < 40 && asked < 6; i++) {
      const pending = pendingActor(state);
      if (pending.kind === 'character') {
        const side = state.combatants[pending.who]!.side;
        const other = withHiddenCardsDealtAgain(state, side, i);
        const decided = hardLevel(sideView(state, side), 9, 16);
        expect(hardLevel(sideView(other, side), 9, 16)).toEqual(decided);
        asked += 1;
        state = apply(state, decided!);
      } else
        state = apply(
          state,
          pending.kind === 'table' ? { type: CONTINUE.type } : { type: BEGIN_TURNS.type },
        );
    }
    expect(asked).toBe(6);
  });
});

describe("the hard level's why line (issue 14, item 2)", () => {
  it('names its choice and the normal level’s where the look-ahead overrules it, and agrees in the normal level’s words where not', () => {
    const lines: { overruled: boolean; why: string }[] = [];
    for (const state of [
      kateAgainstOutlaw(WALLED_YARD, [13, 2], 6, 'movement'),
      kateAgainstOutlaw({ name: 'Street', size: [12, 5] }, [9, 2], 6, 'movement'),
      oneShotFromTheEnd(),
    ]) {
      const view = sideView(state, 'pc');
      const decision = decideAt('hard', view, 1)!;
      const greedy = normalDecision(view)!;
      const overruled = JSON.stringify(decision.action) !== JSON.stringify(greedy.action);
      lines.push({ overruled, why: decision.why });
      if (overruled) {
        // Which move it makes, and which it was weighed against: never a bare "best off".
        expect(decision.why).toContain(actionWords(state, decision.action));
        expect(decision.why).toContain(`rather than ${actionWords(state, greedy.action)}`);
      } else expect(decision.why).toContain(greedy.why);
    }
    // The one-move win is the normal level's pick too: its figures, and the playouts agreeing.
    expect(lines[2]).toEqual({ overruled: false, why: expect.stringMatching(/playouts agree$/) });
    expect(lines.some((l) => l.overruled)).toBe(true);
  });

  it('says a move, a shot and a door in words', () => {
    const state = oneShotFromTheEnd();
    expect(
      actionWords(state, {
        type: MOVE.type,
        who: 'kate',
        path: [
          [2, 2],
          [3, 2],
        ],
      }),
    ).toBe('moving to D3');
    expect(
      actionWords(state, {
        type: DECLARE_ATTACK.type,
        who: 'kate',
        target: 'outlaw',
        weapon: true,
      }),
    ).toMatch(/^shooting Outlaw with /);
    expect(actionWords(state, { type: END_PHASE.type, who: 'kate' })).toBe('holding its fire');
  });
});

describe("the hard level's bold choice (a draw is only half a win)", () => {
  // A wall down the street at x = 6, but for a gap at its southern end.
  const walled = { name: 'Walled street', size: [12, 5], walls: [[6, 0, 6, 4]] };

  it('counts an enemy behind a wall as far from a fight, however near', () => {
    const state = kateAgainstOutlaw(walled, [6, 1], 6, 'movement');
    const kate = state.combatants.kate!;
    const open = kateAgainstOutlaw({ name: 'Street', size: [12, 5] }, [6, 1], 6, 'movement');
    expect(distanceToFight(open, open.combatants.kate!, [5, 1])).toBe(1);
    expect(distanceToFight(state, kate, [5, 1])).toBeGreaterThan(5);
  });

  it('walks round the wall towards a shot rather than wait beside it', () => {
    const state = kateAgainstOutlaw(walled, [7, 1], 6, 'movement');
    expect(state.turn).toMatchObject({ who: 'kate' });
    const move = boldestMove(sideView(state, 'pc'), 'kate');
    expect(move).toMatchObject({ type: MOVE.type, who: 'kate' });
    const to = (move as { path: [number, number][] }).path.at(-1)!;
    const after = apply(state, move!);
    expect(distanceToFight(after, after.combatants.kate!, to)).toBeLessThan(
      distanceToFight(state, state.combatants.kate!, state.combatants.kate!.at),
    );
  });
});
