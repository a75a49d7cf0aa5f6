import { setup } from 'xstate';

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
 *    (A7), damageAssigned (A8: gear first, then HP): each waits for CONTINUE so the table sees it.
 *    Whether the table steps through them by hand or lets them run is a display preference of the
 *    app (its settings), never part of the game: the table sends the CONTINUEs itself.
 */
export type AttackEvent =
  | { type: 'DECLARE'; legal: boolean }
  | { type: 'DEFEND' }
  | { type: 'PASS' }
  | { type: 'CONTINUE' };

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

/** The steps shown one at a time after the defence, each waiting for CONTINUE. */
export const SHOWN_ATTACK_STEPS: readonly AttackStep[] = ATTACK_STEPS.slice(2, -1);

export const attackMachine = setup({
  types: { events: {} as AttackEvent },
  guards: {
    isLegal: ({ event }) => event.type === 'DECLARE' && event.legal,
  },
}).createMachine({
  id: 'attack',
  initial: 'declaring',
  states: {
    declaring: { on: { DECLARE: { guard: 'isLegal', target: 'awaitingDefense' } } },
    awaitingDefense: {
      on: { DEFEND: { target: 'attackTotalled' }, PASS: { target: 'attackTotalled' } },
    },
    attackTotalled: { on: { CONTINUE: { target: 'coverApplied' } } },
    coverApplied: { on: { CONTINUE: { target: 'defenseTotalled' } } },
    defenseTotalled: { on: { CONTINUE: { target: 'damageComputed' } } },
    damageComputed: { on: { CONTINUE: { target: 'damageAssigned' } } },
    damageAssigned: { on: { CONTINUE: { target: 'resolved' } } },
    resolved: { type: 'final' },
  },
});
