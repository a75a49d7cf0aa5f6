import { z } from 'zod';
import { attackMachine } from '../../machines/attackMachine.ts';
import { startFlow, stepFlow } from '../../machines/flow.ts';
import type { ActionRecord } from '../actionRecord.ts';
import { attackChoiceShape, prepareAttack } from '../attackDeclaration.ts';
import { spendChips } from '../chipStack.ts';
import { withCombatant } from '../combatantShape.ts';
import { discardFromHand, updateCombatant } from '../deck.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { revealed } from '../handlers/hiding.ts';
import { stepTurn } from '../handlers/stepTurn.ts';
import { type ActionResult, accepted } from '../outcome.ts';
import { isDown, isRejection, turnContext } from '../queries.ts';
import { withState } from '../stateShape.ts';

/** A1, A2, H2: attack with a card from hand or the equipped weapon, anteing chips. */
const schema = z.object({ type: z.literal('DECLARE_ATTACK'), ...attackChoiceShape });

export type DeclareAttackAction = z.output<typeof schema>;

/** A1, A2, H2: the character attacks with a card from hand or its equipped weapon, anteing chips. */
export const DECLARE_ATTACK: ActionRecord<typeof schema> = {
  schema,
  type: 'DECLARE_ATTACK',
  allowedIn: ['turn.action'],
  sender: 'turn',
  refusals: { phase: { phase: 'Action', what: 'Attacks happen', rule: 'T4' } },
  offer: ({ state, me }) => {
    const turn = turnContext(state)!;
    const freeShotCard = turn.freeShots > 0 ? state.turn!.freeShotCard : undefined;
    if (turn.actionsLeft <= 0 && !freeShotCard) return { actions: [] };
    return { actions: attacks(state, me!, turn.actionsLeft > 0, freeShotCard) };
  },
  apply: declareRevealing,
  words: (state, action) => {
    const me = state.combatants[action.who];
    const means =
      action.card !== undefined
        ? (me?.cards[action.card]?.name ?? 'a card')
        : (me?.weapon ?? 'its weapon');
    return `shooting ${state.combatants[action.target]?.name ?? action.target} with ${means}`;
  },
};

/**
 * An attack is judged as the table stands, hidden NPCs included (their rules do not pause); once
 * it is declared, a hidden attacker or target is revealed before any step is shown, and the log
 * says so first, so the players' view never shows an attack from or at no one.
 */
function declareRevealing(state: GameState, action: DeclareAttackAction): ActionResult {
  const result = declareAttack(state, action);
  const attacker = state.combatants[action.who]!;
  const target = state.combatants[action.target]!;
  if (!result.ok || (!attacker.hidden && !target.hidden)) return result;
  const shown = revealed(
    result.state,
    [attacker.id, target.id],
    attacker.hidden
      ? 'they open fire, and are revealed'
      : 'the attack finds them, and they are revealed',
  );
  return { ok: true, state: shown.state, events: [...shown.events, ...result.events] };
}

/**
 * Every attack: each standing target × the weapon or each card × no ammunition or each usable
 * one × each count of Range chips, judged once by prepareAttack; then each count of Attack chips,
 * for Attack or for damage, which changes no legality (H1).
 */
function attacks(
  state: GameState,
  me: Combatant,
  actionLeft: boolean,
  freeShotCard: string | undefined,
): DeclareAttackAction[] {
  const withWhat: ({ weapon: true } | { card: string })[] = [];
  if (actionLeft) {
    if (me.weapon) withWhat.push({ weapon: true });
    for (const id of me.hand) if (!me.cards[id]!.delayed) withWhat.push({ card: id });
  }
  if (freeShotCard) withWhat.push({ card: freeShotCard });
  const ammo: (string | undefined)[] = [
    undefined,
    ...me.ammo.filter((a) => a.track.ammoUsed < a.track.max).map((a) => a.id),
  ];
  const attackChips: ({ attack: number; attackMode: 'attack' | 'damage' } | null)[] = [null];
  for (let n = 1; n <= me.chips.attack; n++)
    attackChips.push({ attack: n, attackMode: 'attack' }, { attack: n, attackMode: 'damage' });
  const actions: DeclareAttackAction[] = [];
  for (const target of Object.values(state.combatants)) {
    if (target.id === me.id || isDown(target)) continue;
    for (const choice of withWhat) {
      for (const ammoId of ammo) {
        for (let range = 0; range <= me.chips.range; range++) {
          const base: DeclareAttackAction = {
            type: 'DECLARE_ATTACK',
            who: me.id,
            target: target.id,
            ...choice,
            ...(ammoId !== undefined ? { ammo: ammoId } : {}),
            ...(range > 0 ? { chips: { range } } : {}),
          };
          if (isRejection(prepareAttack(state, base))) continue;
          for (const chips of attackChips) {
            actions.push(
              chips ? { ...base, chips: { ...(range > 0 ? { range } : {}), ...chips } } : base,
            );
          }
        }
      }
    }
  }
  return actions;
}

/**
 * A1, A2, H2, R2, R3: declares an attack. It must be legal (range, then line of sight); it takes
 * the turn's action (or a multi-shot card's free shot); the card is played (a weapon card stays,
 * A2); Attack and Range chips are anted now (H2); ammunition advances its blue chip (A2).
 */
export function declareAttack(state: GameState, action: DeclareAttackAction): ActionResult {
  const prepared = prepareAttack(state, action);
  if (isRejection(prepared)) return prepared;
  const { attacker, target, declaration, ammo, shots, freeShot } = prepared;
  const chips = declaration.chips;

  const spend = freeShot
    ? stepTurn(state, { type: 'FREE_SHOT' }, ['no_action_left', 'No free shots are left.'])
    : stepTurn(state, { type: 'TAKE_ACTION', attack: true, freeShots: shots - 1 }, [
        'no_action_left',
        `${attacker.name} has used this turn's action; an Action chip buys another (rule T4).`,
      ]);
  if (isRejection(spend)) return spend;
  let paid = attacker;
  if (action.card !== undefined && !freeShot) paid = discardFromHand(paid, action.card);
  paid = spendChips(spendChips(paid, 'attack', chips.attack), 'range', chips.range);
  // A2 (house): a weapon card stays equipped after it attacks unless the Dealer says otherwise.
  const weaponDiscarded = declaration.weapon !== undefined && !state.options.weaponCardsStayInPlay;
  if (weaponDiscarded) paid = withCombatant(paid, { weapon: undefined });
  if (ammo)
    paid = withCombatant(paid, {
      ammo: paid.ammo.map((a) =>
        a.id === ammo.id ? { ...a, track: { ...a.track, ammoUsed: a.track.ammoUsed + 1 } } : a,
      ),
    });
  const flow = stepFlow(attackMachine, startFlow(attackMachine), { type: 'DECLARE', legal: true })!;
  const next = withState(updateCombatant(spend, paid), {
    turn: { ...spend.turn!, ...(shots > 1 ? { freeShotCard: action.card } : {}) },
    attack: { flow, attacker: attacker.id, target: target.id, declaration, applied: false },
  });
  return accepted(next, [
    { who: attacker.id, text: `${attacker.name} attacks ${target.name}.` },
    ...(weaponDiscarded
      ? [
          {
            who: attacker.id,
            text: `The ${declaration.weapon} is discarded after the attack (rule A2).`,
          },
        ]
      : []),
  ]);
}
