import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, applyUntrustedAction } from '../../../../engine/game/applyAction.ts';
import { actionSchema, type Action } from '../../../../engine/game/actions.ts';
import type { GameState } from '../../../../engine/game/gameState.ts';
import { isLegal, legalActions } from '../../../../engine/game/legalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { act, startSession, type Session } from '../../../../engine/game/session.ts';
import { sessionFromSave, sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { CHECKS } from '../../../../engine/rules/checks.ts';
import { ITEMS } from '../../../../engine/rules/items.ts';
import { DEFAULT_RULES_OPTIONS } from '../../../../engine/rules/rulesOptions.ts';
import { encounter } from './encounterFixture.ts';
import { scaled } from '../../../slowdown.ts';

/**
 * Fuzzing the reducer and the session loader: arbitrary actions (real ids, Object.prototype names
 * and junk, in every field) against states met in real play, and mangled session files. Nothing
 * may throw: every bad input is a refusal in words. `npm test` runs a few thousand; `npm run fuzz`
 * runs the full counts (FUZZ_ACTIONS=100000, FUZZ_SESSIONS=10000).
 */
const ACTIONS = Number(process.env.FUZZ_ACTIONS ?? 10_000);
const SESSIONS = Number(process.env.FUZZ_SESSIONS ?? 1_000);

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
const TYPES = [...actionSchema.options.map((o) => o.shape.type.value), 'SET_AUTO_ADVANCE', 'NOPE'];

/** States met in seeded legal play, each phase and situation many times over. */
function statesMet(): GameState[] {
  const states: GameState[] = [];
  for (let seed = 1; seed <= 6; seed++) {
    let session: Session = startSession(encounter(seed));
    for (let i = 0; i < 120; i++) {
      const pending = pendingActor(session.current);
      const actor = pending.kind === 'character' ? pending.who : 'dealer';
      const listed = legalActions(session.current, actor).actions;
      if (listed.length === 0) break;
      const result = act(session, listed[(i * 7 + seed) % listed.length]!);
      if (!result.ok) throw new Error(result.message);
      session = result.session;
      states.push(session.current);
    }
  }
  return states;
}

const STATES = statesMet();
const IDS = [...new Set(STATES.flatMap((s) => Object.keys(s.combatants)))];
const CARDS = [
  ...new Set(STATES.flatMap((s) => Object.values(s.combatants).flatMap((c) => c.hand))),
];
const AMMO = [
  ...new Set(
    STATES.flatMap((s) => Object.values(s.combatants).flatMap((c) => c.ammo.map((a) => a.id))),
  ),
];

const name = (known: readonly string[]) =>
  fc.oneof(
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    fc.constantFrom(...PROTOTYPE_NAMES),
    fc.string({ maxLength: 6 }),
  );
const count = fc.oneof(fc.integer({ min: -2, max: 6 }), fc.double(), fc.constant(undefined));
const square = fc.tuple(fc.integer({ min: -3, max: 14 }), fc.integer({ min: -3, max: 10 }));

/** An action-shaped object: the right fields mostly, with anything in them. */
const fuzzedAction = fc.record(
  {
    type: fc.constantFrom(...TYPES),
    who: name(IDS),
    target: name(IDS),
    card: name(CARDS),
    weapon: fc.boolean(),
    ammo: name(AMMO),
    door: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.constant(0.5)),
    chip: fc.constantFrom('speed', 'action', 'draw', 'attack', 'constructor'),
    path: fc.array(square, { maxLength: 7 }),
    chips: fc.record(
      {
        attack: count,
        attackMode: fc.constantFrom('attack', 'damage', 'toString'),
        range: count,
        defense: count,
      },
      { requiredKeys: [] },
    ),
    check: fc.oneof(fc.constantFrom(...CHECKS.map((c) => c.name)), name([])),
    tn: fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double()),
    item: fc.oneof(fc.constantFrom(...ITEMS.map((i) => i.name)), name([])),
    options: fc.constantFrom(
      DEFAULT_RULES_OPTIONS,
      { ...DEFAULT_RULES_OPTIONS, chipValue: 2 },
      { ...DEFAULT_RULES_OPTIONS, handSize: 6 },
      { constructor: 1 },
    ),
  },
  { requiredKeys: ['type'] },
);

describe('fuzzing (nothing throws; every refusal is in words)', () => {
  it(
    `${ACTIONS.toLocaleString('en')} fuzzed actions, prototype names included, against states met in play`,
    () => {
      let accepted = 0;
      fc.assert(
        fc.property(fc.nat(STATES.length - 1), fuzzedAction, (at, raw) => {
          const state = STATES[at]!;
          const untrusted = applyUntrustedAction(state, raw);
          if (!untrusted.ok) expect(typeof untrusted.message).toBe('string');
          // applyAction accepts exactly what isLegal says it would.
          expect(isLegal(state, raw).ok).toBe(untrusted.ok);
          const parsed = actionSchema.safeParse(raw);
          if (parsed.success) {
            expect(applyAction(state, parsed.data as Action).ok).toBe(untrusted.ok);
            if (untrusted.ok) accepted += 1;
          }
        }),
        { numRuns: ACTIONS, seed: 20261201 },
      );
      // Some fuzzed actions must land, or the fuzzer only ever tested the schema.
      expect(accepted).toBeGreaterThan(0);
    },
    scaled((20_000 * ACTIONS) / 10_000),
  );

  it(
    `${SESSIONS.toLocaleString('en')} fuzzed session files load or are refused in words`,
    () => {
      let session = startSession(encounter(4));
      for (let i = 0; i < 80; i++) {
        const pending = pendingActor(session.current);
        const listed = legalActions(
          session.current,
          pending.kind === 'character' ? pending.who : 'dealer',
        ).actions;
        if (listed.length === 0) break;
        const result = act(session, listed[i % listed.length]!);
        if (!result.ok) throw new Error(result.message);
        session = result.session;
      }
      const saved = JSON.parse(JSON.stringify(sessionToSave(session))) as {
        log: unknown[];
        [key: string]: unknown;
      };
      const mutation = fc.oneof(
        // Drop, duplicate or swap log entries.
        fc.record({ kind: fc.constant('drop' as const), at: fc.nat(200) }),
        fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(200) }),
        fc.record({ kind: fc.constant('swap' as const), at: fc.nat(200), with: fc.nat(200) }),
        // Insert a fuzzed action anywhere.
        fc.record({ kind: fc.constant('insert' as const), at: fc.nat(200), action: fuzzedAction }),
        // Rename a combatant in the start state, or a who in the log, to anything.
        fc.record({ kind: fc.constant('rename' as const), at: fc.nat(200), to: name(IDS) }),
        // Break a field of the start state.
        fc.record({
          kind: fc.constant('break' as const),
          field: fc.constantFrom('map', 'options', 'rng', 'encounter', 'turn', 'combatants', 'day'),
          value: fc.constantFrom(null, 0, 'x', [], {}, { __proto__: 1 }),
        }),
      );
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (mutations) => {
          const file = structuredClone(saved);
          for (const m of mutations) {
            const log = file.log;
            const i = log.length === 0 ? 0 : m.kind === 'break' ? 0 : m.at % log.length;
            if (m.kind === 'drop') log.splice(i, 1);
            if (m.kind === 'duplicate' && log[i] !== undefined) log.splice(i, 0, log[i]);
            if (m.kind === 'swap' && log.length > 1) {
              const j = m.with % log.length;
              [log[i], log[j]] = [log[j], log[i]];
            }
            if (m.kind === 'insert') log.splice(i, 0, m.action);
            if (m.kind === 'rename') {
              const entry = log[i] as { who?: string } | undefined;
              if (entry && 'who' in entry) entry.who = m.to;
              else {
                const start = file.start as { combatants: Record<string, unknown> };
                if (typeof start.combatants !== 'object' || start.combatants === null) continue;
                const [first] = Object.keys(start.combatants);
                if (first) {
                  start.combatants[m.to] = start.combatants[first];
                  delete start.combatants[first];
                }
              }
            }
            if (m.kind === 'break') (file.start as Record<string, unknown>)[m.field] = m.value;
          }
          const loaded = sessionFromSave(file);
          if (!loaded.ok) expect(typeof loaded.message).toBe('string');
        }),
        { numRuns: SESSIONS, seed: 20261202 },
      );
    },
    scaled((20_000 * SESSIONS) / 1_000),
  );
});
