import { z } from 'zod';
import { nextInt, type RngState } from '../../game/rng.ts';

/**
 * TS9 house: the d10 is the project's seeded generator (engine/game/rng.ts, the same one that
 * shuffles the RPG deck), so a shootout replays exactly from its seed and its log.
 */
export function rollD10(rng: RngState): [number, RngState] {
  const [face, next] = nextInt(rng, 10);
  return [face + 1, next];
}

/** `count` d10s in a row, and the generator after them. */
export function rollD10s(rng: RngState, count: number): [number[], RngState] {
  const rolls: number[] = [];
  let current = rng;
  for (let i = 0; i < count; i++) {
    let roll: number;
    [roll, current] = rollD10(current);
    rolls.push(roll);
  }
  return [rolls, current];
}

/** A d10 result as given from outside (a scenario, a table rolling real dice): a whole 1–10. */
export const d10RollSchema = z
  .number()
  .int({ error: 'a d10 roll is a whole number' })
  .refine((v) => v >= 1 && v <= 10, {
    error: (issue) => `a d10 roll is 1–10, not ${String(issue.input)}`,
  });
