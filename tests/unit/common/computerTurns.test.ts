import { describe, expect, it } from 'vitest';
import {
  DRAW_AFTER_ROUNDS,
  encounterContext,
  legalActions,
  pendingActor,
  startSession,
  withControl,
  type TableControl,
} from '../../../engine/index.ts';
import {
  decideNow,
  inProcessPlayer,
  type ComputerMove,
  type ComputerPlayer,
  type DecisionRequest,
} from '../../../common/computerPlayer.ts';
import {
  BRISK_BEAT_MS,
  ComputerTurns,
  WHY_LINES_KEPT,
  type Wait,
} from '../../../common/computerTurns.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { startEncounter } from '../../bench/benchEncounter.ts';
import { settled } from '../eventLoop.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../engine/game/records/defend.ts';
import { DRAW } from '../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../engine/game/records/endPhase.ts';

/** A table on the bench's Dusty Crossing encounter, the computer seated as `control` says. */
function tableWith(control: TableControl, seed = 3) {
  const table = new TableStore(withControl(startSession(startEncounter(seed)), control));
  const turns = new ComputerTurns(table, inProcessPlayer, { pace: 'instant' });
  const stop = turns.start();
  return { table, turns, stop };
}

/** Lets the computer play until it waits on someone else (or `limit` actions pass). */
async function settle(table: TableStore, limit = 5000): Promise<void> {
  let quiet = 0;
  for (let i = 0; i < limit && quiet < 3; i++) {
    const before = table.session.get();
    await settled();
    quiet = table.session.get() === before ? quiet + 1 : 0;
  }
}

const NPCS_AT_NORMAL: TableControl = { pc: 'human', npc: 'normal', byId: {} };
const WATCH: TableControl = { pc: 'normal', npc: 'normal', byId: {} };

/** The person's side plays its turns by passing: END_PHASE through movement and action, DRAW. */
function pass(table: TableStore): void {
  const pending = pendingActor(table.state);
  if (pending.kind !== 'character') throw new Error(`no one to pass: ${pending.kind}`);
  const offered = legalActions(table.state, pending.who).actions;
  const action =
    offered.find((a) => a.type === END_PHASE.type) ??
    offered.find((a) => a.type === DRAW.type) ??
    offered[0]!;
  expect(table.act(action)).toBe(true);
}

describe('the computer at the table (issue 14, item 2)', () => {
  it('plays the NPC side by itself and stops where a person decides', async () => {
    const { table, stop } = tableWith(NPCS_AT_NORMAL);
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    for (let turn = 0; turn < 60; turn++) {
      await settle(table);
      const pending = pendingActor(table.state);
      if (pending.kind !== 'character') break;
      // Whenever the table is quiet, it waits on a person: a PC, never an NPC.
      expect(table.state.combatants[pending.who]!.side).toBe('pc');
      pass(table);
    }
    const npcActs = table.session
      .get()
      .log.filter((a) => 'who' in a && table.state.combatants[a.who]?.side === 'npc');
    expect(npcActs.length).toBeGreaterThan(0);
    stop();
  });

  it('answers a defence for its own character', async () => {
    const { table, stop } = tableWith(NPCS_AT_NORMAL, 5);
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    // The PCs pass until one of them can shoot, then shoots: the NPC shot at defends by itself.
    for (let step = 0; step < 200; step++) {
      await settle(table);
      const pending = pendingActor(table.state);
      if (pending.kind !== 'character') break;
      const attack = legalActions(table.state, pending.who).actions.find(
        (a) => a.type === DECLARE_ATTACK.type && table.state.combatants[a.target]?.side === 'npc',
      );
      if (attack) {
        expect(table.act(attack), table.feedback.get().rejection ?? '').toBe(true);
        await settle(table);
        const log = table.session.get().log;
        const target = attack.type === DECLARE_ATTACK.type ? attack.target : '';
        expect(log.some((a) => a.type === DEFEND.type && a.who === target)).toBe(true);
        stop();
        return;
      }
      pass(table);
    }
    throw new Error('no PC ever had a shot');
  });

  it('takes an attack’s shown steps itself where it takes part, auto-advance on or not', async () => {
    const { table, stop } = tableWith(NPCS_AT_NORMAL, 5);
    table.setAutoAdvance(true);
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    // The PCs pass until an NPC attacks one; the person defends with the first card offered.
    for (let step = 0; step < 400; step++) {
      await settle(table);
      const pending = pendingActor(table.state);
      if (pending.kind !== 'character') break;
      if (pending.why === 'defense') {
        const defence = legalActions(table.state, pending.who).actions[0]!;
        expect(table.act(defence)).toBe(true);
        // The window took no step of it: the computer, in the attack, steps it at its pace (on
        // the host, the room's seats), and two hands on one step would part window and room.
        expect(table.session.get().log.at(-1)).toEqual(defence);
        await settle(table);
        expect(table.state.attack).toBeFalsy();
        stop();
        return;
      }
      pass(table);
    }
    throw new Error('no NPC ever attacked');
  });

  it('undo returns to the person’s last decision, taking back the computer’s after it', async () => {
    const { table, stop } = tableWith(NPCS_AT_NORMAL);
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    await settle(table);
    // Pass until the computer has moved after a person's decision.
    for (let i = 0; i < 40; i++) {
      const before = table.session.get().log.length;
      const who = (pendingActor(table.state) as { who: string }).who;
      pass(table);
      const mine = table.session.get().log.length;
      await settle(table);
      if (table.session.get().log.length > mine) {
        table.undo();
        // Back where that PC decided: the computer's moves after it are gone, and it waits on the PC.
        expect(table.session.get().log.length).toBe(before);
        expect(pendingActor(table.state)).toMatchObject({ kind: 'character', who });
        await settle(table);
        expect(table.session.get().log.length).toBe(before);
        stop();
        return;
      }
    }
    throw new Error('the computer never moved after a PC');
  });

  it('keeps a why line for each of its recent moves; an undo takes the lines of the moves it undoes', async () => {
    const { table, turns, stop } = tableWith(NPCS_AT_NORMAL);
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    await settle(table);
    for (let i = 0; i < 40 && turns.recentMoves.get().length < 2; i++) {
      pass(table);
      await settle(table);
    }
    const lines = turns.recentMoves.get();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(WHY_LINES_KEPT);
    const log = table.session.get().log;
    for (const line of lines) {
      // Each line is the move at its place in the log, with its reason.
      expect(log[line.at]).toEqual(line.action);
      expect(line.why.length).toBeGreaterThan(0);
    }
    expect(turns.lastMove.get()).toEqual(lines.at(-1));
    table.undo();
    await settle(table);
    const left = table.session.get().log.length;
    const kept = turns.recentMoves.get();
    expect(kept.every((line) => line.at < left)).toBe(true);
    expect(kept.length).toBeLessThan(lines.length);
    expect(turns.lastMove.get()).toEqual(kept.at(-1) ?? null);
    stop();
  });

  it('redo puts back the person’s decision with the computer’s moves after it, as one unit', async () => {
    const { table, stop } = tableWith(NPCS_AT_NORMAL);
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    await settle(table);
    for (let i = 0; i < 40; i++) {
      pass(table);
      const mine = table.session.get().log.length;
      await settle(table);
      const after = table.session.get().log;
      if (after.length > mine) {
        table.undo();
        table.redo();
        // The same log as before the undo, the computer's moves included, waiting on a person again.
        expect(table.session.get().log).toEqual(after);
        const pending = pendingActor(table.state);
        if (pending.kind === 'character')
          expect(table.state.combatants[pending.who]!.side).toBe('pc');
        stop();
        return;
      }
    }
    throw new Error('the computer never moved after a PC');
  });

  it('at the step pace, holds each move until Next move, and Pause holds it at any pace', async () => {
    const table = new TableStore(
      withControl(startSession(startEncounter(7)), { pc: 'normal', npc: 'normal', byId: {} }),
    );
    const turns = new ComputerTurns(table, inProcessPlayer, { pace: 'step' });
    const stop = turns.start();
    await settle(table);
    // Watch mode, yet nothing moves: the first move (beginning the rounds) waits for the table.
    expect(table.session.get().log).toHaveLength(0);
    expect(turns.holding.get()).toBe(true);
    for (let i = 1; i <= 3; i++) {
      expect(turns.step()).toBe(true);
      await settle(table);
      expect(table.session.get().log.length).toBeGreaterThanOrEqual(i);
    }
    const stepped = table.session.get().log.length;
    turns.pause();
    turns.setPace('instant');
    await settle(table);
    expect(table.session.get().log).toHaveLength(stepped);
    turns.resume();
    await settle(table, 20_000);
    // Two normal players may trade rounds for ever: watch mode calls the draw after 20.
    expect(pendingActor(table.state)).toEqual({ kind: 'dealer', why: 'ended' });
    expect(encounterContext(table.state).round).toBeLessThanOrEqual(DRAW_AFTER_ROUNDS + 1);
    expect(turns.step()).toBe(false);
    stop();
  });

  it('at the brisk pace, each move waits a beat, and Pause in the beat holds it', async () => {
    const table = new TableStore(withControl(startSession(startEncounter(7)), WATCH));
    const beats: { ms: number; then: () => void; cancelled: boolean }[] = [];
    const wait: Wait = (ms, then) => {
      const beat = { ms, then, cancelled: false };
      beats.push(beat);
      return () => (beat.cancelled = true);
    };
    const turns = new ComputerTurns(table, inProcessPlayer, { pace: 'brisk', wait });
    const stop = turns.start();
    await settle(table);
    // The first move (the rounds begun) waits its beat: nothing is played before it is up.
    expect(beats.map((b) => b.ms)).toEqual([BRISK_BEAT_MS]);
    expect(table.session.get().log).toHaveLength(0);
    beats[0]!.then();
    await settle(table);
    expect(table.session.get().log).toHaveLength(1);
    // The next one waits its own beat; paused in it, the beat is dropped and the move held.
    expect(beats).toHaveLength(2);
    turns.pause();
    expect(beats[1]!.cancelled).toBe(true);
    await settle(table);
    expect(turns.holding.get()).toBe(true);
    expect(table.session.get().log).toHaveLength(1);
    expect(turns.step()).toBe(true);
    await settle(table);
    expect(table.session.get().log.length).toBeGreaterThan(1);
    stop();
  });

  it('Pause while the computer thinks cancels the thought; Resume thinks again, to the same move', async () => {
    const table = new TableStore(withControl(startSession(startEncounter(7)), WATCH));
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    const asked: DecisionRequest[] = [];
    let cancelled = 0;
    let answer: ((move: ComputerMove | null) => void) | null = null;
    const slow = (): ComputerPlayer => ({
      decide(request) {
        asked.push(request);
        return new Promise((resolve) => (answer = resolve));
      },
      cancel() {
        cancelled += 1;
        answer?.(null);
      },
      dispose() {},
    });
    const turns = new ComputerTurns(table, slow, { pace: 'instant' });
    const stop = turns.start();
    await settle(table);
    expect(asked).toHaveLength(1);
    expect(turns.thinking.get()).toMatchObject({ level: 'normal' });
    turns.pause();
    expect(cancelled).toBe(1);
    expect(turns.thinking.get()).toBeNull();
    await settle(table);
    expect(table.session.get().log).toHaveLength(1);
    turns.resume();
    await settle(table);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toEqual(asked[0]);
    const move = decideNow(asked[1]!)!;
    answer!(move);
    await settle(table);
    expect(table.session.get().log[1]).toEqual(move.action);
    stop();
  });

  it('shows a move the normal level made for a failed worker with its one line', async () => {
    const table = new TableStore(withControl(startSession(startEncounter(7)), WATCH));
    const line = 'The hard level failed (its worker stopped): the normal level moved instead.';
    const failing = (): ComputerPlayer => ({
      async decide(request) {
        const move = decideNow({ ...request, level: 'normal' });
        return move && { ...move, fallback: line };
      },
      cancel() {},
      dispose() {},
    });
    expect(table.act({ type: BEGIN_TURNS.type })).toBe(true);
    const turns = new ComputerTurns(table, failing, { pace: 'instant' });
    const stop = turns.start();
    await settle(table, 3);
    expect(turns.lastMove.get()).toMatchObject({ fallback: line });
    stop();
  });

  it('plays a whole encounter by itself when no one is left to a person (watch mode)', async () => {
    const { table, stop } = tableWith({ pc: 'normal', npc: 'easy', byId: {} }, 7);
    await settle(table, 20_000);
    expect(pendingActor(table.state)).toEqual({ kind: 'dealer', why: 'ended' });
    stop();
  });

  it('does nothing in a window that only looks on, nor after it is stopped', async () => {
    const { table, stop } = tableWith({ pc: 'easy', npc: 'easy', byId: {} });
    stop();
    await settle(table);
    expect(table.session.get().log).toHaveLength(0);
    const looking = tableWith({ pc: 'easy', npc: 'easy', byId: {} });
    looking.stop();
    looking.table.readOnly.set('Another window plays this session.');
    looking.stop = looking.turns.start();
    await settle(looking.table);
    expect(looking.table.session.get().log).toHaveLength(0);
    looking.stop();
  });
});
