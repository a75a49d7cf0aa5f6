import {
  encounterContext,
  isDown,
  ITEMS,
  pendingActor,
  type GameState,
} from '../../engine/skirmish.ts';
import { listedOfType, type Control, type Offers } from './controls.ts';
import {
  PLAY_CARD,
  PLAY_CHECK_CARD,
  SPEND_SPEED_FOR_INITIATIVE,
  USE_ITEM,
} from '../../engine/skirmish.ts';

/** A check card (S2): the button, and the card's name. */
export interface CheckCardControl extends Control {
  card: string;
}

/** A Speed chip for initiative (T6): the button, and the short name it shows. */
export interface InitiativeControl extends Control {
  name: string;
}

/**
 * The controls of play beside the turn's own (issue 10): items (W2), cards played into play (R2,
 * Steady Aim), the Speed chip for initiative at a round's start (T6), and the card played on a
 * check (S2). Each from what legalActions offers; what is not offered is shown disabled with
 * isLegal's reason. Pure, so it is tested without a page.
 */
export interface PlayControls {
  /** USE_ITEM: each item card carried (ITEMS, W2), on each target the engine lists. */
  items: Control[];
  /** PLAY_CARD: each delayed card in the hand of the character whose turn it is. */
  cards: Control[];
  /** SPEND_SPEED_FOR_INITIATIVE: one per standing character, at a round's start. */
  initiative: InitiativeControl[];
  /** PLAY_CHECK_CARD by the count of Attack chips added (0 first); null with no check waiting. */
  check: Map<number, CheckCardControl[]> | null;
}

export function playControls(state: GameState, offers: Offers): PlayControls {
  const pending = pendingActor(state);
  const controls: PlayControls = { items: [], cards: [], initiative: [], check: null };
  if (pending.kind === 'dealer' && pending.why === 'round') {
    for (const id of encounterContext(state).seating) {
      const c = state.combatants[id]!;
      if (isDown(c)) continue;
      controls.initiative.push({
        ...offers.control(`initiative:${id}`, `${c.name}: a Speed chip to act earlier`, {
          type: SPEND_SPEED_FOR_INITIATIVE.type,
          who: id,
        }),
        name: c.name,
      });
    }
  }
  if (pending.kind !== 'character') return controls;
  const who = pending.who;
  const me = state.combatants[who]!;

  if (pending.why === 'check') {
    controls.check = new Map();
    for (const action of listedOfType(offers, who, PLAY_CHECK_CARD.type)) {
      const chips = action.chips?.attack ?? 0;
      const card = me.cards[action.card]!;
      const control: CheckCardControl = {
        ...offers.control(`check:${action.card}:${chips}`, `Play ${card.name}`, action),
        card: card.name,
      };
      controls.check.set(chips, [...(controls.check.get(chips) ?? []), control]);
    }
    return controls;
  }
  // T2: in the Draw phase the turn's action is over; legalActions offers only the draw then.
  if (pending.why !== 'turn' || state.turn?.flow.value === 'draw') return controls;

  // W2: an item on each target listed; an item with none listed, on oneself, says why not. What
  // is an item is the engine's catalogue: ammunition and gear carried beside items are not.
  const uses = listedOfType(offers, who, USE_ITEM.type);
  for (const item of ITEMS) {
    if (!me.items.includes(item.name)) continue;
    const listed = uses.filter((u) => u.item === item.name);
    const actions = listed.length > 0 ? listed : [{ type: USE_ITEM.type, who, item: item.name }];
    for (const action of actions) {
      const target = action.target ?? who;
      const on = target === who ? 'yourself' : state.combatants[target]!.name;
      controls.items.push(
        offers.control(
          `item:${item.name}:${target}`,
          `${item.name} (${item.effect}) on ${on}`,
          action,
        ),
      );
    }
  }

  // R2: a card whose benefit begins next turn (Steady Aim) is played into play, not shot.
  for (const id of me.hand) {
    const card = me.cards[id]!;
    if (!card.delayed) continue;
    controls.cards.push(
      offers.control(`play:${id}`, `Play ${card.name}`, { type: PLAY_CARD.type, who, card: id }),
    );
  }
  return controls;
}
