import { doorName, encounterContext, pendingActor, type GameState } from '../../engine/skirmish.ts';
import { ariaKeys, shownKeys } from '../../common/keyMap.ts';

import { listedOfType, type Control, type Offers } from './controls.ts';

import {
  ADVANCE_DAY,
  BEGIN_TURNS,
  CONTINUE,
  DEFEND,
  DRAW,
  END_PHASE,
  SPEND_CHIP,
  TOGGLE_DOOR,
  type SpendChipAction,
} from '../../engine/skirmish.ts';

/** The chips SPEND_CHIP takes, each with its Spend button in the chip stack (H1). */
export const SPENT_HERE = [
  'speed',
  'action',
  'draw',
] as const satisfies readonly SpendChipAction['chip'][];
export type SpentHere = (typeof SPENT_HERE)[number];

/** A Defense card choice (A3): the button, and the card's name beside its value. */
export interface DefendControl extends Control {
  card: string | null;
}

/**
 * The turn panel's controls for a game state, each from what the engine offers: the round's
 * start (BEGIN_TURNS), the phase's end (END_PHASE, DRAW), the doors beside (TOGGLE_DOOR), the next
 * attack step (CONTINUE), the defences (DEFEND, by Defense chips anted), the chips spent from the
 * stack (SPEND_CHIP) and the next day (ADVANCE_DAY). Pure, so it is tested without a page.
 */
export interface TurnControls {
  beginRound: Control | null;
  phase: Control[];
  doors: (Control & { shortcut: string | null })[];
  continueStep: Control | null;
  /** DEFEND entries by the count of Defense chips they ante (0 first). */
  defence: Map<number, DefendControl[]> | null;
  /** The pending character's Spend buttons, one per chip SPEND_CHIP takes. */
  spend: Partial<Record<SpentHere, Control>>;
  nextDay: Control;
}

const PHASE_LABEL: Record<string, string> = {
  movement: 'End movement',
  action: 'End action',
};

export function turnControls(state: GameState, offers: Offers): TurnControls {
  const pending = pendingActor(state);
  const controls: TurnControls = {
    beginRound: null,
    phase: [],
    doors: [],
    continueStep: null,
    defence: null,
    spend: {},
    nextDay: offers.control('advance-day', 'Next day', { type: ADVANCE_DAY.type }),
  };
  if (pending.kind === 'dealer' && pending.why === 'round')
    controls.beginRound = offers.control(
      'begin-round',
      `Begin round ${encounterContext(state).round}`,
      {
        type: BEGIN_TURNS.type,
      },
    );
  if (pending.kind === 'table')
    controls.continueStep = offers.control('continue', `Continue (${shownKeys('continue')})`, {
      type: CONTINUE.type,
    });
  if (pending.kind !== 'character') return controls;
  const who = pending.who;

  for (const action of offers.listed(who)) {
    if (action.type === END_PHASE.type)
      controls.phase.push(
        offers.control(
          'end-phase',
          PHASE_LABEL[state.turn?.flow.value ?? ''] ?? 'End phase',
          action,
        ),
      );
    if (action.type === DRAW.type)
      controls.phase.push(offers.control('draw', 'Draw and end turn', action));
  }

  // M3: the door key works the first door listed (the engine's doorBeside names the same one).
  controls.doors = listedOfType(offers, who, TOGGLE_DOOR.type).map((action, i) => {
    const verb = state.map.doors[action.door]!.open ? 'Close' : 'Open';
    const key = i === 0 ? ` (${shownKeys('door')})` : '';
    const label = `${verb} the door at ${doorName(state.map, action.door)}${key}`;
    return {
      ...offers.control(`door:${action.door}`, label, action),
      shortcut: i === 0 ? ariaKeys('door') : null,
    };
  });

  const defends = listedOfType(offers, who, DEFEND.type);
  if (defends.length > 0) {
    const me = state.combatants[who]!;
    controls.defence = new Map();
    for (const action of defends) {
      const chips = action.chips?.defense ?? 0;
      const card = action.card !== undefined ? me.cards[action.card]! : null;
      const ante = chips > 0 ? ` + ${chips} Defense chip${chips === 1 ? '' : 's'}` : '';
      const label = `${card ? `Defend ${card.defend}` : 'No card'}${ante}`;
      const control: DefendControl = {
        ...offers.control(`defend:${action.card ?? ''}:${chips}`, label, action),
        card: card?.name ?? null,
      };
      controls.defence.set(chips, [...(controls.defence.get(chips) ?? []), control]);
    }
    // The cards first, then the choice to play none, as a hand is read.
    for (const [chips, list] of controls.defence)
      controls.defence.set(chips, [
        ...list.filter((c) => c.card !== null),
        ...list.filter((c) => c.card === null),
      ]);
  }

  for (const chip of SPENT_HERE)
    controls.spend[chip] = offers.control(
      `spend:${chip}`,
      `Spend ${chip === 'action' ? 'an' : 'a'} ${chip} chip`,
      {
        type: SPEND_CHIP.type,
        who,
        chip,
      },
    );
  return controls;
}

/**
 * A6, H2: the defence choices shown with `chips` Defense chips chosen. The engine lists each card
 * only up to the count that stops all the damage, so a card listed no further than a lower count
 * is shown at its highest listed one (the most it usefully takes), never dropped from view.
 */
export function defenceAt(choices: Map<number, DefendControl[]>, chips: number): DefendControl[] {
  const best = new Map<string, { count: number; control: DefendControl }>();
  for (const [count, list] of choices) {
    if (count > chips) continue;
    for (const control of list) {
      const card = control.action.type === DEFEND.type ? (control.action.card ?? '') : '';
      const seen = best.get(card);
      if (!seen || count > seen.count) best.set(card, { count, control });
    }
  }
  const shown = [...best.values()].map((b) => b.control);
  return [...shown.filter((c) => c.card !== null), ...shown.filter((c) => c.card === null)];
}
