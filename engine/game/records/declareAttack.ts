import type { ActionOf, ActionRecord } from '../actionRecord.ts';
import { prepareAttack } from '../attackDeclaration.ts';
import type { Combatant, GameState } from '../gameState.ts';
import { declareAttack } from '../handlers/attackActions.ts';
import { revealed } from '../handlers/hiding.ts';
import type { ActionResult } from '../outcome.ts';
import { isDown, isRejection, turnContext } from '../queries.ts';

type Declare = ActionOf<'DECLARE_ATTACK'>;

/** A1, A2, H2: the character attacks with a card from hand or its equipped weapon, anteing chips. */
export const DECLARE_ATTACK: ActionRecord<'DECLARE_ATTACK'> = {
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
function declareRevealing(state: GameState, action: Declare): ActionResult {
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
): Declare[] {
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
  const actions: Declare[] = [];
  for (const target of Object.values(state.combatants)) {
    if (target.id === me.id || isDown(target)) continue;
    for (const choice of withWhat) {
      for (const ammoId of ammo) {
        for (let range = 0; range <= me.chips.range; range++) {
          const base: Declare = {
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
