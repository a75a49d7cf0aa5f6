import { chooseAction } from '../../engine/ai/simpleAi.ts';
import type { Action } from '../../engine/game/actions.ts';
import { createEncounter, type Participant } from '../../engine/game/createEncounter.ts';
import type { Combatant, GameState } from '../../engine/game/gameState.ts';
import { pendingActor } from '../../engine/game/pendingActor.ts';
import { isDown, movingUnit, othersFor } from '../../engine/game/queries.ts';
import { act, replay, startSession, undo, type Session } from '../../engine/game/session.ts';
import { doorsBeside } from '../../engine/grid/doorsBeside.ts';
import { findPath } from '../../engine/grid/findPath.ts';
import { reachable } from '../../engine/grid/reachable.ts';
import type { Square } from '../../engine/model/geometry.ts';
import { mapSchema } from '../../engine/model/map.ts';
import { npcCardSchema } from '../../engine/model/npcCard.ts';
import npcs from '../../assets/npcs/examples.json';
import { benchMap } from './benchMap.ts';
import { BENCH_PCS } from './benchCast.ts';
import { medianMs, round, seededRandom, type Benchmark } from './harness.ts';
import { BEGIN_TURNS } from '../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../engine/game/records/declareAttack.ts';
import { DRAW } from '../../engine/game/records/draw.ts';
import { END_PHASE } from '../../engine/game/records/endPhase.ts';
import { MOVE } from '../../engine/game/records/move.ts';
import { TOGGLE_DOOR } from '../../engine/game/records/toggleDoor.ts';

const ACTIONS = 5000;
const TOGGLES = 250;
const SHORT = 500;
const TARGET_RATIO = 0.02;
const TARGET_GROWTH = 1.5;

const characters = BENCH_PCS;

/**
 * The bench map with a door beside each participant's home square: homes are open ground-level
 * squares (no wall, cover, rank or passage) near the middle, PCs to the west and NPCs to the east,
 * and each door lies on the edge between a home and an open neighbour, closed at the start.
 */
function setup() {
  const { map, walled, size } = benchMap(200, 1);
  const blocked = new Uint8Array(size * size);
  for (let i = 0; i < size * size; i++) blocked[i] = walled[i]!;
  for (const c of map.cover) for (const [x, y] of c.squares) blocked[y * size + x] = 1;
  for (const r of map.ranks) for (const [x, y] of r.squares) blocked[y * size + x] = 1;
  for (const p of map.passages) for (const [x, y] of p.squares) blocked[y * size + x] = 1;
  const open = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < size && y < size && !blocked[y * size + x];
  const taken = new Set<string>();
  const doors: { at: [number, number, number, number] }[] = [];
  const homeNear = (tx: number, ty: number): Square => {
    for (let r = 0; r < 10; r++) {
      for (let y = ty - r; y <= ty + r; y++) {
        for (let x = tx - r; x <= tx + r; x++) {
          if (!open(x, y) || taken.has(`${x},${y}`)) continue;
          // A neighbour across the door: east, then south.
          const door: [number, number, number, number] | null =
            open(x + 1, y) && !taken.has(`${x + 1},${y}`)
              ? [x + 1, y, x + 1, y + 1]
              : open(x, y + 1) && !taken.has(`${x},${y + 1}`)
                ? [x, y + 1, x + 1, y + 1]
                : null;
          if (!door) continue;
          taken.add(`${x},${y}`);
          taken.add(door[0] === door[2] ? `${x + 1},${y}` : `${x},${y + 1}`);
          doors.push({ at: door });
          return [x, y];
        }
      }
    }
    throw new Error(`undo-5000: no home with a door near ${tx},${ty}`);
  };
  const cast: Participant[] = [
    ...characters.map((character, i): Participant => ({
      id: character.id,
      at: homeNear(96, 94 + i * 4),
      side: 'pc',
      character,
    })),
    ...npcs.map((n, i): Participant => ({
      id: n.id,
      at: homeNear(104, 92 + i * 3),
      side: 'npc',
      npc: npcCardSchema.parse(n),
    })),
  ];
  return { map: mapSchema.parse({ ...map, doors }), cast };
}

export interface UndoBench {
  long: Session;
  short: Session;
  /** Actions in the long log by type. */
  counts: Record<string, number>;
  turns: number;
}

/**
 * 5,000 actions through `act`, every one accepted, chosen by a seeded generator: each turn a
 * character may toggle a door beside it (paced so that exactly 250 toggles spread over the log),
 * moves up to two squares around its home, attacks now and then (the defence and the steps after
 * it from the simple AI), ends its phases and draws; the Dealer begins every round.
 */
export function buildUndoSessions(seed = 1): UndoBench {
  const { map, cast } = setup();
  const homes = new Map(cast.map((p) => [p.id, p.at]));
  const random = seededRandom(seed);
  let session = startSession(createEncounter({ map, participants: cast, seed }));
  let short: Session | null = null;
  const counts: Record<string, number> = {};
  let turns = 0;
  let attacks = 0;
  let toggles = 0;
  let tries = 0;
  const full = () => session.log.length >= ACTIONS;
  const tryAct = (action: Action): boolean => {
    if (full()) return false;
    const result = act(session, action);
    if (!result.ok) return false;
    session = result.session;
    counts[action.type] = (counts[action.type] ?? 0) + 1;
    if (session.log.length === SHORT) short = session;
    return true;
  };
  const mustAct = (action: Action) => {
    if (!tryAct(action) && !full())
      throw new Error(`undo-5000: ${action.type} refused at action ${session.log.length + 1}`);
  };
  const state = (): GameState => session.current;
  const toggleDue = () => toggles < TOGGLES && toggles * 19 <= session.log.length;
  const tryToggle = (me: string) => {
    const beside = doorsBeside(state().map, state().combatants[me]!.at);
    if (beside.length === 0 || !toggleDue()) return;
    const door = beside[Math.floor(random() * beside.length)]!;
    if (tryAct({ type: TOGGLE_DOOR.type, who: me, door })) toggles += 1;
  };
  const tryMove = (me: Combatant) => {
    const s = state();
    const unit = movingUnit(s, me);
    const others = othersFor(s, me);
    const home = homes.get(me.id)!;
    // Back home when a toggle is due and the door is not beside; else anywhere within 2 of home.
    const wantsHome = toggleDue() && doorsBeside(s.map, me.at).length === 0;
    const squares = reachable(s.map, { ...unit, speed: Math.min(unit.speed, 2) }, others, s.options)
      .filter((q) => q.jumpDamage === 0 && (q.at[0] !== me.at[0] || q.at[1] !== me.at[1]))
      .filter((q) => Math.max(Math.abs(q.at[0] - home[0]), Math.abs(q.at[1] - home[1])) <= 2)
      .filter((q) => !wantsHome || (q.at[0] === home[0] && q.at[1] === home[1]));
    const goal = squares[Math.floor(random() * squares.length)];
    if (!goal) return;
    const path = findPath(s.map, unit, others, goal.at, s.options);
    if (path && path.path.length > 0) tryAct({ type: MOVE.type, who: me.id, path: path.path });
  };
  const tryAttack = (me: Combatant) => {
    if (attacks * 12 > turns) return;
    const targets = Object.values(state().combatants).filter(
      (c) => c.side !== me.side && !isDown(c) && c.hp.hpLeft > 6,
    );
    const start = Math.floor(random() * Math.max(1, targets.length));
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(start + i) % targets.length]!;
      if (!tryAct({ type: DECLARE_ATTACK.type, who: me.id, target: target.id, weapon: true }))
        continue;
      attacks += 1;
      while (state().attack && !full()) mustAct(chooseAction(state())!);
      return;
    }
  };

  while (!full()) {
    if (++tries > ACTIONS * 10) throw new Error('undo-5000: the session does not progress');
    const pending = pendingActor(state());
    if (pending.kind === 'dealer') {
      if (pending.why === 'ended') throw new Error('undo-5000: the encounter ended');
      mustAct({ type: BEGIN_TURNS.type });
      continue;
    }
    if (pending.kind !== 'character' || pending.why !== 'turn')
      throw new Error(`undo-5000: unexpected pending ${JSON.stringify(pending)}`);
    const who = pending.who;
    turns += 1;
    if (random() < 0.5) tryToggle(who);
    tryMove(state().combatants[who]!);
    tryToggle(who);
    if (full()) break;
    mustAct({ type: END_PHASE.type, who });
    tryAttack(state().combatants[who]!);
    if (full()) break;
    mustAct({ type: END_PHASE.type, who });
    mustAct({ type: DRAW.type, who });
  }
  if (toggles !== TOGGLES || counts.TOGGLE_DOOR !== TOGGLES)
    throw new Error(`undo-5000: ${toggles} door toggles, not ${TOGGLES}`);
  if (!short) throw new Error('undo-5000: no 500-action prefix');
  return { long: session, short, counts, turns };
}

/** How many actions undo replays: from the last checkpoint at or before the last decision. */
function replayedByUndo(session: Session): number {
  const at = session.decisions[session.decisions.length - 1]!;
  const from = session.checkpoints.filter((c) => c.at <= at).pop()?.at ?? 0;
  return at - from;
}

const time = (fn: () => unknown): number => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};

const undo5000: Benchmark = {
  name: 'undo-5000',
  run() {
    const { long, short, counts, turns } = buildUndoSessions();
    const rounds = 3;
    const perRound = 100;
    const replays: number[] = [];
    const cold: number[] = [];
    const longUndo: number[] = [];
    const shortUndo: number[] = [];
    for (let r = 0; r < rounds; r++) {
      replays.push(time(() => replay(long.start, long.log)));
      // The replay's 250 new maps pushed the session's own map indexes out of the cache: the
      // first undo after it rebuilds them (as after loading a save). Reported apart.
      cold.push(time(() => undo(long)));
      undo(short);
      for (let i = 0; i < perRound; i++) {
        longUndo.push(time(() => undo(long)));
        shortUndo.push(time(() => undo(short)));
      }
    }
    const ours = medianMs(longUndo);
    const baseline = medianMs(replays);
    const shortMs = medianMs(shortUndo);
    const ratio = ours / baseline;
    const growth = ours / shortMs;
    return {
      name: 'undo-5000',
      ours_ms: round(ours),
      baseline: `full replay(start, log) of the ${ACTIONS} actions, incl. ${TOGGLES} door toggles: each makes a new map, whose map and movement indexes are derived from the map before (grid/indexEdits.ts)`,
      baseline_ms: round(baseline),
      ratio: round(ratio),
      undo_500_ms: round(shortMs),
      ratio_5000_vs_500: round(growth),
      target: TARGET_RATIO,
      target_kind: 'ratio',
      target_5000_vs_500: TARGET_GROWTH,
      pass: ratio <= TARGET_RATIO && growth <= TARGET_GROWTH,
      pass_ratio: ratio <= TARGET_RATIO,
      pass_5000_vs_500: growth <= TARGET_GROWTH,
      undo_cold_ms: round(medianMs(cold)),
      undo_replays_5000: replayedByUndo(long),
      undo_replays_500: replayedByUndo(short),
      checkpoints: long.checkpoints.length,
      samples: longUndo.length,
      baseline_samples: replays.length,
      actions: counts,
      turns,
      note: 'undo: one undo(session) with the indexes of the session maps cached, median per call; undo_cold_ms: the first undo after a full replay emptied that cache',
    };
  },
};

export const benchmarks: Benchmark[] = [undo5000];
