import { assign, setup } from 'xstate';

/**
 * A1–A9: one attack, one state per step the table watches. The numbers come from resolveAttack
 * (computed once the defence is known); this machine decides the order in which they are shown and
 * applied:
 *
 *   declaring → awaitingDefense → attackTotalled → coverApplied → defenseTotalled →
 *   damageComputed → damageAssigned → resolved
 *
 *  - declaring (A1, A2): the attacker names target and card or weapon; only a legal declaration
 *    (range, then line of sight) moves on.
 *  - awaitingDefense (A3): the defender plays a Defense card face up, or passes (Defend 0).
 *  - attackTotalled (A4, E1), coverApplied (A5, G4–G7), defenseTotalled (A6), damageComputed
 *    (A7), damageAssigned (A8: gear first, then HP): each waits for CONTINUE so the table sees it,
 *    unless auto-advance is on.
 */
export interface AttackContext {
  autoAdvance: boolean;
}

export type AttackEvent =
  | { type: 'DECLARE'; legal: boolean }
  | { type: 'DEFEND' }
  | { type: 'PASS' }
  | { type: 'CONTINUE' }
  | { type: 'SET_AUTO_ADVANCE'; on: boolean };

export const ATTACK_STEPS = [
  'declaring',
  'awaitingDefense',
  'attackTotalled',
  'coverApplied',
  'defenseTotalled',
  'damageComputed',
  'damageAssigned',
  'resolved',
] as const;
export type AttackStep = (typeof ATTACK_STEPS)[number];

/** A shown step: CONTINUE moves on, or auto-advance does at once. */
function shown(next: AttackStep) {
  return {
    always: { guard: 'isAutoAdvancing' as const, target: next },
    on: { CONTINUE: { target: next } },
  };
}

export const attackMachine = setup({
  types: {
    context: {} as AttackContext,
    events: {} as AttackEvent,
    input: {} as { autoAdvance: boolean },
  },
  guards: {
    isLegal: ({ event }) => event.type === 'DECLARE' && event.legal,
    isAutoAdvancing: ({ context }) => context.autoAdvance,
  },
  actions: {
    setAutoAdvance: assign({
      autoAdvance: ({ context, event }) =>
        event.type === 'SET_AUTO_ADVANCE' ? event.on : context.autoAdvance,
    }),
  },
}).createMachine({
  id: 'attack',
  context: ({ input }) => ({ autoAdvance: input.autoAdvance }),
  initial: 'declaring',
  on: { SET_AUTO_ADVANCE: { actions: 'setAutoAdvance' } },
  states: {
    declaring: { on: { DECLARE: { guard: 'isLegal', target: 'awaitingDefense' } } },
    awaitingDefense: {
      on: { DEFEND: { target: 'attackTotalled' }, PASS: { target: 'attackTotalled' } },
    },
    attackTotalled: shown('coverApplied'),
    coverApplied: shown('defenseTotalled'),
    defenseTotalled: shown('damageComputed'),
    damageComputed: shown('damageAssigned'),
    damageAssigned: shown('resolved'),
    resolved: { type: 'final' },
  },
});
