import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../engine/game/applyAction.ts';
import { attackStepLines } from '../../../../engine/game/attackSteps.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { encounter } from './encounterFixture.ts';
import { play, playAuto } from './drive.ts';
import { AWARD_CHIP } from '../../../../engine/game/records/awardChip.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DECLARE_ATTACK } from '../../../../engine/game/records/declareAttack.ts';
import { DEFEND } from '../../../../engine/game/records/defend.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';

/**
 * A3, A6, H2: the defender plays a Defense card face up and antes Defense chips with it — any
 * number of them, together with the card (issue 10: "not both, and never more than one chip").
 */

/** Tom attacks Kate with his weapon; Kate holds `defense` Defense chips (the Dealer gave her more). */
function tomAttacksKate(defense: number): GameState {
  let s = play(encounter(7, {}, { kate: [5, 4] }));
  const more = defense - s.combatants.kate!.chips.defense;
  if (more > 0)
    s = play(s, { type: AWARD_CHIP.type, combatant: 'kate', chip: 'defense', count: more });
  s = playAuto(
    s,
    { type: BEGIN_TURNS.type },
    { type: END_PHASE.type, who: 'kate' },
    { type: END_PHASE.type, who: 'kate' },
    { type: DRAW.type, who: 'kate' },
    { type: END_PHASE.type, who: 'tom' },
    { type: DECLARE_ATTACK.type, who: 'tom', target: 'kate', weapon: true },
  );
  return s;
}

describe('a Defense card and Defense chips together (A6, H2)', () => {
  it('a card plus two chips: Defense is the card’s Defend + 2, both chips spent, the card played', () => {
    const s = tomAttacksKate(2);
    const kate = s.combatants.kate!;
    const card = [...kate.hand].sort((a, b) => kate.cards[a]!.defend - kate.cards[b]!.defend)[0]!;
    const defend = kate.cards[card]!.defend;
    const result = applyAction(s, { type: DEFEND.type, who: 'kate', card, chips: { defense: 2 } });
    if (!result.ok) throw new Error(result.message);
    const after = result.state;
    expect(after.attack!.resolution!.defense).toBe(
      defend +
        2 +
        after.attack!.resolution!.defenseModifiers.filter((m) => m.source === 'higher ground')
          .length,
    );
    expect(after.combatants.kate!.chips.defense).toBe(0);
    expect(after.combatants.kate!.spent.defense).toBe(2);
    expect(after.combatants.kate!.discard).toContain(card);
    expect(result.events[0]!.text).toBe(
      `Marshal Kate defends with ${kate.cards[card]!.name} (Defend ${defend}) and antes 2 Defense chips (rule H2).`,
    );
    const line = attackStepLines({
      step: 'defenseTotalled',
      resolution: after.attack!.resolution!,
      names: { attacker: 'Tom', defender: 'Marshal Kate' },
    }).at(-1)!.text;
    expect(line).toMatch(new RegExp(`^Defense: card ${defend} \\+ 2 Defense chips`));
  });

  it('legalActions offers each card with each count of chips, up to the count that stops all damage', () => {
    const s = tomAttacksKate(6);
    const defends = legalActions(s, 'kate').actions.filter((a) => a.type === DEFEND.type);
    const kate = s.combatants.kate!;
    for (const card of [undefined, ...kate.hand]) {
      const counts = defends
        .filter((a) => a.type === DEFEND.type && a.card === card)
        .map((a) => (a.type === DEFEND.type ? (a.chips?.defense ?? 0) : -1));
      // 0, 1, 2… with no gap, never past the stack.
      expect(counts).toEqual(counts.map((_, i) => i));
      expect(counts.length).toBeLessThanOrEqual(7);
      const most = counts.at(-1)!;
      const resolve = (n: number) => {
        const r = applyAction(s, {
          type: DEFEND.type,
          who: 'kate',
          ...(card !== undefined ? { card } : {}),
          ...(n > 0 ? { chips: { defense: n } } : {}),
        });
        if (!r.ok) throw new Error(r.message);
        return r.state.attack!.resolution!;
      };
      // The last count offered stops the damage, or is every chip left; one fewer did not.
      if (most < 6) expect(resolve(most).baseDamage).toBe(0);
      if (most > 0) expect(resolve(most - 1).baseDamage).toBeGreaterThan(0);
    }
    // With six chips, some card needs more than one: the list is not capped at one chip.
    expect(
      defends.some(
        (a) => a.type === DEFEND.type && a.card !== undefined && (a.chips?.defense ?? 0) >= 2,
      ),
    ).toBe(true);
  });
});
