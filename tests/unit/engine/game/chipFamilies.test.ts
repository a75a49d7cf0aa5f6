import { describe, expect, it } from 'vitest';
import {
  chipStackSchema,
  trackerSchema,
  type ChipStack,
  type Tracker,
} from '../../../../engine/game/gameState.ts';
import { emptyStack, spendChips } from '../../../../engine/game/chipStack.ts';
import { encounter } from './encounterFixture.ts';

/**
 * H4: tracker chips (red HP, blue gear and ammunition) and spendable chips are different things,
 * and the types keep them apart: the lines marked @ts-expect-error must not type-check (the
 * typecheck run fails if they ever do), and the schemas refuse one as the other.
 */
describe('H4: two chip families that cannot be mixed', () => {
  it('refuses a tracker where a chip stack belongs, and the other way round', () => {
    const hp: Tracker = { family: 'tracker', color: 'red', hpLeft: 9, max: 9 };
    const chips: ChipStack = emptyStack();
    // @ts-expect-error a tracker is not a chip stack
    const wrongStack: ChipStack = hp;
    // @ts-expect-error a chip stack is not a tracker
    const wrongTracker: Tracker = chips;
    expect(chipStackSchema.safeParse(wrongStack).success).toBe(false);
    expect(trackerSchema.safeParse(wrongTracker).success).toBe(false);
  });

  it('spending chips never touches the HP or gear tracks', () => {
    const kate = encounter().combatants.kate!;
    const spent = spendChips(kate, 'attack', 1);
    expect(spent.hp).toBe(kate.hp);
    expect(spent.gear).toBe(kate.gear);
    expect(spent.chips.attack).toBe(kate.chips.attack - 1);
  });
});
