import { chooseAction } from '../../engine/ai/simpleAi.ts';
import type { Action } from '../../engine/game/actions.ts';
import { createEncounter, type Participant } from '../../engine/game/createEncounter.ts';
import type { Combatant, GameState } from '../../engine/game/gameState.ts';
import { pendingActor } from '../../engine/game/pendingActor.ts';
import { isDown, movingUnit, othersFor } from '../../engine/game/queries.ts';
import { act, startSession, type Session } from '../../engine/game/session.ts';
import { findPath } from '../../engine/grid/findPath.ts';
import { reachable } from '../../engine/grid/reachable.ts';
import type { Character } from '../../engine/model/character.ts';
import type { Square } from '../../engine/model/geometry.ts';
import { mapSchema, type GameMap } from '../../engine/model/map.ts';
import { npcCardSchema } from '../../engine/model/npcCard.ts';
import dustyCrossing from '../../assets/maps/dusty-crossing.json';
import npcs from '../../assets/npcs/examples.json';
import { benchMap } from './benchMap.ts';
import { BENCH_PCS } from './benchCast.ts';
import { seededRandom } from './harness.ts';
import { BEGIN_TURNS } from '../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../engine/game/records/declareAttack.ts';
import { DRAW } from '../../engine/game/records/draw.ts';
import { END_PHASE } from '../../engine/game/records/endPhase.ts';
import { MOVE } from '../../engine/game/records/move.ts';

/**
 * Where the cast stands: the first open squares near two points, PCs around `pcs` and NPCs around
 * `npcsAt`, a few squares apart, so that they can shoot at each other.
 */
export function seatCast(
  map: GameMap,
  pcsAt: Square,
  npcsAt: Square,
  pcs: readonly Character[] = BENCH_PCS,
): Participant[] {
  const [w, h] = map.size;
  const blocked = new Set<string>();
  for (const c of map.cover) for (const [x, y] of c.squares) blocked.add(`${x},${y}`);
  for (const r of map.ranks) for (const [x, y] of r.squares) blocked.add(`${x},${y}`);
  for (const p of map.passages) for (const [x, y] of p.squares) blocked.add(`${x},${y}`);
  // A square walled on all four sides (the bench map's blocked squares) is no place to stand.
  const walls = new Set(map.walls.map((s) => s.join(',')));
  const boxed = (x: number, y: number) =>
    walls.has(`${x},${y},${x + 1},${y}`) && walls.has(`${x},${y + 1},${x + 1},${y + 1}`);
  const seat = ([tx, ty]: Square): Square => {
    for (let r = 0; r < Math.max(w, h); r++) {
      for (let y = ty - r; y <= ty + r; y++) {
        for (let x = tx - r; x <= tx + r; x++) {
          if (x < 0 || y < 0 || x >= w || y >= h) continue;
          if (blocked.has(`${x},${y}`) || boxed(x, y)) continue;
          blocked.add(`${x},${y}`);
          return [x, y];
        }
      }
    }
    throw new Error(`autosave: no free square near ${tx},${ty}`);
  };
  return [
    ...pcs.map((character, i): Participant => ({
      id: character.id,
      at: seat([pcsAt[0], pcsAt[1] + i * 2]),
      side: 'pc',
      character,
    })),
    ...npcs.map((n, i): Participant => ({
      id: n.id,
      at: seat([npcsAt[0], npcsAt[1] + i * 2]),
      side: 'npc',
      npc: npcCardSchema.parse(n),
    })),
  ];
}

/**
 * `actions` accepted actions through `act`, chosen by a seeded generator: each turn a character
 * moves up to two squares around its home, attacks now and then (the defence and the steps after
 * it from the simple AI), ends its phases and draws; the Dealer begins every round. The same
 * generator plays both maps, so their logs hold the same kinds of actions.
 */
export function playSession(map: GameMap, cast: Participant[], actions: number, seed = 1): Session {
  const homes = new Map(cast.map((p) => [p.id, p.at]));
  const random = seededRandom(seed);
  let session = startSession(createEncounter({ map, participants: cast, seed }));
  let turns = 0;
  let attacks = 0;
  let tries = 0;
  const full = () => session.log.length >= actions;
  const tryAct = (action: Action): boolean => {
    if (full()) return false;
    const result = act(session, action);
    if (!result.ok) return false;
    session = result.session;
    return true;
  };
  const mustAct = (action: Action) => {
    if (!tryAct(action) && !full())
      throw new Error(`autosave: ${action.type} refused at action ${session.log.length + 1}`);
  };
  const state = (): GameState => session.current;
  const tryMove = (me: Combatant) => {
    const s = state();
    const unit = movingUnit(s, me);
    const others = othersFor(s, me);
    const home = homes.get(me.id)!;
    const squares = reachable(s.map, { ...unit, speed: Math.min(unit.speed, 2) }, others, s.options)
      .filter((q) => q.jumpDamage === 0 && (q.at[0] !== me.at[0] || q.at[1] !== me.at[1]))
      .filter((q) => Math.max(Math.abs(q.at[0] - home[0]), Math.abs(q.at[1] - home[1])) <= 2);
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
    const first = Math.floor(random() * Math.max(1, targets.length));
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(first + i) % targets.length]!;
      if (!tryAct({ type: DECLARE_ATTACK.type, who: me.id, target: target.id, weapon: true }))
        continue;
      attacks += 1;
      while (state().attack && !full()) mustAct(chooseAction(state())!);
      return;
    }
  };
  while (!full()) {
    if (++tries > actions * 10) throw new Error('autosave: the session does not progress');
    const pending = pendingActor(state());
    if (pending.kind === 'dealer') {
      if (pending.why === 'ended') throw new Error('autosave: the encounter ended');
      mustAct({ type: BEGIN_TURNS.type });
      continue;
    }
    if (pending.kind !== 'character' || pending.why !== 'turn')
      throw new Error(`autosave: unexpected pending ${JSON.stringify(pending)}`);
    const who = pending.who;
    turns += 1;
    tryMove(state().combatants[who]!);
    if (full()) break;
    mustAct({ type: END_PHASE.type, who });
    tryAttack(state().combatants[who]!);
    if (full()) break;
    mustAct({ type: END_PHASE.type, who });
    mustAct({ type: DRAW.type, who });
  }
  return session;
}

/** The dense 200×200 bench map (benchMap(200, 1), about 22k walls), cast near its middle. */
export function denseSession(actions: number): Session {
  const { map } = benchMap(200, 1);
  return playSession(map, seatCast(map, [96, 94], [104, 92]), actions);
}

/** The sample map the app opens on (assets/maps/dusty-crossing.json), its tokens left out. */
export function sampleSession(actions: number): Session {
  const map = mapSchema.parse({ ...dustyCrossing, tokens: [] });
  return playSession(map, seatCast(map, [0, 2], [15, 1]), actions);
}
