import { describe, expect, it } from 'vitest';
import { easyLevel } from '../../../../engine/ai/easyLevel.ts';
import { normalDecision, normalLevel } from '../../../../engine/ai/normalLevel.ts';
import { playOut, type Level } from '../../../../engine/ai/playOut.ts';
import { sideView, unseenCards, type SideView } from '../../../../engine/ai/sideView.ts';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { defendedAttack } from '../../../../engine/game/attackDeclaration.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import type { Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { expectFromLegalActions } from './fromLegalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { isDown } from '../../../../engine/game/queries.ts';
import { coverBetween } from '../../../../engine/grid/coverBetween.ts';
import { characterSchema } from '../../../../engine/model/character.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { npcCardSchema } from '../../../../engine/model/npcCard.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import { startEncounter } from '../../../bench/benchEncounter.ts';
import { withHiddenCardsDealtAgain } from './hiddenCards.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { CONTINUE } from '../../../../engine/game/records/continueAttack.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { MOVE, type MoveAction } from '../../../../engine/game/records/move.ts';

function begin(state: GameState): GameState {
  let s = state;
  while (pendingActor(s).kind === 'dealer') {
    const r = applyAction(s, { type: BEGIN_TURNS.type });
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

/**
 * Open ground with one trough, against the west edge: Kate (a Derringer, far short of range, and
 * her weakest Defend cards in hand) on the edge, where no retreat takes her out of range, and a
 * rifleman on the east with an Elephant Rifle, who can hit her anywhere. Only cover changes
 * what she takes.
 */
function troughYard(): GameState {
  const map = mapSchema.parse({
    name: 'Trough yard',
    size: [21, 5],
    cover: [{ kind: 'trough', squares: [[3, 2]] }],
  });
  const character = characterSchema.parse({ ...kate, weapon: 'Derringer', chips: {} });
  const rifleman = npcCardSchema.parse({
    id: 'rifleman',
    name: 'Rifleman',
    tier: { color: 'blue', level: 2 },
    stats: { sharp: 3 },
    hp: 8,
    speed: 0,
    weapon: 'Elephant Rifle',
  });
  const state = begin(
    createEncounter({
      map,
      participants: [
        { id: 'kate', at: [1, 1], side: 'pc', character },
        { id: 'rifleman', at: [20, 2], side: 'npc', npc: rifleman },
      ],
      seed: 3,
    }),
  );
  const k = state.combatants.kate!;
  const weakest = [...k.hand, ...k.deck].sort((a, b) => k.cards[a]!.defend - k.cards[b]!.defend);
  const hand = weakest.slice(0, k.hand.length);
  const deck = weakest.slice(k.hand.length);
  return { ...state, combatants: { ...state.combatants, kate: { ...k, hand, deck } } };
}

describe('the normal level (issue 14)', () => {
  it('offers only legal actions, and beats the easy level, over seeded encounters', () => {
    let wins = 0;
    const seeds = [21, 22];
    for (const seed of seeds) {
      const checked =
        (level: Level): Level =>
        (view, s, b) => {
          const action = level(view, s, b);
          if (action) expectFromLegalActions(view.state, action);
          return action;
        };
      const normalSide = seed % 2 ? 'pc' : 'npc';
      const players =
        normalSide === 'pc'
          ? { pc: checked(normalLevel), npc: easyLevel }
          : { pc: easyLevel, npc: checked(normalLevel) };
      const result = playOut(startEncounter(seed), players, seed, 0);
      expect(result.end).toBe('ended');
      const standing = (side: string) =>
        Object.values(result.state.combatants).some((c) => c.side === side && !isDown(c));
      if (standing(normalSide)) wins += 1;
    }
    expect(wins).toBe(seeds.length);
  });

  it('takes the cover within reach when shot at from open ground (G4–G7, A5)', () => {
    const state = troughYard();
    const pending = pendingActor(state);
    expect(pending).toMatchObject({ kind: 'character', who: 'kate' });
    const decision = normalDecision(sideView(state, 'pc'))!;
    expect(decision.action.type).toBe(MOVE.type);
    const path = (decision.action as MoveAction).path;
    const to = path[path.length - 1]!;
    const rifleman = state.combatants.rifleman!;
    expect(coverBetween(state.map, state.combatants.kate!.at, rifleman.at).cover).toBe(false);
    expect(coverBetween(state.map, rifleman.at, to).cover).toBe(true);
    // The why names the cover and the enemy it hides from, as the table reads it.
    expect(decision.why).toMatch(
      /^takes cover behind the trough at D3 from Rifleman, at [A-Z]\d+: /,
    );
  });

  it('never spends a chip that cannot change the result (H1, H2)', () => {
    // Every chip it antes, in attack or defence, must change the damage for some Defend card
    // the target could hold (attack) or for the attack it faces (defence), by the engine's figures.
    let spent = 0;
    const judged: Level = (view: SideView, s, b) => {
      const action = normalLevel(view, s, b);
      if (action?.type === DEFEND.type && action.chips?.defense) {
        spent += 1;
        const card =
          action.card !== undefined
            ? view.state.combatants[action.who]!.cards[action.card]!.defend
            : 0;
        const withChips = defendedAttack(view.state, card, action.chips.defense);
        const fewer = defendedAttack(view.state, card, action.chips.defense - 1);
        expect(fewer.damage).toBeGreaterThan(withChips.damage);
      }
      if (action?.type === DECLARE_ATTACK.type && (action.chips?.attack || action.chips?.range)) {
        spent += 1;
        // The Defend values the target may play: any card it could hold, or none.
        const target = view.state.combatants[action.target]!;
        const values = [0, ...unseenCards(view, target.id).map((id) => target.cards[id]!.defend)];
        const damage = (declared: Action, defend: number) => {
          const r = applyAction(view.state, declared);
          return r.ok ? defendedAttack(r.state, defend, 0).damage : -1;
        };
        const chips = action.chips;
        const oneFewer: Action[] = [];
        if (chips.attack)
          oneFewer.push({ ...action, chips: { ...chips, attack: chips.attack - 1 } });
        if (chips.range) oneFewer.push({ ...action, chips: { ...chips, range: chips.range - 1 } });
        for (const fewer of oneFewer)
          expect(values.some((v) => damage(fewer, v) !== damage(action, v))).toBe(true);
      }
      return action;
    };
    playOut(startEncounter(31), { pc: judged, npc: judged }, 31, 0, 6);
    expect(spent).toBeGreaterThan(0);
  });

  it('is the same decision whatever the other side holds', () => {
    let state = begin(startEncounter(41));
    for (let i = 0; i < 60; i++) {
      const pending = pendingActor(state);
      if (pending.kind === 'character') {
        const side = state.combatants[pending.who]!.side;
        const other = withHiddenCardsDealtAgain(state, side, i);
        expect(normalLevel(sideView(other, side))).toEqual(normalLevel(sideView(state, side)));
      }
      const action =
        pending.kind === 'table'
          ? ({ type: CONTINUE.type } as const)
          : pending.kind === 'dealer'
            ? ({ type: BEGIN_TURNS.type } as const)
            : normalLevel(sideView(state, state.combatants[pending.who]!.side))!;
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
  });

  it('returns null, not a throw, when the game waits on no one of its side', () => {
    const state = troughYard();
    expect(normalLevel(sideView(state, 'npc'))).toBeNull();
    expect(normalLevel(sideView(startEncounter(5), 'pc'))).toBeNull();
  });
});
