import type { AttackState } from './gameState.ts';

/**
 * The attack under way with some fields changed, built field by field in one fixed order rather
 * than spread. An attack is copied at every step the table is shown (A4–A8); spread copies made
 * at several places gave the attack objects of one encounter over fifty hidden classes in the
 * JavaScript engine, so that every further spread of one took the engine's slow generic path
 * (measured for issue 9). The defence and the resolution, once known, are never taken away.
 */
export function nextAttack(attack: AttackState, change: Partial<AttackState>): AttackState {
  const next: AttackState = {
    flow: change.flow ?? attack.flow,
    attacker: attack.attacker,
    target: attack.target,
    declaration: attack.declaration,
    applied: change.applied ?? attack.applied,
  };
  const defense = change.defense ?? attack.defense;
  if (defense !== undefined) next.defense = defense;
  const resolution = change.resolution ?? attack.resolution;
  if (resolution !== undefined) next.resolution = resolution;
  return next;
}
