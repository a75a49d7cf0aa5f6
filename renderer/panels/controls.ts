import {
  isLegal,
  legalActions,
  type Action,
  type Actor,
  type GameState,
} from '../../engine/skirmish.ts';

/**
 * One control of a panel that sends an engine action (DESIGN.md, one authority): enabled exactly
 * when legalActions offers that action, else disabled with isLegal's refusal in the engine's words.
 * The panel words only its label.
 */
export interface Control {
  /** Which control this is, stable from one state to the next (for the pointed-at reason). */
  key: string;
  label: string;
  action: Action;
  enabled: boolean;
  /** Why not, as applyAction would say it; null while enabled. */
  reason: string | null;
}

/** What the engine offers now, asked once per game state and per actor. */
export interface Offers {
  /** legalActions(state, actor).actions. */
  listed(actor: Actor): readonly Action[];
  /** The control for `action`, judged against the list of whoever sends it. */
  control(key: string, label: string, action: Action): Control;
  /**
   * The control for a Dealer action with free parameters (CALL_CHECK, ADJUST_HP, ...): enabled
   * when legalActions offers its template and applyAction would take these parameters; else
   * disabled with isLegal's refusal.
   */
  templated(key: string, label: string, action: Action): Control;
}

/**
 * `readOnly`: why this window may not play at all (another window holds the table, or it shows a
 * replay). Every control is then disabled with those words, whatever the engine would offer:
 * the table's act() refuses them anyway, and a control must not look as if it would work.
 */
export function offersOf(state: GameState, readOnly: string | null = null): Offers {
  const lists = new Map<Actor, { actions: readonly Action[]; keys: Set<string> }>();
  const listOf = (actor: Actor) => {
    let list = lists.get(actor);
    if (!list) {
      const actions = legalActions(state, actor).actions;
      list = { actions, keys: new Set(actions.map(canonical)) };
      lists.set(actor, list);
    }
    return list;
  };
  let templatesOf: Set<string> | undefined;
  return {
    listed: (actor) => listOf(actor).actions,
    control(key, label, action) {
      if (readOnly !== null) return { key, label, action, enabled: false, reason: readOnly };
      if (listOf(senderOf(action)).keys.has(canonical(action)))
        return { key, label, action, enabled: true, reason: null };
      const verdict = isLegal(state, action);
      return { key, label, action, enabled: false, reason: verdict.ok ? null : verdict.message };
    },
    templated(key, label, action) {
      if (readOnly !== null) return { key, label, action, enabled: false, reason: readOnly };
      templatesOf ??= new Set(legalActions(state, 'dealer').templates.map((t) => t.type));
      const verdict = isLegal(state, action);
      if (verdict.ok && templatesOf.has(action.type))
        return { key, label, action, enabled: true, reason: null };
      return { key, label, action, enabled: false, reason: verdict.ok ? null : verdict.message };
    },
  };
}

/** Who sends an action: the character it names, else the Dealer (who answers for the table). */
function senderOf(action: Action): Actor {
  return 'who' in action ? action.who : 'dealer';
}

/** An action as a string that does not depend on the order its fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The listed actions of one type, typed. */
export function listedOfType<T extends Action['type']>(
  offers: Offers,
  actor: Actor,
  type: T,
): Extract<Action, { type: T }>[] {
  return offers.listed(actor).filter((a): a is Extract<Action, { type: T }> => a.type === type);
}
