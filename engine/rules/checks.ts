/** S1 (closed meaning, house names): the five stats. */
export const STATS = ['tough', 'agile', 'smart', 'sharp', 'charming'] as const;
export type Stat = (typeof STATS)[number];
export type Stats = Record<Stat, number>;

export function isStat(value: string): value is Stat {
  return (STATS as readonly string[]).includes(value);
}

/**
 * S3 (closed): the check table. `natural` checks anyone may make; `onePoint` checks cost 1 LP to
 * train (S4: not allowed untrained). `tn` is the source's example TN, the table default (S5).
 * Thievin uses Sharp and/or Smart (S4 house: the higher). Lingual is trained per tongue.
 */
export interface CheckDefinition {
  readonly name: string;
  readonly stats: readonly Stat[];
  readonly training: 'natural' | 'onePoint';
  readonly tn: number;
  readonly perTongue?: boolean;
}

export const CHECKS: readonly CheckDefinition[] = [
  { name: 'Eye', stats: ['sharp'], training: 'natural', tn: 4 },
  { name: 'Bluff', stats: ['charming'], training: 'natural', tn: 10 },
  { name: 'Sneak', stats: ['agile'], training: 'natural', tn: 4 },
  { name: 'Ascertain', stats: ['sharp'], training: 'natural', tn: 5 },
  { name: 'Focus', stats: ['smart'], training: 'natural', tn: 5 },
  { name: 'Figure', stats: ['sharp'], training: 'natural', tn: 5 },
  { name: 'Booksmart', stats: ['smart'], training: 'onePoint', tn: 5 },
  { name: 'Conjure Up', stats: ['sharp'], training: 'onePoint', tn: 7 },
  { name: 'Thievin', stats: ['sharp', 'smart'], training: 'onePoint', tn: 4 },
  { name: 'Lingual', stats: ['smart'], training: 'onePoint', tn: 5, perTongue: true },
];

/** A check as named in play: `Thievin`, or `Lingual:Spanish` for one tongue. */
export interface CheckName {
  readonly definition: CheckDefinition;
  readonly tongue?: string;
  /** The canonical spelling: `Conjure Up`, `Lingual:Spanish`. */
  readonly label: string;
}

/** Parses a check name, ignoring case. Returns why it is refused when it is not a check. */
export function parseCheckName(raw: string): CheckName | { error: string } {
  const [head, ...rest] = raw.split(':');
  const definition = CHECKS.find((c) => c.name.toLowerCase() === head!.trim().toLowerCase());
  if (!definition) {
    return {
      error: `unknown check "${raw}"; the checks are ${CHECKS.map((c) => c.name).join(', ')}`,
    };
  }
  if (definition.perTongue) {
    const tongue = rest.join(':').trim();
    if (!tongue)
      return { error: `"${raw}": Lingual is trained per tongue; name it, as in Lingual:Spanish` };
    return { definition, tongue, label: `${definition.name}:${tongue}` };
  }
  if (rest.length > 0) return { error: `"${raw}": only Lingual takes a tongue after a colon` };
  return { definition, label: definition.name };
}

/** Two check names denote the same trained skill (case does not matter, tongues must match). */
export function sameCheck(a: CheckName, b: CheckName): boolean {
  return a.label.toLowerCase() === b.label.toLowerCase();
}
