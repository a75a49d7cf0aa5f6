import {
  npcCardSchema,
  SPENDABLE_CHIPS,
  STATS,
  type NpcCard,
  type SpendableChipKind,
  type ThreatTier,
} from '../../../engine/skirmish.ts';

type Stat = (typeof STATS)[number];

/**
 * An NPC card as its form holds it while the Dealer types (N1): every number as the text typed,
 * so "1" on its way to "12" is not refused mid-word; none-of-these as ''. The card itself is
 * made from it by npcCardSchema alone (cardFromDraft), which judges every field.
 */
export interface NpcDraft {
  name: string;
  color: ThreatTier;
  level: string;
  /** A faction's name, or '' for a card that names none (the token tool then asks for one). */
  faction: string;
  stats: Record<Stat, string>;
  hp: string;
  gear: string;
  speed: string;
  /** X1, X3: the gold it carries. */
  gold: string;
  weaponTrait: string;
  /** A weapon of W1 by name, or '' for none. */
  weapon: string;
  chips: Record<SpendableChipKind, string>;
  notes: string;
}

/** The form's fields, by the key its errors are filed under. */
export type NpcField =
  | 'name'
  | 'level'
  | 'faction'
  | `stat-${Stat}`
  | 'hp'
  | 'gear'
  | 'speed'
  | 'gold'
  | 'weaponTrait'
  | 'weapon'
  | `chip-${SpendableChipKind}`
  | 'notes';

export const EMPTY_NPC_DRAFT: NpcDraft = {
  name: '',
  color: 'green',
  level: '1',
  faction: '',
  stats: Object.fromEntries(STATS.map((s) => [s, '0'])) as Record<Stat, string>,
  hp: '6',
  gear: '0',
  speed: '5',
  gold: '0',
  weaponTrait: 'pistol',
  weapon: '',
  chips: Object.fromEntries(SPENDABLE_CHIPS.map((c) => [c, '0'])) as Record<
    SpendableChipKind,
    string
  >,
  notes: '',
};

export function draftFromCard(card: NpcCard): NpcDraft {
  return {
    name: card.name,
    color: card.tier.color,
    level: String(card.tier.level),
    faction: card.faction ?? '',
    stats: Object.fromEntries(STATS.map((s) => [s, String(card.stats[s] ?? 0)])) as Record<
      Stat,
      string
    >,
    hp: String(card.hp),
    gear: String(card.gear),
    speed: String(card.speed),
    gold: String(card.gold),
    weaponTrait: card.weaponTrait,
    weapon: card.weapon ?? '',
    chips: Object.fromEntries(
      SPENDABLE_CHIPS.map((c) => [c, String(card.chips[c] ?? 0)]),
    ) as Record<SpendableChipKind, string>,
    notes: card.notes,
  };
}

export type DraftVerdict =
  { ok: true; card: NpcCard } | { ok: false; errors: Partial<Record<NpcField, string>> };

/**
 * The card the draft makes, or each field's fault in words ("HP: at least 1"). A number field
 * that holds no whole number is refused here, naming it; everything else is npcCardSchema's to
 * judge, its issues filed under the field they name.
 */
export function cardFromDraft(draft: NpcDraft, id: string): DraftVerdict {
  const errors: Partial<Record<NpcField, string>> = {};
  const whole = (field: NpcField, text: string): number => {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(n)) {
      errors[field] = `${FIELD_LABELS[field]}: a whole number, please`;
      return 0;
    }
    return n;
  };
  const input = {
    id,
    name: draft.name.trim(),
    tier: { color: draft.color, level: whole('level', draft.level) },
    ...(draft.faction ? { faction: draft.faction } : {}),
    stats: Object.fromEntries(STATS.map((s) => [s, whole(`stat-${s}`, draft.stats[s])])),
    hp: whole('hp', draft.hp),
    gear: whole('gear', draft.gear),
    speed: whole('speed', draft.speed),
    gold: whole('gold', draft.gold),
    weaponTrait: draft.weaponTrait,
    ...(draft.weapon ? { weapon: draft.weapon } : {}),
    chips: Object.fromEntries(
      SPENDABLE_CHIPS.map((c) => [c, whole(`chip-${c}`, draft.chips[c])]).filter(
        ([, n]) => n !== 0,
      ),
    ),
    notes: draft.notes,
  };
  const parsed = npcCardSchema.safeParse(input);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= `${FIELD_LABELS[field]}: ${wordsOf(issue)}`;
    }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, card: parsed.data };
}

/** The form field a schema issue's path names. */
function fieldOf(path: readonly PropertyKey[]): NpcField {
  const [head, sub] = path.map(String);
  if (head === 'tier') return 'level';
  if (head === 'stats' && sub) return `stat-${sub as Stat}`;
  if (head === 'chips' && sub) return `chip-${sub as SpendableChipKind}`;
  if (head && head in FIELD_LABELS) return head as NpcField;
  return 'name';
}

/** A schema issue as a person says it: bounds as numbers, a weapon's refusal as the rule's. */
function wordsOf(issue: {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
  origin?: unknown;
}): string {
  const text = issue.origin === 'string';
  if (issue.code === 'too_small')
    return text ? 'cannot be empty' : `at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big')
    return text ? `at most ${String(issue.maximum)} letters` : `at most ${String(issue.maximum)}`;
  return issue.message;
}

export const FIELD_LABELS: Record<NpcField, string> = {
  name: 'Name',
  level: 'Tier level',
  faction: 'Faction',
  ...(Object.fromEntries(STATS.map((s) => [`stat-${s}`, capital(s)])) as Record<
    `stat-${Stat}`,
    string
  >),
  hp: 'HP',
  gear: 'Gear',
  speed: 'Speed',
  gold: 'Gold',
  weaponTrait: 'Weapon trait',
  weapon: 'Weapon',
  ...(Object.fromEntries(
    SPENDABLE_CHIPS.map((c) => [`chip-${c}`, `${capital(c)} chips`]),
  ) as Record<`chip-${SpendableChipKind}`, string>),
  notes: 'Notes',
};

function capital(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

/**
 * An id for a new card from its name: lower case, words joined by hyphens ("Deputy Hicks" →
 * "deputy-hicks"), the first free one of `taken` ("deputy-hicks-2").
 */
export function cardIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'npc';
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
