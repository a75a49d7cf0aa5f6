import type { SituationKey } from '../actionRecord.ts';

/**
 * The Dealer's hand on the table between steps of play: the rules, the day, a check, and the
 * fixes (HP, chips, a token's square, the seating). Not while an attack or a check is being
 * resolved: its numbers were worked out from the HP, squares and rules of its moment, and a fix
 * in the middle would make the steps shown disagree with what is on the table. The Dealer ends
 * the encounter or lets the resolution finish, then fixes.
 */
export const BETWEEN_STEPS: readonly SituationKey[] = [
  'roundStart',
  'turn.movement',
  'turn.action',
  'turn.draw',
];
