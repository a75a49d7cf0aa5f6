import { z } from 'zod';
import { fittedItemSchema } from '../model/fittedItem.ts';
import { mapSchema } from '../model/map.ts';
import { squareSchema } from '../model/geometry.ts';
import { safeIdSchema } from '../model/safeId.ts';
import { SPENDABLE_CHIPS } from '../rules/chips.ts';
import { STATS } from '../rules/checks.ts';
import { CLASSES } from '../rules/classes.ts';
import { FACTIONS } from '../rules/factions.ts';
import { rulesOptionsSchema } from '../rules/rulesOptions.ts';
import { THREAT_TIERS } from '../rules/threatTiers.ts';
import { WEAPON_TRAITS } from '../rules/weapons.ts';
import { FOG_OFF, fogSchema } from './fogState.ts';
import { npcShownSchema } from './npcShown.ts';
import { tableShownSchema } from './tableShown.ts';
import { checkResultSchema } from './schemas/checkResultSchema.ts';
import { legalAttackSchema } from './schemas/legalAttackSchema.ts';
import {
  attackFlowSchema,
  checkFlowSchema,
  dayFlowSchema,
  encounterFlowSchema,
  turnFlowSchema,
} from './schemas/machineFlows.ts';

/**
 * H4: tracker chips on their tracks — red on HP, blue on gear and ammunition. They mark what is
 * true and are never spent; the `family` tag keeps them apart from spendable chips in the type
 * system. Each track counts its own way, so each has its own field name: the red chip counts the
 * HP left (down to the skull square at 0), a blue chip counts what is used up (gear capacity that
 * has absorbed damage, A8; ammunition uses, A2).
 */
function trackSchema<C extends 'red' | 'blue', K extends string>(color: C, count: K, what: string) {
  return z
    .object({
      family: z.literal('tracker'),
      color: z.literal(color),
      ...({ [count]: z.number().int().min(0) } as Record<K, z.ZodNumber>),
      max: z.number().int().min(0),
    })
    .refine(
      (t) => {
        // zod cannot name a computed key in the parsed type here; the callers' types can.
        const track = t as Record<K | 'max', number>;
        return track[count] <= track.max;
      },
      {
        message: `${what} cannot pass the end of its track`,
        path: [count],
      },
    );
}

/** A8: `hpLeft` is HP remaining; 0 is the skull square. */
export const hpTrackSchema = trackSchema('red', 'hpLeft', 'the HP chip');
export type HpTrack = z.infer<typeof hpTrackSchema>;

/** A8: `gearUsed` is damage absorbed so far; full (= max) means the gear absorbs no more. */
export const gearTrackSchema = trackSchema('blue', 'gearUsed', 'a gear chip');
export type GearTrack = z.infer<typeof gearTrackSchema>;

/** A2: `ammoUsed` is uses spent so far; full (= max) means the ammunition cannot be spent. */
export const ammoTrackSchema = trackSchema('blue', 'ammoUsed', 'an ammunition chip');
export type AmmoTrack = z.infer<typeof ammoTrackSchema>;

/** Any tracker chip (H4). */
export const trackerSchema = z.union([hpTrackSchema, gearTrackSchema, ammoTrackSchema]);
export type Tracker = z.infer<typeof trackerSchema>;

/** H1: a stack of spendable chips, by kind; never a tracker (H4). */
export const chipStackSchema = z.object({
  family: z.literal('spendable'),
  ...(Object.fromEntries(SPENDABLE_CHIPS.map((kind) => [kind, z.number().int().min(0)])) as Record<
    (typeof SPENDABLE_CHIPS)[number],
    z.ZodNumber
  >),
});
export type ChipStack = z.infer<typeof chipStackSchema>;

export const cardSchema = z.object({
  id: z.string(),
  name: z.string(),
  attack: z.number().int().min(0),
  defend: z.number().int().min(0),
  origin: z.enum(['closed', 'house']),
  special: z
    .object({
      class: z.string(),
      cost: z.number(),
      requires: z.record(z.string(), z.number()).optional(),
    })
    .optional(),
  delayed: z.object({ attackBonus: z.number().int(), turns: z.number().int().min(1) }).optional(),
  shots: z.number().int().min(1).optional(),
  text: z.string().optional(),
});
export type Card = z.infer<typeof cardSchema>;

const inPlaySchema = z.object({
  card: z.string(),
  /** R2: turns of benefit left on the card's track. */
  turnsLeft: z.number().int().min(0),
  /** R2: benefits begin the following turn. */
  active: z.boolean(),
});

export const combatantSchema = z.object({
  id: safeIdSchema,
  name: z.string(),
  side: z.enum(['pc', 'npc']),
  faction: z.enum(FACTIONS).optional(),
  /** B5: a character's class (NPCs have none); optional, so saves made before it still load. */
  class: z.enum(CLASSES).optional(),
  tier: z.object({ color: z.enum(THREAT_TIERS), level: z.number().int() }).optional(),
  /** Hidden NPCs never reach the projector (publicView). */
  hidden: z.boolean(),
  /** The Dealer's notes: never public. */
  notes: z.string(),
  at: squareSchema,
  /** Final stats, faction bonuses included. */
  stats: z.record(z.enum(STATS), z.number().int()),
  /** M1: base Speed with purchases (Speed chips add per turn). */
  speed: z.number().int().min(0),
  /** A1: Range purchases. */
  rangeBonus: z.number().int().min(0),
  weaponTrait: z.enum(WEAPON_TRAITS),
  traits: z.array(z.string()),
  trained: z.array(z.string()),
  hp: hpTrackSchema,
  gear: z.array(z.object({ name: z.string(), track: gearTrackSchema })),
  weapon: z.string().optional(),
  ammo: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      modifier: z.number().int(),
      slug: z.boolean(),
      track: ammoTrackSchema,
    }),
  ),
  items: z.array(z.string()),
  /** W3, R1: items fitted to weapons, out of the inventory (a save made before them has none). */
  fitted: z.array(fittedItemSchema).default([]),
  /** X1: gold, spent in the stores (X4); a save made before the Marketplace has none. */
  gold: z.number().int().min(0).default(0),
  /**
   * W5: minor goods taken and waiting for the next check this day (Coffee Beans any check,
   * Cigarettes only a Charming one); a new day clears them (Y1). Absent: none.
   */
  boosts: z
    .array(
      z.object({
        item: z.string(),
        bonus: z.number().int().min(0),
        stat: z.enum(STATS).optional(),
      }),
    )
    .optional(),
  /** H1: unspent chips. */
  chips: chipStackSchema,
  /** H3: chips spent today; they come back on the next day (Y1). */
  spent: chipStackSchema,
  cards: z.record(z.string(), cardSchema),
  /** K1, K4, K5: the deck (top is last), hand, discard pile and cards in play. */
  deck: z.array(z.string()),
  hand: z.array(z.string()),
  discard: z.array(z.string()),
  inPlay: z.array(inPlaySchema),
});
export type Combatant = z.infer<typeof combatantSchema>;

const attackDeclarationSchema = z.object({
  card: z.string().optional(),
  weapon: z.string().optional(),
  ammo: z.string().optional(),
  ammoModifier: z.number().int(),
  slug: z.boolean(),
  chips: z.object({
    attack: z.number().int().min(0),
    attackMode: z.enum(['attack', 'damage']),
    range: z.number().int().min(0),
  }),
  /** R2: the Attack bonus from cards in play. */
  delayedBonus: z.number().int(),
  /** R3: this attack is one of a multi-shot card's free shots. */
  freeShot: z.boolean(),
});

export const attackStateSchema = z.object({
  flow: attackFlowSchema,
  attacker: z.string(),
  target: z.string(),
  declaration: attackDeclarationSchema,
  defense: z
    .object({ card: z.string().optional(), defend: z.number().int(), chips: z.number().int() })
    .optional(),
  /** resolveAttack's result, once the defence is known. */
  resolution: legalAttackSchema.optional(),
  /** A8: whether the damage has been assigned to gear and HP yet. */
  applied: z.boolean(),
});
export type AttackState = z.infer<typeof attackStateSchema>;

export const checkStateSchema = z.object({
  flow: checkFlowSchema,
  who: z.string(),
  check: z.string(),
  tn: z.number(),
  /** resolveCheck's result, once the card is played. */
  result: checkResultSchema.optional(),
  /** W3, S5: the check fits this item to this weapon card when it succeeds. */
  fit: z.object({ item: z.string(), weapon: z.string() }).optional(),
});

export const gameStateSchema = z.object({
  map: mapSchema,
  options: rulesOptionsSchema,
  rng: z.object({ seed: z.number().int(), draws: z.number().int(), state: z.number().int() }),
  day: dayFlowSchema,
  encounter: encounterFlowSchema,
  /** The turn under way: whose, and where it is in the turn machine. */
  turn: z
    .object({
      who: z.string(),
      flow: turnFlowSchema,
      /** R3: the multi-shot card whose free shots remain this turn. */
      freeShotCard: z.string().optional(),
    })
    .nullable(),
  attack: attackStateSchema.nullable(),
  /** The last attack resolved, so the table can still read its steps. */
  lastAttack: attackStateSchema.nullable(),
  check: checkStateSchema.nullable(),
  combatants: z.record(z.string(), combatantSchema),
  /** The Dealer's notes for the encounter: never public. */
  notes: z.string(),
  /** K4: how many times a discard pile has been shuffled into a new deck. */
  reshuffles: z.number().int().min(0),
  /** Issue 11: the fog of war's mode and what the posse has explored (fogState.ts). */
  fog: fogSchema.default(FOG_OFF),
  /** X1: the store cards (storeCatalogue ids) bought in this encounter, gone from their store. */
  sold: z.array(z.string()).default([]),
  /**
   * Issue 40, item 4: what the players may see of the NPCs (npcShown.ts). Absent in a state laid
   * out before it: HP and tier shown, as they always were.
   */
  npcShown: npcShownSchema.optional(),
  /**
   * Issue 40, item 5: what the Dealer shows the players over the board (tableShown.ts), or null.
   * Absent in a state laid out before it: nothing shown.
   */
  shown: tableShownSchema.nullable().optional(),
});

export type GameState = z.output<typeof gameStateSchema>;
