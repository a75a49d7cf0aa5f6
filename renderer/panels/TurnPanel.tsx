import { useMemo, useState, useSyncExternalStore, type SyntheticEvent } from 'react';
import {
  attackOptions,
  encounterContext,
  HAND_SIZE,
  pendingActor,
  strongestAttack,
  turnContext,
  type Action,
  type AttackOptions,
  type Combatant,
  type GameState,
} from '../../engine/skirmish.ts';
import { ariaKeys } from '../../common/keyMap.ts';
import { IS_MAC } from '../keys/platform.ts';
import type { TableStore } from '../state/tableStore.ts';
import { ActionButton } from './ActionButton.tsx';
import { AttackExtrasChoice, Hand, strongestReason, withKey } from './AttackChoices.tsx';
import { ChipCount } from './ChipCount.tsx';
import { ChipStack } from './ChipStack.tsx';
import { offersOf, type Control } from './controls.ts';
import { LogPanel } from './LogPanel.tsx';
import { PlayChoices } from './PlayChoices.tsx';
import { playControls, type PlayControls } from './playControls.ts';
import { defenceAt, turnControls, type DefendControl, type TurnControls } from './turnControls.ts';

const PHASE_NAMES: Record<string, string> = {
  movement: 'Movement',
  action: 'Action',
  draw: 'Draw',
};

/**
 * The turn at the table: whose it is and in which phase (T2), what can be done next, the hand to
 * choose a card from, the chip stack, and the attack or check waiting on someone. Every control
 * is the engine's answer (DESIGN.md, one authority): a button is enabled exactly when
 * legalActions offers its action and otherwise shows isLegal's reason; the choices of what to
 * attack with are attackOptions', each disabled with its own reason. The panel words only labels.
 */
export function TurnPanel({ table }: { table: TableStore }) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const feedback = useSyncExternalStore(table.feedback.subscribe, table.feedback.get);
  const choice = useSyncExternalStore(table.attackChoice.subscribe, table.attackChoice.get);
  const extras = useSyncExternalStore(table.attackExtras.subscribe, table.attackExtras.get);
  const autoAdvance = useSyncExternalStore(table.autoAdvance.subscribe, table.autoAdvance.get);
  const readOnly = useSyncExternalStore(table.readOnly.subscribe, table.readOnly.get);
  const state = session.current;
  const pending = pendingActor(state);
  const encounter = encounterContext(state);
  const send = (action: Action) => table.act(action);
  const offers = useMemo(() => offersOf(state, readOnly), [state, readOnly]);
  const controls = useMemo(() => turnControls(state, offers), [state, offers]);
  const play = useMemo(() => playControls(state, offers), [state, offers]);
  // Re-read on each pointer move: the chip warnings are for the enemy under the pointer.
  useSyncExternalStore(table.overlay.subscribe, table.overlay.get);
  const turnOf = pending.kind === 'character' && pending.why === 'turn' ? pending.who : null;
  // Whose next attack is chosen here: none in the Draw phase (T2), where legalActions offers only
  // the draw, so the attack's choices are not shown as if they still counted.
  const attacker = turnOf !== null && state.turn?.flow.value !== 'draw' ? turnOf : null;
  const options = useMemo(
    () => (attacker ? attackOptions(state, attacker) : null),
    [state, attacker],
  );
  // The control under the pointer, else the one with the keyboard's focus: why it is disabled.
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const pointed = hovered ?? focused;
  // In a read-only window every control pointed at is refused for that one reason.
  const why = pointed ? (readOnly ?? reasonsOf(controls, options, play).get(pointed)) : undefined;

  return (
    <section
      className="panel turn"
      aria-labelledby="turn-title"
      onPointerOver={(e) => setHovered(controlKeyOf(e))}
      onPointerLeave={() => setHovered(null)}
      onFocus={(e) => setFocused(controlKeyOf(e))}
      onBlur={() => setFocused(null)}
    >
      <h2 id="turn-title">
        Round {encounter.round} · Day {state.day.context.day}
      </h2>
      <Status state={state} />
      {feedback.hint && (
        <p role="status" className="why" data-testid="table-hint">
          {feedback.hint}
        </p>
      )}
      <TurnActions
        controls={controls}
        send={send}
        autoAdvance={autoAdvance}
        onAutoAdvance={(on) => table.setAutoAdvance(on)}
      />
      <PlayChoices
        controls={play}
        pending={pending.kind === 'character' ? state.combatants[pending.who]! : null}
        send={send}
      />
      {pending.kind === 'character' && controls.defence && (
        <DefendChoices
          defender={state.combatants[pending.who]!}
          choices={controls.defence}
          send={send}
        />
      )}
      {feedback.rejection && (
        <p role="alert" className="error">
          {feedback.rejection}
        </p>
      )}
      {attacker && options && (
        <AttackExtrasChoice
          who={state.combatants[attacker]!}
          options={options}
          extras={extras}
          warnings={table.chipWarnings()}
          readOnly={readOnly}
          onChange={(next) => table.attackExtras.set(next)}
        />
      )}
      {attacker && options && (
        <Hand
          who={state.combatants[attacker]!}
          options={options}
          strongest={strongestAttack(state, attacker) !== null}
          choice={choice.kind === 'card' ? choice.id : choice.kind}
          readOnly={readOnly}
          onChoose={(id) =>
            table.attackChoice.set(
              id === 'weapon' || id === 'best' ? { kind: id } : { kind: 'card', id },
            )
          }
        />
      )}
      {pending.kind === 'character' && (
        <ChipStack who={state.combatants[pending.who]!} spend={controls.spend} send={send} />
      )}
      <div className="row">
        <SessionButton
          controlKey="undo"
          nothing={session.log.length === 0}
          readOnly={readOnly}
          onClick={() => table.undo()}
          shortcut={ariaKeys('undo', IS_MAC)}
        >
          Undo
        </SessionButton>
        <SessionButton
          controlKey="redo"
          nothing={session.undone.length === 0}
          readOnly={readOnly}
          onClick={() => table.redo()}
          shortcut={ariaKeys('redo', IS_MAC)}
        >
          Redo
        </SessionButton>
        <ActionButton control={controls.nextDay} send={send} className="quiet" />
      </div>
      {/* Screen readers hear the reason as the control's aria-description; this is for the eye. */}
      {why && (
        <p className="why" data-testid="control-why" aria-hidden="true">
          {why}
        </p>
      )}
      <LogPanel session={session} />
    </section>
  );
}

/** The turn's next steps (begin, phase ends, doors, the attack's next step) and auto-advance. */
function TurnActions({
  controls,
  send,
  autoAdvance,
  onAutoAdvance,
}: {
  controls: TurnControls;
  send: (action: Action) => boolean;
  autoAdvance: boolean;
  onAutoAdvance: (on: boolean) => void;
}) {
  return (
    <div className="row actions">
      {controls.beginRound && <ActionButton control={controls.beginRound} send={send} />}
      {controls.phase.map((control) => (
        <ActionButton
          key={control.key}
          control={control}
          send={send}
          shortcut={ariaKeys('end-phase')}
        />
      ))}
      {controls.doors.map((control) => (
        <ActionButton
          key={control.key}
          control={control}
          send={send}
          className="quiet"
          shortcut={control.shortcut}
        />
      ))}
      {controls.continueStep && (
        <ActionButton control={controls.continueStep} send={send} shortcut={ariaKeys('continue')} />
      )}
      <label className="toggle">
        <input
          type="checkbox"
          checked={autoAdvance}
          onChange={(e) => onAutoAdvance(e.target.checked)}
        />
        Auto-advance attacks
      </label>
    </div>
  );
}

/**
 * Undo or redo (not engine actions: steps through the session's log). Disabled with nothing to
 * step over; in a read-only window disabled but focusable, saying why, as ActionButton does.
 */
function SessionButton({
  controlKey,
  nothing,
  readOnly,
  onClick,
  shortcut,
  children,
}: {
  controlKey: string;
  nothing: boolean;
  readOnly: string | null;
  onClick: () => void;
  shortcut: string;
  children: string;
}) {
  return (
    <button
      type="button"
      className="quiet"
      data-control={controlKey}
      disabled={readOnly === null && nothing}
      aria-disabled={readOnly !== null ? true : undefined}
      aria-description={readOnly ?? undefined}
      title={readOnly ?? undefined}
      onClick={() => {
        if (readOnly === null) onClick();
      }}
      aria-keyshortcuts={shortcut}
    >
      {children}
    </button>
  );
}

/** The data-control key of the control an event happened on, if any. */
function controlKeyOf(e: SyntheticEvent): string | null {
  return (e.target as Element).closest?.('[data-control]')?.getAttribute('data-control') ?? null;
}

/** Every disabled control's reason, by its data-control key. */
function reasonsOf(
  controls: ReturnType<typeof turnControls>,
  options: AttackOptions | null,
  play: PlayControls,
) {
  const reasons = new Map<string, string>();
  const add = (key: string, reason: string | null | undefined) => {
    if (reason) reasons.set(key, reason);
  };
  const all: Control[] = [
    ...(controls.beginRound ? [controls.beginRound] : []),
    ...controls.phase,
    ...controls.doors,
    ...(controls.continueStep ? [controls.continueStep] : []),
    ...[...(controls.defence?.values() ?? [])].flat(),
    ...Object.values(controls.spend),
    controls.nextDay,
    ...play.initiative,
    ...play.items,
    ...play.cards,
    ...[...(play.check?.values() ?? [])].flat(),
  ];
  for (const control of all) add(control.key, control.reason);
  if (options) {
    options.with.forEach((w) => add(withKey(w.choice), w.disabled));
    add('with:best', strongestReason(options));
    for (const a of options.ammo) add(`ammo:${a.id}`, a.disabled);
    add('chips:attack', options.chips.attack.disabled);
    add('chips:range', options.chips.range.disabled);
  }
  return reasons;
}

function Status({ state }: { state: GameState }) {
  const pending = pendingActor(state);
  if (state.encounter.value === 'ended')
    return <p className="status-line">The encounter is over.</p>;
  if (pending.kind !== 'character')
    return (
      <p className="status-line">
        {pending.kind === 'table' ? 'Attack under way.' : 'A new round is about to begin.'}
      </p>
    );
  const who = state.combatants[pending.who]!;
  if (pending.why === 'defense')
    return <p className="status-line">{who.name} is attacked: choose a Defense card.</p>;
  if (pending.why === 'check')
    return <p className="status-line">{who.name} makes a check: play a card.</p>;
  const turn = turnContext(state)!;
  const phase = PHASE_NAMES[state.turn!.flow.value] ?? state.turn!.flow.value;
  const detail =
    state.turn!.flow.value === 'movement'
      ? `${turn.speed - turn.moved} of ${turn.speed} squares left`
      : state.turn!.flow.value === 'action'
        ? `${turn.actionsLeft} action${turn.actionsLeft === 1 ? '' : 's'} left`
        : `refill the hand to ${HAND_SIZE}`;
  return (
    <p className="status-line" data-testid="turn-status">
      <strong>{who.name}</strong> — {phase} phase: {detail}
    </p>
  );
}

/**
 * A3, H2: the defender's choices, as legalActions lists them: each card in hand or none, with the
 * Defense chips anted (a count up to the most any listed DEFEND antes).
 */
function DefendChoices({
  defender,
  choices,
  send,
}: {
  defender: Combatant;
  choices: Map<number, DefendControl[]>;
  send: (a: Action) => boolean;
}) {
  const [chips, setChips] = useState(0);
  const most = Math.max(...choices.keys());
  const shown = defenceAt(choices, chips);
  return (
    <div className="defend" role="group" aria-label={`${defender.name}'s defence`}>
      {shown.map((control) => (
        <ActionButton
          key={control.key}
          control={control}
          send={send}
          className={control.card ? undefined : 'quiet'}
        >
          {control.label}
          {control.card && <span className="card-name"> ({control.card})</span>}
        </ActionButton>
      ))}
      {most > 0 && (
        <label className="defend-chips">
          Defense chips{' '}
          <ChipCount label="Defense chips" most={most} value={chips} onChange={setChips} />
        </label>
      )}
    </div>
  );
}
