import { z } from 'zod';
import { describeIssues } from '../../engine/model/describeIssues.ts';
import { mapSchema, type GameMap } from '../../engine/model/map.ts';
import { coverBetween } from '../../engine/grid/coverBetween.ts';
import { distance } from '../../engine/grid/distance.ts';
import { requireOnMap } from '../../engine/grid/requireOnMap.ts';
import { validateMove } from '../../engine/grid/validateMove.ts';
import {
  resolveFingerGunsRound,
  type FingerGunsPlayer,
  type GestureInput,
} from '../../engine/modes/finger-guns/resolveRound.ts';
import { cardStatsSchema } from '../../engine/modes/texas-shootout/cardStats.ts';
import { d10RollSchema } from '../../engine/modes/texas-shootout/d10.ts';
import { placeLineup } from '../../engine/modes/texas-shootout/placement.ts';
import { resolveTexasRound } from '../../engine/modes/texas-shootout/resolveTexasRound.ts';
import {
  DEFAULT_TEXAS_OPTIONS,
  texasOptionsSchema,
} from '../../engine/modes/texas-shootout/texasOptions.ts';
import { resolveAttack } from '../../engine/resolve/resolveAttack.ts';
import { type AttackerInput, type DefenderInput } from '../../engine/resolve/attackShapes.ts';
import { resolveCheck, type CheckInput } from '../../engine/resolve/resolveCheck.ts';
import { storeBuyers, type MarketCharacter } from '../../engine/resolve/storeBuyers.ts';
import { validateBuild } from '../../engine/resolve/validateBuild.ts';
import { type BuildInput } from '../../engine/model/buildInput.ts';
import { findNamedTrait } from '../../engine/rules/costs.ts';
import { FACTIONS, type Faction } from '../../engine/rules/factions.ts';
import { RulesInputError } from '../../engine/rules/rulesInputError.ts';

/**
 * Evaluates one rules scenario (../shared/scenarios/FORMAT.md) with the engine, never reading its
 * `expect`. Returns the result object FORMAT describes for its kind, or throws a RulesInputError
 * naming the field the rules cannot accept.
 */
export function evaluateScenario(scenario: unknown): Record<string, unknown> {
  const top = parse(z.looseObject({ kind: z.string() }), scenario, '');
  const evaluate = EVALUATORS[top.kind];
  if (!evaluate)
    throw new RulesInputError(
      'kind',
      `unknown kind "${top.kind}"; one of ${Object.keys(EVALUATORS).join(', ')}`,
    );
  return evaluate(scenario as Record<string, unknown>);
}

const square = z.tuple([z.number().int(), z.number().int()]);

function parse<T extends z.ZodType>(schema: T, value: unknown, root: string): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const first = result.error.issues[0]!;
    const field = [
      root,
      ...first.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)),
    ]
      .join('')
      .replace(/^\./, '');
    throw new RulesInputError(
      field || 'scenario',
      describeIssues(result.error).replace(/^[^:]*: /, ''),
    );
  }
  return result.data;
}

function readMap(raw: unknown): GameMap {
  if (raw === undefined) throw new RulesInputError('map', 'is required for this kind');
  return parse(mapSchema, raw, 'map');
}

const EVALUATORS: Record<string, (s: Record<string, unknown>) => Record<string, unknown>> = {
  los(s) {
    const map = readMap(s.map);
    const input = parse(
      z.looseObject({ from: z.unknown(), to: z.unknown(), slug: z.boolean().optional() }),
      s,
      '',
    );
    requireOnMap(map, input.from, 'from');
    requireOnMap(map, input.to, 'to');
    const verdict = coverBetween(map, input.from, input.to, { slug: input.slug ?? false });
    return { los: verdict.los, distance: distance(input.from, input.to), cover: verdict.cover };
  },

  attack(s) {
    const map = readMap(s.map);
    const input = parse(
      z.looseObject({
        attacker: z.looseObject({
          at: z.unknown(),
          card: z.looseObject({ attack: z.number().int() }).optional(),
          weapon: z.string().optional(),
          trait: z.string().optional(),
          ammo: z.number().optional(),
          rangeBonus: z.number().optional(),
          slug: z.boolean().optional(),
          chips: z
            .looseObject({
              attack: z.number().optional(),
              attackMode: z.enum(['attack', 'damage']).optional(),
              range: z.number().optional(),
            })
            .optional(),
          traits: z.array(z.string()).optional(),
        }),
        defender: z.looseObject({
          at: z.unknown(),
          hp: z.number(),
          gear: z.number().optional(),
          defend: z.number().optional(),
          chips: z.looseObject({ defense: z.number().optional() }).optional(),
        }),
      }),
      s,
      '',
    );
    requireOnMap(map, input.attacker.at, 'attacker.at');
    requireOnMap(map, input.defender.at, 'defender.at');
    const result = resolveAttack(
      map,
      input.attacker as AttackerInput,
      input.defender as DefenderInput,
    );
    if (!result.legal) return { legal: false, reason: result.reason, distance: result.distance };
    return {
      legal: true,
      reason: null,
      distance: result.distance,
      cover: result.cover,
      attack: result.attack,
      defense: result.defense,
      damage: result.damage,
      absorbed: result.absorbed,
      hp: result.hp,
      dead: result.dead,
    };
  },

  move(s) {
    const map = readMap(s.map);
    const input = parse(
      z.looseObject({
        unit: z.looseObject({
          at: z.unknown(),
          speed: z.number().int().min(0),
          traits: z.array(z.string()).optional(),
          faction: z.string().optional(),
        }),
        others: z
          .array(z.looseObject({ at: z.unknown(), side: z.enum(['ally', 'enemy']) }))
          .optional(),
        path: z.array(square),
      }),
      s,
      '',
    );
    requireOnMap(map, input.unit.at, 'unit.at');
    const others = (input.others ?? []).map((o, i) => {
      requireOnMap(map, o.at, `others[${i}].at`);
      return { at: o.at, side: o.side };
    });
    (input.unit.traits ?? []).forEach((t, i) => {
      if (!findNamedTrait(t))
        throw new RulesInputError(`unit.traits[${i}]`, `unknown trait "${t}"`);
    });
    let faction: Faction | undefined;
    if (input.unit.faction !== undefined) {
      faction = FACTIONS.find((f) => f.toLowerCase() === input.unit.faction!.toLowerCase());
      if (!faction)
        throw new RulesInputError('unit.faction', `unknown faction "${input.unit.faction}"`);
    }
    const verdict = validateMove(
      map,
      { at: input.unit.at, speed: input.unit.speed, traits: input.unit.traits, faction },
      others,
      input.path,
    );
    return verdict.legal
      ? { legal: true, reason: null, cost: verdict.cost, jumpDamage: verdict.jumpDamage }
      : { legal: false, reason: verdict.reason };
  },

  check(s) {
    const input = parse(
      z.looseObject({
        check: z.string(),
        stats: z.record(z.string(), z.number()).optional(),
        trained: z.array(z.string()).optional(),
        card: z.looseObject({ attack: z.number().int(), defend: z.number().int().optional() }),
        chips: z.looseObject({ attack: z.number().optional() }).optional(),
        gear: z.number().optional(),
        tn: z.number().optional(),
      }),
      s,
      '',
    );
    const result = resolveCheck(input as CheckInput);
    if (!result.legal) return { legal: false, reason: result.reason };
    return {
      legal: true,
      reason: null,
      total: result.total,
      tn: result.tn,
      success: result.success,
    };
  },

  build(s) {
    const input = parse(
      z.looseObject({
        level: z.number(),
        faction: z.string(),
        class: z.string(),
        stats: z.record(z.string(), z.number()).optional(),
        speed: z.number().optional(),
        range: z.number().optional(),
        chips: z.record(z.string(), z.number()).optional(),
        weaponTrait: z.unknown().optional(),
        traits: z.array(z.string()).optional(),
        characterTraits: z.number().optional(),
        hpUpgrades: z.number().optional(),
        trained: z.array(z.string()).optional(),
        specialCards: z
          .array(
            z.looseObject({
              name: z.string(),
              class: z.string(),
              cost: z.number(),
              requires: z.record(z.string(), z.number()).optional(),
            }),
          )
          .optional(),
      }),
      s,
      '',
    );
    const verdict = validateBuild(input as BuildInput);
    return {
      valid: verdict.valid,
      lpSpent: verdict.lpSpent,
      lpAvailable: verdict.lpAvailable,
      scpSpent: verdict.scpSpent,
      scpAvailable: verdict.scpAvailable,
      hp: verdict.hp,
      speed: verdict.speed,
      violations: verdict.violations,
    };
  },

  market(s) {
    const map = readMap(s.map);
    const input = parse(
      z.looseObject({
        characters: z.array(
          z.looseObject({ posse: z.string(), at: z.unknown(), gold: z.number().optional() }),
        ),
      }),
      s,
      '',
    );
    const stores = storeBuyers(map, input.characters as MarketCharacter[]);
    return {
      stores: Object.fromEntries(
        Object.entries(stores).map(([name, c]) => [name, { buyers: c.buyers }]),
      ),
    };
  },

  fingerguns(s) {
    const input = parse(
      z.looseObject({
        players: z.array(
          z.looseObject({ name: z.string(), health: z.number(), state: z.string() }),
        ),
        gestures: z
          .record(
            z.string(),
            z.looseObject({
              action: z.string(),
              fingers: z.number().optional(),
              target: z.string().optional(),
            }),
          )
          .optional(),
      }),
      s,
      '',
    );
    const result = resolveFingerGunsRound(
      input.players as FingerGunsPlayer[],
      (input.gestures ?? {}) as Record<string, GestureInput>,
    );
    return {
      health: result.health,
      state: result.state,
      gameOver: result.gameOver,
      winners: result.winners,
    };
  },

  texas(s) {
    const wholeCount = z.number().int().min(0);
    const input = parse(
      z.looseObject({
        columns: texasOptionsSchema.shape.columns.optional(),
        tokens: z.array(
          z.looseObject({
            card: z.string().min(1),
            side: z.enum(['A', 'B']),
            row: z.number().int(),
            col: z.number().int(),
            ...cardStatsSchema.shape,
          }),
        ),
        rolls: z.array(d10RollSchema),
        victory: z.looseObject({ A: wholeCount.optional(), B: wholeCount.optional() }).optional(),
      }),
      s,
      '',
    );
    const options = {
      ...DEFAULT_TEXAS_OPTIONS,
      columns: input.columns ?? DEFAULT_TEXAS_OPTIONS.columns,
    };
    const tokens = input.tokens.map(({ card, side, row, col, armor, health, range, dm }) => ({
      name: card,
      side,
      row,
      col,
      armor,
      health,
      range,
      dm,
    }));
    const board = placeLineup(tokens, options);
    if (!board.ok)
      throw new RulesInputError(
        `tokens[${board.index}].${board.refusal.field}`,
        board.refusal.reason,
      );
    const round = resolveTexasRound(
      board.tokens,
      input.rolls,
      { A: input.victory?.A ?? 0, B: input.victory?.B ?? 0 },
      1,
      options,
    );
    return {
      order: round.order,
      shots: round.shots,
      damage: round.damage,
      killed: round.killed,
      injured: round.injured,
      grazed: round.grazed,
      unhurt: round.unhurt,
      victory: round.victory,
      winners: round.winners,
    };
  },
};
