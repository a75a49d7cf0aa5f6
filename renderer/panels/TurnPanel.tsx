import { useSyncExternalStore } from 'react';
import type { Action } from '../../engine/game/actions.ts';
import type { Combatant, GameState } from '../../engine/game/gameState.ts';
import { pendingActor } from '../../engine/game/pendingActor.ts';
import { encounterContext, turnContext } from '../../engine/game/queries.ts';
import type { AttackExtras, TableStore } from '../state/tableStore.ts';
import { doorName, doorsBeside } from '../../engine/grid/doorsBeside.ts';
import { ChipStack } from './ChipStack.tsx';
import { LogPanel } from './LogPanel.tsx';

const PHASE_NAMES: Record<string, string> = {
  movement: 'Movement',
  action: 'Action',
  draw: 'Draw',
};

/**
 * The turn at the table: whose it is and in which phase (T2), what can be done next, the hand to
 * choose a card from, the chip stack, and the attack or check waiting on someone. Every button
 * sends an engine action; a refusal is shown as the engine worded it.
 */
export function TurnPanel({ table }: { table: TableStore }) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const feedback = useSyncExternalStore(table.feedback.subscribe, table.feedback.get);
  const choice = useSyncExternalStore(table.attackChoice.subscribe, table.attackChoice.get);
  const extras = useSyncExternalStore(table.attackExtras.subscribe, table.attackExtras.get);
  const autoAdvance = useSyncExternalStore(table.autoAdvance.subscribe, table.autoAdvance.get);
  const state = session.current;
  const pending = pendingActor(state);
  const encounter = encounterContext(state);
  const send = (action: Action) => table.act(action);

  return (
    <section className="panel turn" aria-labelledby="turn-title">
      <h2 id="turn-title">
        Round {encounter.round} · Day {state.day.context.day}
      </h2>
      <Status state={state} />
      <div className="row actions">
        {pending.kind === 'dealer' && pending.why === 'round' && (
          <button type="button" onClick={() => send({ type: 'BEGIN_TURNS' })}>
            Begin round {encounter.round}
          </button>
        )}
        {pending.kind === 'character' && pending.why === 'turn' && (
          <PhaseButtons state={state} who={pending.who} send={send} />
        )}
        {pending.kind === 'character' &&
          pending.why === 'turn' &&
          state.turn?.flow.value === 'movement' && (
            <DoorButtons state={state} who={pending.who} send={send} />
          )}
        {pending.kind === 'table' && (
          <button
            type="button"
            onClick={() => send({ type: 'CONTINUE' })}
            aria-keyshortcuts="Space"
          >
            Continue (Space)
          </button>
        )}
        <label className="toggle">
          <input
            type="checkbox"
            checked={autoAdvance}
            onChange={(e) => table.setAutoAdvance(e.target.checked)}
          />
          Auto-advance attacks
        </label>
      </div>
      {pending.kind === 'character' && pending.why === 'defense' && (
        <DefendChoices defender={state.combatants[pending.who]!} send={send} />
      )}
      {feedback.rejection && (
        <p role="alert" className="error">
          {feedback.rejection}
        </p>
      )}
      {pending.kind === 'character' && pending.why === 'turn' && (
        <AttackExtrasChoice
          who={state.combatants[pending.who]!}
          extras={extras}
          onChange={(next) => table.attackExtras.set(next)}
        />
      )}
      {pending.kind === 'character' && pending.why === 'turn' && (
        <Hand
          who={state.combatants[pending.who]!}
          choice={choice.kind === 'card' ? choice.id : choice.kind}
          onChoose={(id) =>
            table.attackChoice.set(
              id === 'weapon' || id === 'best' ? { kind: id } : { kind: 'card', id },
            )
          }
        />
      )}
      {pending.kind === 'character' && (
        <ChipStack who={state.combatants[pending.who]!} send={send} />
      )}
      <div className="row">
        <button
          type="button"
          className="quiet"
          disabled={session.log.length === 0}
          onClick={() => table.undo()}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          className="quiet"
          disabled={session.undone.length === 0}
          onClick={() => table.redo()}
          aria-keyshortcuts="Control+Y"
        >
          Redo
        </button>
        <button type="button" className="quiet" onClick={() => send({ type: 'ADVANCE_DAY' })}>
          Next day
        </button>
      </div>
      <LogPanel session={session} />
    </section>
  );
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
        : 'refill the hand to 4';
  return (
    <p className="status-line" data-testid="turn-status">
      <strong>{who.name}</strong> — {phase} phase: {detail}
    </p>
  );
}

function PhaseButtons({
  state,
  who,
  send,
}: {
  state: GameState;
  who: string;
  send: (a: Action) => boolean;
}) {
  const phase = state.turn!.flow.value;
  if (phase === 'draw') {
    return (
      <button type="button" onClick={() => send({ type: 'DRAW', who })} aria-keyshortcuts="Enter">
        Draw and end turn
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => send({ type: 'END_PHASE', who })}
      aria-keyshortcuts="Enter"
    >
      {phase === 'movement' ? 'End movement' : 'End action'}
    </button>
  );
}

function DefendChoices({ defender, send }: { defender: Combatant; send: (a: Action) => boolean }) {
  return (
    <div className="defend" role="group" aria-label={`${defender.name}'s defence`}>
      {defender.hand.map((id) => {
        const card = defender.cards[id]!;
        return (
          <button
            key={id}
            type="button"
            onClick={() => send({ type: 'DEFEND', who: defender.id, card: id })}
          >
            Defend {card.defend} <span className="card-name">({card.name})</span>
          </button>
        );
      })}
      <button
        type="button"
        className="quiet"
        onClick={() => send({ type: 'DEFEND', who: defender.id })}
      >
        No card
      </button>
      {defender.chips.defense > 0 && (
        <button
          type="button"
          className="quiet"
          onClick={() => send({ type: 'DEFEND', who: defender.id, chips: { defense: 1 } })}
        >
          No card, 1 Defense chip
        </button>
      )}
    </div>
  );
}

function Hand({
  who,
  choice,
  onChoose,
}: {
  who: Combatant;
  choice: string;
  onChoose: (id: string) => void;
}) {
  return (
    <fieldset className="hand">
      <legend>Attack with (then click an enemy)</legend>
      <label>
        <input
          type="radio"
          name="attack-with"
          checked={choice === 'best'}
          onChange={() => onChoose('best')}
        />{' '}
        Strongest
      </label>
      {who.weapon && (
        <label>
          <input
            type="radio"
            name="attack-with"
            checked={choice === 'weapon'}
            onChange={() => onChoose('weapon')}
          />{' '}
          {who.weapon}
        </label>
      )}
      {who.hand.map((id) => {
        const card = who.cards[id]!;
        return (
          <label key={id} className="card">
            <input
              type="radio"
              name="attack-with"
              checked={choice === id}
              onChange={() => onChoose(id)}
            />{' '}
            {card.name}{' '}
            <span className="values">
              A{card.attack}/D{card.defend}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** M3: open or close a door beside the acting character (costs movement); D for the first. */
function DoorButtons({
  state,
  who,
  send,
}: {
  state: GameState;
  who: string;
  send: (a: Action) => boolean;
}) {
  const doors = doorsBeside(state.map, state.combatants[who]!.at);
  return (
    <>
      {doors.map((door, i) => (
        <button
          key={door}
          type="button"
          className="quiet"
          data-door={door}
          aria-keyshortcuts={i === 0 ? 'D' : undefined}
          onClick={() => send({ type: 'TOGGLE_DOOR', who, door })}
        >
          {state.map.doors[door]!.open ? 'Close' : 'Open'} the door at {doorName(state.map, door)}
          {i === 0 ? ' (D)' : ''}
        </button>
      ))}
    </>
  );
}

/**
 * A2, H1, H2: what goes with the next attack — an ammunition card (with what is left on its
 * track), Attack chips (for Attack or for damage) and Range chips, anted with the declaration.
 */
function AttackExtrasChoice({
  who,
  extras,
  onChange,
}: {
  who: Combatant;
  extras: AttackExtras;
  onChange: (next: AttackExtras) => void;
}) {
  const usable = who.ammo.filter((a) => a.track.ammoUsed < a.track.max);
  if (usable.length === 0 && who.chips.attack === 0 && who.chips.range === 0) return null;
  return (
    <fieldset className="extras">
      <legend>With the attack</legend>
      {usable.length > 0 && (
        <label>
          Ammunition{' '}
          <select
            value={extras.ammo ?? ''}
            onChange={(e) => onChange({ ...extras, ammo: e.target.value || null })}
          >
            <option value="">None</option>
            {usable.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.track.max - a.track.ammoUsed} left)
              </option>
            ))}
          </select>
        </label>
      )}
      {who.chips.attack > 0 && (
        <label>
          Attack chips{' '}
          <ChipCount
            label="Attack chips"
            most={who.chips.attack}
            value={extras.attackChips}
            onChange={(attackChips) => onChange({ ...extras, attackChips })}
          />{' '}
          <select
            aria-label="Attack chips for"
            value={extras.attackMode}
            onChange={(e) =>
              onChange({ ...extras, attackMode: e.target.value as AttackExtras['attackMode'] })
            }
          >
            <option value="attack">+Attack</option>
            <option value="damage">+damage</option>
          </select>
        </label>
      )}
      {who.chips.range > 0 && (
        <label>
          Range chips{' '}
          <ChipCount
            label="Range chips"
            most={who.chips.range}
            value={extras.rangeChips}
            onChange={(rangeChips) => onChange({ ...extras, rangeChips })}
          />
        </label>
      )}
    </fieldset>
  );
}

/** How many chips of one kind to ante: 0 up to what the character has left today (H3). */
function ChipCount({
  label,
  most,
  value,
  onChange,
}: {
  label: string;
  most: number;
  value: number;
  onChange: (count: number) => void;
}) {
  return (
    <input
      type="number"
      className="chip-count"
      aria-label={label}
      min={0}
      max={most}
      value={value}
      onChange={(e) => {
        const n = Math.trunc(Number(e.target.value));
        onChange(Number.isFinite(n) ? Math.max(0, Math.min(most, n)) : 0);
      }}
    />
  );
}
