import { pathsInReach, type PathInReach } from '../grid/pathsInReach.ts';
import { squareName } from '../grid/squareName.ts';
import type { OtherUnit } from '../grid/stepRules.ts';
import type { Square } from '../model/geometry.ts';
import type { Action } from './actions.ts';
import { gate } from './actionGate.ts';
import { recordOf } from './actionRegistry.ts';
import { hasCell } from './fogCells.ts';
import { exploredWith } from './fogSettle.ts';
import { posseSightOf } from './fogSight.ts';
import type { Combatant, GameState } from './gameState.ts';
import { attackOptions, type AttackOptions } from './intents/attackOptions.ts';
import { legalActions } from './legalActions.ts';
import { CHIP_LABELS } from '../rules/chips.ts';
import type { PublicView } from './publicView.ts';
import { isDown, movingUnit } from './queries.ts';
import { DECLARE_ATTACK } from './records/declareAttack.ts';
import { MOVE } from './records/move.ts';
import { DEFEND } from './records/defend.ts';
import { PLAY_CHECK_CARD } from './records/playCheckCard.ts';
import { PLAY_CARD } from './records/playCard.ts';
import { SPEND_CHIP } from './records/spendChip.ts';
import { BUY } from './records/buy.ts';
import { EQUIP } from './records/equip.ts';
import { UNEQUIP } from './records/unequip.ts';
import { TOGGLE_DOOR } from './records/toggleDoor.ts';
import { USE_ITEM } from './records/useItem.ts';
import { DRAW } from './records/draw.ts';
import { END_PHASE } from './records/endPhase.ts';

/** One action the engine offers a seat now, with its words for the button. */
export interface OfferedAction {
  label: string;
  action: Action;
}

/** M1–M3: one square a seat's character may move to, along the way the engine would take. */
export type OfferedMove = PathInReach;

/**
 * What the engine offers a seat's character now (issue 39, item 2: "every choice is the
 * engine's"): the phone lays these out and decides nothing. Everything names only what the seat
 * may see: moves are found on the ground the players know, so the fog shows no unseen wall by a
 * square missing from reach, and hidden NPCs stand in nobody's way (the gate judges the move on
 * the real ground, and walking into a hidden NPC reveals it, as at the Dealer's table).
 */
export interface SeatOffers {
  who: string;
  /** Every listed action but moves and attacks, which come in parts below. */
  actions: OfferedAction[];
  moves: OfferedMove[];
  /**
   * A1, A2, H1, H2: the attack's parts (what with, ammunition, chips) with the engine's reasons,
   * and the standing characters the seat sees, to aim at. Null when no attack is offered now.
   */
  attack: { options: AttackOptions; targets: { id: string; name: string }[] } | null;
}

/** What the engine offers `who`, a character the seat holds whose prompt it is; null: nothing. */
export function seatOffers(state: GameState, who: string, seen: PublicView): SeatOffers | null {
  const me = Object.hasOwn(state.combatants, who) ? state.combatants[who]! : null;
  if (!me || isDown(me)) return null;
  const seenIds = new Set(seen.combatants.map((c) => c.id));
  // Moves and attacks are listed in parts below, not square by square on the real ground nor
  // combination by combination (thousands, for a hand of cards and a few chips).
  const inParts = (type: Action['type']) => type === MOVE.type || type === DECLARE_ATTACK.type;
  const actions = legalActions(state, who, (type) => !inParts(type))
    .actions.filter((a) => namesOnlySeen(a, seenIds, who))
    .map((action) => ({ label: labelOf(state, me, action), action }));
  const moves =
    gate(state, { type: MOVE.type, who, path: [] }) === null ? knownMoves(state, me, seen) : [];
  const options = attackOptions(state, who);
  const targets = seen.combatants
    .filter((c) => c.id !== who && !c.down)
    .map((c) => ({ id: c.id, name: c.name }));
  const canAttack = !options.disabled && options.with.some((w) => !w.disabled);
  return {
    who,
    actions,
    moves,
    attack: canAttack && targets.length > 0 ? { options, targets } : null,
  };
}

/** Whether every character an action names is the seat's own or one it sees. */
function namesOnlySeen(action: Action, seen: ReadonlySet<string>, who: string): boolean {
  const named = action as { target?: unknown; combatant?: unknown };
  return [named.target, named.combatant].every(
    (id) => typeof id !== 'string' || id === who || seen.has(id),
  );
}

/**
 * M1–M3 on the ground the players know (issue 11's known squares: lit now or seen before): the
 * map the public view holds, every unknown square within reach blocked, and only the characters
 * the seat sees in the way. So a move offered never goes through the fog, and the list's shape
 * says nothing of what lies there.
 */
function knownMoves(state: GameState, me: Combatant, seen: PublicView): OfferedMove[] {
  const unit = movingUnit(state, me);
  const others: OtherUnit[] = seen.combatants
    .filter((c) => c.id !== me.id && !c.down)
    .map((c) => ({ at: c.at, side: c.side === me.side ? 'ally' : 'enemy' }));
  if (state.fog.mode !== 'off') others.push(...unknownAround(state, me.at, unit.speed));
  return pathsInReach(seen.map, unit, others, state.options);
}

/** Every square the players do not know within `reach` of `at`, as a blocker nobody may pass. */
function unknownAround(state: GameState, at: Square, reach: number): OtherUnit[] {
  const known = exploredWith(state.fog.explored, posseSightOf(state));
  const [w, h] = state.map.size;
  const blocked: OtherUnit[] = [];
  for (let y = Math.max(0, at[1] - reach); y <= Math.min(h - 1, at[1] + reach); y++)
    for (let x = Math.max(0, at[0] - reach); x <= Math.min(w - 1, at[0] + reach); x++)
      if (!hasCell(known, y * w + x)) blocked.push({ at: [x, y], side: 'enemy' });
  return blocked;
}

/** The button's words: the record's own where it has them, else the card, chip or item named. */
function labelOf(state: GameState, me: Combatant, action: Action): string {
  const card = (id: string | undefined) => (id ? me.cards[id] : undefined);
  switch (action.type) {
    case DEFEND.type: {
      const played = card(action.card);
      const chips = action.chips?.defense ?? 0;
      const withChips = chips > 0 ? ` and ${chips} Defense chip${chips > 1 ? 's' : ''}` : '';
      return played
        ? `Defend with ${played.name} (D${played.defend})${withChips}`
        : `No defence card${withChips}`;
    }
    case PLAY_CHECK_CARD.type: {
      const played = card(action.card);
      return played ? `Play ${played.name} for the check` : 'Play no card for the check';
    }
    case PLAY_CARD.type:
      return `Play ${card(action.card)?.name ?? 'a card'} into play`;
    case SPEND_CHIP.type:
      return `Spend ${/^[AEIOU]/.test(CHIP_LABELS[action.chip]) ? 'an' : 'a'} ${CHIP_LABELS[action.chip]} chip`;
    case BUY.type:
      return `Buy ${action.item} at ${action.store}`;
    case EQUIP.type:
      return `Equip ${action.item}`;
    case UNEQUIP.type:
      return `Unequip ${action.item}`;
    case TOGGLE_DOOR.type: {
      const door = state.map.doors[action.door];
      if (!door) return 'Open or close the door';
      const [x1, y1, x2, y2] = door.at;
      const corner: Square = [Math.floor(Math.min(x1, x2)), Math.floor(Math.min(y1, y2))];
      return `${door.open ? 'Close' : 'Open'} the door at ${squareName(corner)}`;
    }
    case USE_ITEM.type: {
      const on = action.target && action.target !== me.id ? state.combatants[action.target] : null;
      return `Use ${action.item}${on ? ` on ${on.name}` : ''}`;
    }
    case DRAW.type:
      return 'Draw and end the turn';
    case END_PHASE.type:
      return state.turn?.flow.value === 'movement'
        ? 'End the Movement phase'
        : 'End the Action phase';
    default: {
      const words = recordOf(action.type).words?.(state, action);
      return words ? capital(words) : action.type.toLowerCase().replaceAll('_', ' ');
    }
  }
}

function capital(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
