import { z } from 'zod';
import { squareSchema } from '../model/geometry.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import { rulesOptionsSchema } from '../rules/rulesOptions.ts';
import { FOG_MODES } from './fogState.ts';

/**
 * The bounds of the Dealer's adjustments, one place for the schema and for legalActions' templates.
 * HP: no track in the rules runs past 99 (B2: 9 + 3 per upgrade). Chips: an award is a handful,
 * not a refill of a whole build (B2 buys chips one point each).
 */
export const DEALER_BOUNDS = {
  hpChange: { min: -99, max: 99 },
  chipAward: { min: 1, max: 10 },
} as const;

/**
 * Everything a player, the Dealer or the AI can do, as data: the log stores these, undo replays
 * them, and the bridge carries them. `who` names the character acting.
 */
export const actionSchema = z.discriminatedUnion('type', [
  /** T6: spend a Speed chip at round start to act one place earlier. */
  z.object({ type: z.literal('SPEND_SPEED_FOR_INITIATIVE'), who: z.string() }),
  /** T1: the round's order is settled; the first turn begins. */
  z.object({ type: z.literal('BEGIN_TURNS') }),
  /** M1–M3: the squares entered, in order. */
  z.object({ type: z.literal('MOVE'), who: z.string(), path: z.array(squareSchema) }),
  /** M3: open or close an adjacent door (index in map.doors). */
  z.object({ type: z.literal('TOGGLE_DOOR'), who: z.string(), door: z.number().int().min(0) }),
  /** H1: a Speed chip (+1 movement), an Action chip (+1 action) or a Draw chip (refill to 4). */
  z.object({
    type: z.literal('SPEND_CHIP'),
    who: z.string(),
    chip: z.enum(['speed', 'action', 'draw']),
  }),
  /** T2: Movement → Action → Draw. */
  z.object({ type: z.literal('END_PHASE'), who: z.string() }),
  /** A1, A2, H2: attack with a card from hand or the equipped weapon, anteing chips. */
  z.object({
    type: z.literal('DECLARE_ATTACK'),
    who: z.string(),
    target: z.string(),
    card: z.string().optional(),
    weapon: z.boolean().optional(),
    ammo: z.string().optional(),
    chips: z
      .object({
        attack: z.number().int().min(0).optional(),
        attackMode: z.enum(['attack', 'damage']).optional(),
        range: z.number().int().min(0).optional(),
      })
      .optional(),
  }),
  /** A3, H2: the defender plays a Defense card face up (or none) and antes Defense chips. */
  z.object({
    type: z.literal('DEFEND'),
    who: z.string(),
    card: z.string().optional(),
    chips: z.object({ defense: z.number().int().min(0).optional() }).optional(),
  }),
  /** Shows the next step of the attack under way. */
  z.object({ type: z.literal('CONTINUE') }),
  /** S5: the Dealer calls for a check and may set its TN. */
  z.object({
    type: z.literal('CALL_CHECK'),
    who: z.string(),
    check: z.string(),
    /** S5: a whole TN; the table's TNs run 4–10 (S3), and no check could reach past 30. */
    tn: z.number().int().min(0).max(30).optional(),
  }),
  /** S2: the character plays a card (and Attack chips) on the check. */
  z.object({
    type: z.literal('PLAY_CHECK_CARD'),
    who: z.string(),
    card: z.string(),
    chips: z.object({ attack: z.number().int().min(0).optional() }).optional(),
  }),
  z.object({ type: z.literal('CANCEL_CHECK') }),
  /** R2: play a card whose benefits begin next turn; it stays in play on its 3-turn track. */
  z.object({ type: z.literal('PLAY_CARD'), who: z.string(), card: z.string() }),
  /** W2: use an item (an action), on oneself or an adjacent character. */
  z.object({
    type: z.literal('USE_ITEM'),
    who: z.string(),
    item: z.string(),
    target: z.string().optional(),
  }),
  /** X1–X4: buy a card from a store its posse may buy in (X3); a free action (X4). */
  z.object({ type: z.literal('BUY'), who: z.string(), store: z.string(), item: z.string() }),
  /** W4, T4: equip a weapon card from the inventory (the one it replaces goes back there). */
  z.object({ type: z.literal('EQUIP'), who: z.string(), item: z.string() }),
  /** W4, T4: put the equipped weapon card away, into the inventory. */
  z.object({ type: z.literal('UNEQUIP'), who: z.string(), item: z.string() }),
  /** W3, R1, S5: fit an item to a weapon card: a Conjure Up check at TN 7. */
  z.object({ type: z.literal('FIT'), who: z.string(), item: z.string(), weapon: z.string() }),
  /** T5: draw up to 4, ending the turn. */
  z.object({ type: z.literal('DRAW'), who: z.string() }),
  /** Y1: the Dealer advances the day; spent chips come back. */
  z.object({ type: z.literal('ADVANCE_DAY') }),
  /** The Dealer changes the house rules (LEDGER: house rules are options); logged and undoable. */
  z.object({ type: z.literal('SET_RULES'), options: rulesOptionsSchema }),
  /**
   * The Dealer's fix to an HP track (A8, H4: the red tracker chip): set it `to` a value or change
   * it `by` some, exactly one of the two; the result is held within 0 and the track's max.
   * `combatant`, not `who`: the Dealer acts, the character is acted on (a downed one too).
   */
  z.object({
    type: z.literal('ADJUST_HP'),
    combatant: z.string(),
    to: z.number().int().min(0).max(DEALER_BOUNDS.hpChange.max).optional(),
    by: z.number().int().min(DEALER_BOUNDS.hpChange.min).max(DEALER_BOUNDS.hpChange.max).optional(),
  }),
  /** H1, H4: the Dealer gives spendable chips of one kind to a combatant's stack (never a track). */
  z.object({
    type: z.literal('AWARD_CHIP'),
    combatant: z.string(),
    chip: z.enum(SPENDABLE_CHIPS),
    count: z
      .number()
      .int()
      .min(DEALER_BOUNDS.chipAward.min)
      .max(DEALER_BOUNDS.chipAward.max)
      .optional(),
  }),
  /** The Dealer moves a token by hand to a free square on the map: no movement is spent (M1). */
  z.object({ type: z.literal('PLACE_TOKEN'), combatant: z.string(), at: squareSchema }),
  /** T1: the Dealer sets the seating order, every combatant once. */
  z.object({ type: z.literal('SET_SEATING'), seating: z.array(z.string()) }),
  /**
   * The Dealer hides an NPC from the players' view (an ambush, issue 11), or reveals one. The
   * rules still apply to it; it is revealed by itself when it attacks, is attacked, or blocks a move.
   */
  z.object({ type: z.literal('HIDE'), combatant: z.string() }),
  z.object({ type: z.literal('REVEAL'), combatant: z.string() }),
  /**
   * The Dealer sets the fog of war on the players' view (issue 11): off, live or explored, and
   * whether hidden NPCs the posse sees are revealed by themselves (kept as it is when left out).
   */
  z.object({
    type: z.literal('SET_FOG'),
    mode: z.enum(FOG_MODES),
    autoReveal: z.boolean().optional(),
  }),
  /** T7: the Dealer ends the encounter. */
  z.object({ type: z.literal('END_ENCOUNTER') }),
]);

export type Action = z.infer<typeof actionSchema>;
export type ActionType = Action['type'];
