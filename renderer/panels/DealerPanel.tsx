import { useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  DEALER_BOUNDS,
  encounterContext,
  FOG_MODES,
  legalActions,
  practiceStopWords,
  SPENDABLE_CHIPS,
  type Action,
  type ActionTemplate,
  type FogMode,
  type GameState,
  type SpendableChipKind,
} from '../../engine/skirmish.ts';
import type { TableStore } from '../state/tableStore.ts';
import { ActionButton } from './ActionButton.tsx';
import { RefusedLine, refusedProps } from './refusedControl.tsx';
import { NpcShownFix } from './NpcShownFix.tsx';
import { offersOf, type Control, type Offers } from './controls.ts';
import {
  ADJUST_HP,
  AWARD_CHIP,
  CALL_CHECK,
  CANCEL_CHECK,
  END_ENCOUNTER,
  HIDE,
  PLACE_TOKEN,
  REVEAL,
  SET_FOG,
  SET_SEATING,
} from '../../engine/skirmish.ts';

type Template<T extends ActionTemplate['type']> = Extract<ActionTemplate, { type: T }>;

/**
 * The Dealer's window on the table (T1, T7, S5, A8, H1): call a check with its TN, fix HP, award
 * a chip, place a token by hand, change the seating, end the encounter or start a new one on the
 * same map. Each control is the engine's answer: the bounds come from legalActions' templates for
 * 'dealer', a control is enabled when its template is offered and isLegal takes its parameters,
 * and otherwise it is disabled with isLegal's refusal (ActionButton shows it).
 */
export function DealerPanel({
  table,
  onNewEncounter,
}: {
  table: TableStore;
  /** A fresh encounter on the map in play (not an engine action: a new session). */
  onNewEncounter: () => void;
}) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const placing = useSyncExternalStore(table.placing.subscribe, table.placing.get);
  const readOnly = useSyncExternalStore(table.readOnly.subscribe, table.readOnly.get);
  const state = session.current;
  const offers = useMemo(() => offersOf(state, readOnly), [state, readOnly]);
  const templates = useMemo(() => legalActions(state, 'dealer').templates, [state]);
  const template = <T extends ActionTemplate['type']>(type: T) =>
    templates.find((t): t is Template<T> => t.type === type);
  const send = (action: Action) => table.act(action);
  const ids = Object.keys(state.combatants);
  const nameOf = (id: string) => state.combatants[id]!.name;

  return (
    <section className="panel dealer" aria-labelledby="dealer-title">
      <h2 id="dealer-title">Dealer</h2>
      <CallCheck state={state} offers={offers} template={template(CALL_CHECK.type)} send={send} />
      <div className="row">
        <ExplainedButton
          control={offers.control('cancel-check', 'Cancel the check', { type: CANCEL_CHECK.type })}
          send={send}
          className="quiet"
        />
      </div>
      <AdjustHp state={state} offers={offers} template={template(ADJUST_HP.type)} send={send} />
      <AwardChip offers={offers} ids={ids} nameOf={nameOf} send={send} />
      <PlaceToken
        offers={offers}
        ids={ids}
        nameOf={nameOf}
        template={template(PLACE_TOKEN.type)}
        placing={placing}
        onPlace={(id) => table.placing.set(id)}
      />
      <HideNpc state={state} offers={offers} send={send} />
      <FogOfWar state={state} offers={offers} send={send} />
      <NpcShownFix state={state} offers={offers} send={send} />
      <Seating
        offers={offers}
        nameOf={nameOf}
        seating={template(SET_SEATING.type)?.seating ?? encounterContext(state).seating}
        send={send}
      />
      <div className="row">
        <ExplainedButton
          control={offers.control('end-encounter', 'End the encounter', {
            type: END_ENCOUNTER.type,
          })}
          send={send}
        />
        <button type="button" className="quiet" onClick={onNewEncounter}>
          New encounter on this map
        </button>
      </div>
      {session.practice && state.encounter.value !== 'ended' && (
        <p className="muted small" data-testid="practice-stop">
          {practiceStopWords(encounterContext(state).round)}
        </p>
      )}
    </section>
  );
}

/**
 * A button of the Dealer's, and, while the engine refuses it, why: in words on the panel (the
 * Dealer should not have to hover to learn it), which the button is described by.
 */
function ExplainedButton({
  control,
  send,
  className,
  children,
}: {
  control: Control;
  send: (a: Action) => boolean;
  className?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <ActionButton control={control} send={send} className={className} describedBy={id}>
        {children}
      </ActionButton>
      {control.reason && (
        <p id={id} className="why refusal">
          {control.reason}
        </p>
      )}
    </>
  );
}

/** One of the Dealer's fixes: its fields, then the button that makes it, saying why not. */
function Fix({
  legend,
  control,
  send,
  className,
  children,
}: {
  legend: string;
  /** The button that makes the fix, when it is one button (not a list of them, or a mode). */
  control?: Control;
  send?: (a: Action) => boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className ? `dealer-row ${className}` : 'dealer-row'}>
      <legend>{legend}</legend>
      {children}
      {control && send && <ExplainedButton control={control} send={send} />}
    </fieldset>
  );
}

/** A choice of combatant, by name. */
function CombatantSelect({
  label,
  ids,
  nameOf,
  value,
  onChange,
}: {
  label: string;
  ids: readonly string[];
  nameOf: (id: string) => string;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {ids.map((id) => (
        <option key={id} value={id}>
          {nameOf(id)}
        </option>
      ))}
    </select>
  );
}

/** A whole number typed in a small field (a TN, an HP change, a count). */
function NumberField({
  label,
  bounds,
  value,
  onChange,
}: {
  label: string;
  bounds: { min: number; max: number } | undefined;
  value: number;
  onChange: (n: number) => void;
}) {
  return (
    <input
      type="number"
      className="chip-count"
      aria-label={label}
      min={bounds?.min}
      max={bounds?.max}
      value={value}
      onChange={(e) => onChange(Math.trunc(Number(e.target.value)) || 0)}
    />
  );
}

/** S5: whom, which check, and the TN within the template's bounds. */
function CallCheck({
  state,
  offers,
  template,
  send,
}: {
  state: GameState;
  offers: Offers;
  template: Template<(typeof CALL_CHECK)['type']> | undefined;
  send: (a: Action) => boolean;
}) {
  const who = template?.who ?? Object.keys(state.combatants);
  const checks = template?.checks ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const [check, setCheck] = useState<string | null>(null);
  const [tn, setTn] = useState(6);
  const whom = picked !== null && who.includes(picked) ? picked : (who[0] ?? '');
  const what = check !== null && checks.includes(check) ? check : (checks[0] ?? '');
  const action: Action = { type: CALL_CHECK.type, who: whom, check: what, tn };
  return (
    <Fix
      legend="Call a check"
      control={offers.templated('call-check', 'Call the check', action)}
      send={send}
    >
      <CombatantSelect
        label="Check by"
        ids={who}
        nameOf={(id) => state.combatants[id]!.name}
        value={whom}
        onChange={setPicked}
      />
      {/* While a check is pending none can be called: the engine offers no list, and an empty
          choice would look broken. */}
      {checks.length > 0 && (
        <select aria-label="Check" value={what} onChange={(e) => setCheck(e.target.value)}>
          {checks.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      )}
      <label>
        TN <NumberField label="TN" bounds={template?.tn} value={tn} onChange={setTn} />
      </label>
    </Fix>
  );
}

/**
 * Issue 11: an ambush. The Dealer hides an NPC from the players' view, or reveals it; the engine
 * reveals it by itself when it attacks, is attacked, or stands in a move's way.
 */
function HideNpc({
  state,
  offers,
  send,
}: {
  state: GameState;
  offers: Offers;
  send: (a: Action) => boolean;
}) {
  const npcs = Object.keys(state.combatants).filter((id) => state.combatants[id]!.side === 'npc');
  const [picked, setPicked] = useState<string | null>(null);
  const whom = picked !== null && npcs.includes(picked) ? picked : (npcs[0] ?? '');
  if (npcs.length === 0) return null;
  const hidden = state.combatants[whom]?.hidden ?? false;
  return (
    <Fix
      legend="Hide from the players"
      control={
        hidden
          ? offers.templated('reveal', 'Reveal', { type: REVEAL.type, combatant: whom })
          : offers.templated('hide', 'Hide', { type: HIDE.type, combatant: whom })
      }
      send={send}
    >
      <CombatantSelect
        label="Hide or reveal"
        ids={npcs}
        nameOf={(id) =>
          `${state.combatants[id]!.name}${state.combatants[id]!.hidden ? ' (hidden)' : ''}`
        }
        value={whom}
        onChange={setPicked}
      />
    </Fix>
  );
}

const FOG_WORDS: Record<FogMode, string> = { off: 'Off', live: 'Live', explored: 'Explored' };

/**
 * Issue 11: the fog of war on the players' view, from the posse's own line of sight (G3): off,
 * live (only what the posse sees now) or explored (what it has seen stays, dimmed), and whether a
 * hidden NPC the posse sees is revealed by itself. Each change is a SET_FOG, logged and undoable.
 * The Dealer's own board shows no fog: the players' view (and its miniature) shows it.
 */
function FogOfWar({
  state,
  offers,
  send,
}: {
  state: GameState;
  offers: Offers;
  send: (a: Action) => boolean;
}) {
  const why = useId();
  const { mode, autoReveal } = state.fog;
  // The tick's change is always a change: whether it is accepted says whether the fog may be set now.
  const control = offers.templated('fog', 'Fog of war', {
    type: SET_FOG.type,
    mode,
    autoReveal: !autoReveal,
  });
  return (
    <Fix legend="Fog of war" className="fog">
      <select
        aria-label="Fog of war"
        data-control="fog-mode"
        data-action={SET_FOG.type}
        value={mode}
        {...refusedProps(control, why)}
        onChange={(e) => {
          if (control.enabled) send({ type: SET_FOG.type, mode: e.target.value as FogMode });
        }}
      >
        {FOG_MODES.map((m) => (
          <option key={m} value={m}>
            {FOG_WORDS[m]}
          </option>
        ))}
      </select>
      <label>
        <input
          type="checkbox"
          checked={autoReveal}
          data-control="fog-reveal"
          data-action={SET_FOG.type}
          {...refusedProps(control, why)}
          onChange={() => {
            if (control.enabled) send(control.action);
          }}
        />{' '}
        Reveal hidden NPCs the posse sees
      </label>
      <RefusedLine control={control} id={why} />
    </Fix>
  );
}

/** A8: change one combatant's HP by an amount, within the template's bounds. */
function AdjustHp({
  state,
  offers,
  template,
  send,
}: {
  state: GameState;
  offers: Offers;
  template: Template<(typeof ADJUST_HP)['type']> | undefined;
  send: (a: Action) => boolean;
}) {
  const ids = Object.keys(state.combatants);
  const [picked, setPicked] = useState(ids[0] ?? '');
  const [by, setBy] = useState(-1);
  const track = template?.combatants.find((c) => c.combatant === picked);
  const control = offers.templated('adjust-hp', 'Change HP', {
    type: ADJUST_HP.type,
    combatant: picked,
    by,
  });
  return (
    <Fix legend="Fix HP" control={control} send={send}>
      <CombatantSelect
        label="HP of"
        ids={ids}
        nameOf={(id) => state.combatants[id]!.name}
        value={picked}
        onChange={setPicked}
      />
      {track && (
        <span className="hp-now">
          {track.hpLeft}/{track.max} HP
        </span>
      )}
      <label>
        by{' '}
        <NumberField
          label="HP change"
          bounds={template?.by ?? DEALER_BOUNDS.hpChange}
          value={by}
          onChange={setBy}
        />
      </label>
    </Fix>
  );
}

/** H1: spendable chips of one kind to a combatant's stack (never a tracker chip, H4). */
function AwardChip({
  offers,
  ids,
  nameOf,
  send,
}: {
  offers: Offers;
  ids: string[];
  nameOf: (id: string) => string;
  send: (a: Action) => boolean;
}) {
  const [picked, setPicked] = useState(ids[0] ?? '');
  const [chip, setChip] = useState<SpendableChipKind>('defense');
  const [count, setCount] = useState(1);
  const control = offers.templated('award-chip', 'Award', {
    type: AWARD_CHIP.type,
    combatant: picked,
    chip,
    count,
  });
  return (
    <Fix legend="Award chips" control={control} send={send}>
      <CombatantSelect
        label="Chips to"
        ids={ids}
        nameOf={nameOf}
        value={picked}
        onChange={setPicked}
      />
      <select
        aria-label="Chip kind"
        value={chip}
        onChange={(e) => setChip(e.target.value as SpendableChipKind)}
      >
        {SPENDABLE_CHIPS.map((k) => (
          <option key={k} value={k}>
            {k}
          </option>
        ))}
      </select>
      <NumberField
        label="Chip count"
        bounds={DEALER_BOUNDS.chipAward}
        value={count}
        onChange={setCount}
      />
    </Fix>
  );
}

/**
 * Place by hand: choose the token, then click a square on the board (the click becomes a
 * PLACE_TOKEN the engine judges). The button is judged on the token's own square, which the
 * template never lists: enabled whenever the template is offered for that token.
 */
function PlaceToken({
  offers,
  ids,
  nameOf,
  template,
  placing,
  onPlace,
}: {
  offers: Offers;
  ids: string[];
  nameOf: (id: string) => string;
  template: Template<(typeof PLACE_TOKEN)['type']> | undefined;
  placing: string | null;
  onPlace: (id: string | null) => void;
}) {
  const [picked, setPicked] = useState(ids[0] ?? '');
  const square = template?.squares[0];
  // Judged on a square the template lists, so the verdict is the engine's on the moment, not on
  // the square (that one is judged when clicked).
  const control = offers.templated('place-token', 'Place by hand', {
    type: PLACE_TOKEN.type,
    combatant: picked,
    at: square ?? [0, 0],
  });
  return (
    <Fix legend="Move a token by hand">
      <CombatantSelect
        label="Token to place"
        ids={ids}
        nameOf={nameOf}
        value={picked}
        onChange={setPicked}
      />
      {placing === null ? (
        <ExplainedButton control={control} send={() => (onPlace(picked), true)} />
      ) : (
        <>
          <span role="status" className="placing">
            Click a square for {nameOf(placing)}
          </span>
          <button type="button" className="quiet" onClick={() => onPlace(null)}>
            Cancel
          </button>
        </>
      )}
    </Fix>
  );
}

/**
 * T1: the seating, each combatant moved one place earlier at a time. The engine refuses every
 * move alike at a given moment, so its reason is said once, under the list, for all of them.
 */
function Seating({
  offers,
  nameOf,
  seating,
  send,
}: {
  offers: Offers;
  nameOf: (id: string) => string;
  seating: readonly string[];
  send: (a: Action) => boolean;
}) {
  const id = useId();
  const moves = seating.map((who, i) => {
    const earlier = [...seating];
    if (i > 0) [earlier[i - 1], earlier[i]] = [earlier[i]!, earlier[i - 1]!];
    return offers.templated(`seat:${who}`, `Seat ${nameOf(who)} earlier`, {
      type: SET_SEATING.type,
      seating: earlier,
    });
  });
  const reasons = [...new Set(moves.slice(1).flatMap((m) => (m.reason ? [m.reason] : [])))];
  return (
    <Fix legend="Seating" className="seating">
      <ol>
        {seating.map((who, i) => (
          <li key={who}>
            {nameOf(who)}{' '}
            {i > 0 && (
              <ActionButton control={moves[i]!} send={send} className="quiet" describedBy={id}>
                ↑
              </ActionButton>
            )}
          </li>
        ))}
      </ol>
      {reasons.length > 0 && (
        <p id={id} className="why refusal">
          {reasons.join(' ')}
        </p>
      )}
    </Fix>
  );
}
