import type { RulesOptions } from '../rules/rulesOptions.ts';

/**
 * H1, H2: what the chips anted on an attack did, each kind in one sentence, so a chip never
 * vanishes without a word (issue 10: an Attack chip for damage on a hit that dealt none, a Range
 * chip on a target already in range). The rules stay as they are (a chip anted is spent, H3);
 * this only says what it bought.
 */
export interface ChipEffect {
  chip: 'attack' | 'range';
  /** What they were anted for (H1): reach, Attack, or damage (Attack chips declared for it). */
  use: 'range' | 'attack' | 'damage';
  /** Chips of this kind anted. */
  count: number;
  /** What they added: Attack, damage or squares of reach (0 when nothing). */
  added: number;
  /** How many of them added nothing. */
  wasted: number;
  text: string;
}

/** The numbers of a resolved attack that say what its chips did. */
export interface ChipFacts {
  attackChips: number;
  attackMode: 'attack' | 'damage';
  rangeChips: number;
  melee: boolean;
  distance: number;
  /** A1: the reach with the Range chips. */
  range: number;
  /** A5: the Attack after cover, with and without the attack-mode chips. */
  attack: number;
  attackWithoutChips: number;
  cover: boolean;
  /** A7: damage before the bonuses that need damage, and what the damage-mode chips added. */
  baseDamage: number;
  damageChipsAdded: number;
}

export function chipEffects(facts: ChipFacts, options: RulesOptions): ChipEffect[] {
  const effects: ChipEffect[] = [];
  if (facts.rangeChips > 0) effects.push(rangeEffect(facts, options));
  if (facts.attackChips > 0)
    effects.push(
      facts.attackMode === 'damage' ? damageEffect(facts, options) : attackEffect(facts, options),
    );
  return effects;
}

function chips(count: number, kind: string): string {
  return count === 1 ? `The ${kind} chip` : `The ${count} ${kind} chips`;
}

/** A1, A9: Range chips add reach to a ranged attack; only those the distance needed did anything. */
function rangeEffect(f: ChipFacts, options: RulesOptions): ChipEffect {
  const n = f.rangeChips;
  const what = chips(n, 'Range');
  if (f.melee)
    return {
      chip: 'range',
      use: 'range',
      count: n,
      added: 0,
      wasted: n,
      text: `${what} added nothing: melee reaches adjacent squares only (rule A9).`,
    };
  const without = f.range - n * options.chipValue;
  const needed = f.distance <= without ? 0 : Math.ceil((f.distance - without) / options.chipValue);
  if (needed === 0)
    return {
      chip: 'range',
      use: 'range',
      count: n,
      added: 0,
      wasted: n,
      text: `${what} added nothing: the target was already in range (${f.distance} squares, range ${without}).`,
    };
  const added = needed * options.chipValue;
  const reach = `range ${without} → ${without + added} for a target ${f.distance} squares away`;
  return {
    chip: 'range',
    use: 'range',
    count: n,
    added,
    wasted: n - needed,
    text:
      needed === n
        ? `${what} added ${added} to the range (rule A1): ${reach}.`
        : `Of the ${n} Range chips, ${needed} added ${added} to the range (rule A1): ${reach}; the other ${n - needed} added nothing.`,
  };
}

/** H1, A5: attack-mode chips add to the Attack, which cover may then halve. */
function attackEffect(f: ChipFacts, options: RulesOptions): ChipEffect {
  const n = f.attackChips;
  const what = chips(n, 'Attack');
  const full = n * options.chipValue;
  const added = f.attack - f.attackWithoutChips;
  const wasted = added >= full ? 0 : n - Math.ceil(added / options.chipValue);
  const text =
    added >= full
      ? `${what} added ${added} to the Attack (rule H1).`
      : added === 0
        ? `${what} added nothing: cover halved the Attack, rounded up, to the same total (rule A5).`
        : `${what} added ${added} to the Attack, not ${full}: cover halved them with the rest (rule A5).`;
  return { chip: 'attack', use: 'attack', count: n, added, wasted, text };
}

/** A7 (house): damage-mode chips add damage only to a hit that deals damage. */
function damageEffect(f: ChipFacts, options: RulesOptions): ChipEffect {
  const n = f.attackChips;
  const what = `${chips(n, 'Attack')} for damage`;
  if (f.damageChipsAdded > 0)
    return {
      chip: 'attack',
      use: 'damage',
      count: n,
      added: f.damageChipsAdded,
      wasted: 0,
      text: `${what} added ${f.damageChipsAdded} damage (rule A7).`,
    };
  const why = options.damageChipOnlyOnDamage
    ? 'the hit dealt no damage, and +1 damage counts only on a hit that deals damage (rule A7)'
    : 'the hit dealt no damage';
  return {
    chip: 'attack',
    use: 'damage',
    count: n,
    added: 0,
    wasted: n,
    text: `${what} added nothing: ${why}.`,
  };
}
