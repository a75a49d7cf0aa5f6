import { describe, expect, it } from 'vitest';
import { hardLevel } from '../../../../engine/ai/hardLevel.ts';
import { playOut, type Level } from '../../../../engine/ai/playOut.ts';
import { sideView } from '../../../../engine/ai/sideView.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { isLegal } from '../../../../engine/game/legalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { npcCardSchema } from '../../../../engine/model/npcCard.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { withHiddenCardsDealtAgain } from './hiddenCards.ts';

function apply(state: GameState, action: Parameters<typeof applyAction>[1]): GameState {
  const r = applyAction(state, action);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

/** Kate in her Action phase, four squares from the last outlaw standing, who has 1 HP left. */
function oneShotFromTheEnd(): GameState {
  const map = mapSchema.parse({ name: 'Street', size: [12, 5] });
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
        at: [6, 2],
        side: 'npc',
        npc: outlaw,
        tracks: { hp: 1, hpMax: 6, gear: 0, gearMax: 0 },
      },
    ],
    seed: 8,
  });
  while (pendingActor(state).kind === 'dealer') state = apply(state, { type: 'BEGIN_TURNS' });
  const pending = pendingActor(state);
  if (pending.kind !== 'character') throw new Error('no one is to act');
  if (pending.who !== 'kate') {
    // The outlaw acts first: it stays put and passes, so Kate's turn comes.
    for (const type of ['END_PHASE', 'END_PHASE', 'DRAW'] as const)
      state = apply(state, { type, who: 'outlaw' });
    while (pendingActor(state).kind !== 'character') state = apply(state, { type: 'CONTINUE' });
  }
  return apply(state, { type: 'END_PHASE', who: 'kate' });
}

describe('the hard level (issue 14)', () => {
  it('takes a one-move win', () => {
    const state = oneShotFromTheEnd();
    expect(state.turn).toMatchObject({ who: 'kate' });
    const action = hardLevel(sideView(state, 'pc'), 1);
    expect(action).toMatchObject({ type: 'DECLARE_ATTACK', who: 'kate', target: 'outlaw' });
  });

  it('offers only legal actions over a round of a seeded encounter', () => {
    const checked: Level = (view, s, b) => {
      const action = hardLevel(view, s, b);
      if (action) expect(isLegal(view.state, action)).toEqual({ ok: true });
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
          pending.kind === 'table' ? { type: 'CONTINUE' } : { type: 'BEGIN_TURNS' },
        );
    }
    expect(asked).toBe(6);
  });
});
