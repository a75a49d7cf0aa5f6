import { checkMachine } from '../../machines/checkMachine.ts';
import { dayMachine } from '../../machines/dayMachine.ts';
import { encounterMachine } from '../../machines/encounterMachine.ts';
import { startFlow, stepFlow } from '../../machines/flow.ts';
import { resolveCheck } from '../../resolve/resolveCheck.ts';
import { parseCheckName } from '../../rules/checks.ts';
import { ITEMS } from '../../rules/items.ts';
import type { Action } from '../actions.ts';
import { hasChips, spendChips } from '../chipStack.ts';
import { combatantMorning, eventfulMorning } from '../../campaign/combatantMorning.ts';
import { morningWords } from '../../campaign/morning.ts';
import { withCombatant } from '../combatantShape.ts';
import { withState } from '../stateShape.ts';
import { discardFromHand, putInPlay, updateCombatant } from '../deck.ts';
import type { GameState } from '../gameState.ts';
import { accepted, type ActionResult, type GameEvent } from '../outcome.ts';
import { activeCharacter, isDown, isRejection } from '../queries.ts';
import { reject } from '../rejection.ts';
import { boostsFor, minorEffect } from '../minorGoods.ts';
import { settleFit } from './equipActions.ts';
import { stepTurn } from './stepTurn.ts';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * S3–S5: the Dealer calls for a check, with a TN (or the table's). Untrained 1-pt checks are
 * refused at once (S4). On the character's own turn, in the Action phase, a check is its action
 * (T4); a check the Dealer calls at any other moment costs none.
 */
export function callCheck(state: GameState, action: Of<'CALL_CHECK'>): ActionResult {
  const who = state.combatants[action.who]!;
  // S2: a check is made by playing a card; with none in hand it could never resolve.
  if (who.hand.length === 0)
    return reject(
      'card_not_in_hand',
      `${who.name} has no card in hand to play on a check (rule S2).`,
    );
  const check = parseCheckName(action.check);
  if ('error' in check) return reject('unknown_check', check.error);
  if (check.definition.training === 'onePoint' && !state.options.untrainedOnePointChecksAllowed) {
    const trained = who.trained.some((t) => t.toLowerCase() === check.label.toLowerCase());
    if (!trained)
      return reject(
        'untrained',
        `${check.label} is a 1-pt check and ${who.name} is not trained in it (rule S4).`,
      );
  }
  let next = state;
  if (activeCharacter(state) === who.id && state.turn?.flow.value === 'action') {
    const spent = stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
      'no_action_left',
      `${who.name} has used this turn's action; an Action chip buys another (rule T4).`,
    ]);
    if (isRejection(spent)) return spent;
    next = spent;
  }
  const tn = action.tn ?? check.definition.tn;
  return accepted(
    withState(next, {
      check: { flow: startFlow(checkMachine), who: who.id, check: check.label, tn },
    }),
    [{ who: who.id, text: `The Dealer calls for ${check.label} from ${who.name}, TN ${tn}.` }],
  );
}

/** S2: the card (and any Attack chips, H1) played on the check; resolveCheck decides it. */
export function playCheckCard(state: GameState, action: Of<'PLAY_CHECK_CARD'>): ActionResult {
  const check = state.check!;
  const who = state.combatants[action.who]!;
  if (!who.hand.includes(action.card))
    return reject('card_not_in_hand', `That card is not in ${who.name}'s hand.`);
  const chips = action.chips?.attack ?? 0;
  if (!hasChips(who, 'attack', chips))
    return reject(
      'chip_spent',
      `${who.name} does not have ${chips} Attack chip(s) left today (rule H3).`,
    );
  const card = who.cards[action.card]!;
  // W5: minor goods taken earlier this day add to this check, and are used up by it.
  const boosts = boostsFor(who, check.check);
  const result = resolveCheck(
    {
      check: check.check,
      stats: who.stats,
      trained: who.trained,
      card: { attack: card.attack, defend: card.defend },
      chips: { attack: chips },
      ...(boosts.bonus > 0 ? { gear: boosts.bonus } : {}),
      tn: check.tn,
    },
    state.options,
  );
  const flow = stepFlow(checkMachine, check.flow, { type: 'PLAY_CARD' })!;
  let paid = discardFromHand(spendChips(who, 'attack', chips), action.card);
  if (boosts.used.length > 0 && result.legal) paid = withCombatant(paid, { boosts: boosts.left });
  const from = boosts.used.map((b) => b.item).join(' and ');
  const text = result.legal
    ? `${who.name}'s ${check.check}: ${result.total} against TN ${result.tn}${from ? ` (with ${from}, rule W5)` : ''} — ${result.success ? 'success' : 'failure'}.`
    : result.message;
  const events: GameEvent[] = [{ who: who.id, text }];
  const next = updateCombatant(withState(state, { check: { ...check, flow, result } }), paid);
  return accepted(settleFit(next, result, events), events);
}

export function cancelCheck(state: GameState): ActionResult {
  return accepted(
    withState(state, {
      check: {
        ...state.check!,
        flow: stepFlow(checkMachine, state.check!.flow, { type: 'CANCEL' })!,
      },
    }),
  );
}

/** R2: a card whose benefits begin next turn goes into play as the turn's action. */
export function playCard(state: GameState, action: Of<'PLAY_CARD'>): ActionResult {
  const who = state.combatants[action.who]!;
  if (!who.hand.includes(action.card))
    return reject('card_not_in_hand', `That card is not in ${who.name}'s hand.`);
  const card = who.cards[action.card]!;
  if (!card.delayed)
    return reject('invalid_action', `${card.name} is played in an attack, a defence or a check.`);
  const spent = stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
    'no_action_left',
    `${who.name} has used this turn's action (rule T4).`,
  ]);
  if (isRejection(spent)) return spent;
  return accepted(updateCombatant(spent, putInPlay(who, action.card, card.delayed.turns)), [
    {
      who: who.id,
      text: `${who.name} plays ${card.name}: it takes effect next turn, for ${card.delayed.turns} turns (rule R2).`,
    },
  ]);
}

/** W2, W5, A8: an item used on oneself or an adjacent character: healing, revival, a minor good. */
export function useItem(state: GameState, action: Of<'USE_ITEM'>): ActionResult {
  const who = state.combatants[action.who]!;
  const item = ITEMS.find((i) => i.name === action.item);
  if (!item || !who.items.includes(item.name))
    return reject('unknown_item', `${who.name} carries no ${action.item}.`);
  const minor = minorEffect(item.name, state.options);
  if (minor?.kind === 'sustenance')
    return reject(
      'invalid_action',
      `${item.name} is sustenance: it is eaten when a new day begins (rules W5, Y2), not in play.`,
    );
  const heal = item.heal ?? (minor?.kind === 'heal' ? minor.hp : undefined);
  if (!heal && !item.revive && minor?.kind !== 'boost')
    return reject('invalid_action', `${item.name} has no effect in an encounter.`);
  const target = state.combatants[action.target ?? who.id]!;
  if (minor?.kind === 'boost' && target.id !== who.id)
    return reject('invalid_target', `${item.name} is taken by the one who carries it (rule W5).`);
  if (Math.max(Math.abs(target.at[0] - who.at[0]), Math.abs(target.at[1] - who.at[1])) > 1) {
    return reject('invalid_target', `${target.name} is not next to ${who.name}.`);
  }
  const down = isDown(target);
  if (down && !item.revive)
    return reject(
      'invalid_target',
      `${target.name} is down; only a Revival Tonic helps (rule A8).`,
    );
  if (!down && !heal && minor?.kind !== 'boost')
    return reject(
      'invalid_target',
      `${target.name} is standing; a Revival Tonic is for the fallen.`,
    );
  let next = state;
  if (state.options.itemUseIsAction) {
    const spent = stepTurn(state, { type: 'TAKE_ACTION', attack: false, freeShots: 0 }, [
      'no_action_left',
      `${who.name} has used this turn's action (rule T4).`,
    ]);
    if (isRejection(spent)) return spent;
    next = spent;
  }
  const items = [...who.items];
  items.splice(items.indexOf(item.name), 1);
  if (minor?.kind === 'boost') {
    const boosts = [...(who.boosts ?? []), minor.boost];
    next = updateCombatant(next, withCombatant(next.combatants[who.id]!, { items, boosts }));
    const which = minor.boost.stat ? 'next Charming check' : 'next check';
    return accepted(next, [
      {
        who: who.id,
        text: `${who.name} takes the ${item.name}: +${minor.boost.bonus} to the ${which} this day (rule W5).`,
      },
    ]);
  }
  const gain = down ? item.revive! : heal!;
  const hp = state.options.healingCappedAtMax
    ? Math.min(target.hp.max, target.hp.hpLeft + gain)
    : target.hp.hpLeft + gain;
  next = updateCombatant(next, withCombatant(next.combatants[who.id]!, { items }));
  next = updateCombatant(
    next,
    withCombatant(next.combatants[target.id]!, {
      hp: { ...target.hp, hpLeft: hp, max: Math.max(target.hp.max, hp) },
    }),
  );
  return accepted(next, [
    {
      who: who.id,
      text: `${who.name} uses ${item.name} on ${target.name}: HP ${hp}/${target.hp.max}.`,
    },
  ]);
}

/**
 * Y1, H3: a new day at the table, by the campaign's own rule (combatantMorning): every spent chip
 * comes back, the minor goods' boosts end (W5), gear tracks are mended (Y3) and the posse eats or
 * goes hungry (Y2). Each character of the posse the day changed gets a line; NPCs do not, so a
 * hidden one is never spoken of.
 */
export function advanceDay(state: GameState): ActionResult {
  const day = stepFlow(dayMachine, state.day, { type: 'ADVANCE_DAY' })!;
  const lines: GameEvent[] = [];
  const combatants = Object.fromEntries(
    Object.entries(state.combatants).map(([id, c]) => {
      const { combatant, morning } = combatantMorning(c, state.options);
      if (state.options.fullDayAtTable && c.side === 'pc' && eventfulMorning(morning))
        lines.push({ who: id, text: morningWords(morning) });
      return [id, combatant];
    }),
  );
  const dawn = `Day ${day.context.day} dawns: spent chips return (rule Y1).`;
  const events: GameEvent[] = [
    {
      text: state.options.fullDayAtTable
        ? `${dawn} Gear tracks are mended overnight; ammunition is not (rule Y3).`
        : dawn,
    },
    ...lines,
  ];
  return accepted(withState(state, { day, combatants }), events);
}

/** T7: the Dealer ends the encounter. */
export function endEncounter(state: GameState): ActionResult {
  const encounter = stepFlow(encounterMachine, state.encounter, { type: 'END_ENCOUNTER' });
  if (!encounter) return reject('encounter_over', 'The encounter is already over.');
  return accepted(withState(state, { encounter }), [
    { text: 'The Dealer ends the encounter (rule T7).' },
  ]);
}
