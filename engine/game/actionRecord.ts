import type { z } from 'zod';
import type { Combatant, GameState } from './gameState.ts';
import type { ActionResult } from './outcome.ts';
import type { RejectionReason } from './rejection.ts';
import type { Situation, TurnPhase } from './situation.ts';

/**
 * Everything about one action type in one place (issue 37, item 1; DESIGN.md: one shape for a
 * game), as Excalidraw keeps `perform`, `keyTest` and `predicate` on one action and boardgame.io a
 * move beside its phase rule. The gate's table, who may send what, the dispatch, `legalActions`
 * and the computer's words are all read from the records (actionRegistry.ts), so adding an action
 * type is adding its record.
 */

/** The schema of an action type: an object whose `type` is the type's name. */
export type ActionSchema = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/** What the game may be waiting for, as the gate's table keys it (situation.ts). */
export type SituationKey =
  'defense' | 'attackStep' | 'checkCard' | 'roundStart' | `turn.${TurnPhase}` | 'over';

/**
 * Who sends an action:
 * - `turn`: the character whose turn it is, and only it;
 * - `awaited`: the character the moment waits on (the defender, the one making the check);
 * - `character`: any standing character (a Speed chip for initiative, T6);
 * - `dealer`: the Dealer, who also answers for the table (CONTINUE).
 */
export type Sender = 'turn' | 'awaited' | 'character' | 'dealer';

/** A refusal as its code and sentence, made into a Rejection where it is given. */
export type Refusal = readonly [reason: RejectionReason, message: string];

/** What `legalActions` hands a record to list its actions with. */
export interface OfferContext {
  state: GameState;
  /** The character asking; null when the Dealer asks. */
  me: Combatant | null;
  /** Those of `candidates` that applyAction accepts now (for the actions judged only by it). */
  accepted<A extends { type: string }>(candidates: A[]): A[];
}

/**
 * The actions of one type that may be sent now, and the Dealer's forms with free parameters (the
 * template the record declares: its bounds, for a panel to fill in).
 */
export interface Offer<A, T = never> {
  actions?: A[];
  templates?: T[];
}

export interface ActionRecord<S extends ActionSchema, T = never> {
  /** What the action is, as data: the log stores it, undo replays it, the bridge carries it. */
  readonly schema: S;
  readonly type: z.output<S>['type'];
  /** The moments the gate lets it through in. */
  readonly allowedIn: readonly SituationKey[];
  readonly sender: Sender;
  /**
   * Undo's unit (decisions.ts): an action that answers an attack or a check under way carries its
   * decision on; every other action starts a decision of its own.
   */
  readonly continues?: 'attack' | 'check';
  /** The refusals that belong to the action, not to the moment (actionGate.ts words the rest). */
  readonly refusals?: {
    /** A turn action out of its phase: "Moving happens in the Movement phase, …". */
    readonly phase?: { readonly phase: string; readonly what: string; readonly rule: string };
    /** Sent during a turn, where it never belongs. */
    readonly duringTurn?: Refusal;
    /** An answer to an attack or a check that is not there. */
    readonly nothingToAnswer?: Refusal;
    /** Sent by someone other than the one the moment waits on (sender `awaited`). */
    notAwaited?(awaitedName: string, situation: Situation): Refusal;
  };
  /** Its actions now, with their parameters, for the one asking (the gate already let it in). */
  offer?(context: OfferContext): Offer<z.output<S>, T>;
  /** Applies it, judging its own parameters (range, cost, cards): the new state, or a refusal. */
  apply(state: GameState, action: z.output<S>): ActionResult;
  /** The computer's choice in a few words, for its "why" line: "moving to D5". */
  words?(state: GameState, action: z.output<S>): string;
}

/** Any game's record, as the gate, the dispatch and legalActions handle them all alike. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each record's own action type
export type AnyActionRecord = ActionRecord<any, any>;
