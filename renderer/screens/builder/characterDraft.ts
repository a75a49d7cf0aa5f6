import {
  describeIssues,
  record,
  redoStep,
  undoStackOf,
  undoStep,
  type UndoStack,
} from '../../../engine/core.ts';
import {
  buildOf,
  characterSchema,
  RulesInputError,
  validateBuild,
  type BuildVerdict,
  type Character,
  type RulesOptions,
} from '../../../engine/skirmish.ts';

/**
 * The character the builder's form holds: a whole Character (characterSchema's output), so what
 * is saved is exactly what the form shows, and the campaign reads it back with the same schema.
 */
export type Draft = Character;

export function newDraft(): Draft {
  return characterSchema.parse({
    id: 'new-character',
    name: 'New character',
    level: 1,
    faction: 'Lawmen',
    class: 'Gunslinger',
  });
}

/** B1: a starter tier, or a level up: the build is kept, the level's points are added. */
export function withLevel(draft: Draft, level: number): Draft {
  return { ...draft, level: Math.min(12, Math.max(1, Math.trunc(level))) };
}

/**
 * The engine's verdict on the draft (B6), or the reason it cannot be priced at all (a Lingual
 * without a tongue, say): the form shows either, never a verdict of its own.
 */
export function verdictOf(
  draft: Draft,
  options: RulesOptions,
): { ok: true; verdict: BuildVerdict } | { ok: false; reason: string } {
  try {
    return { ok: true, verdict: validateBuild(buildOf(draft), options) };
  } catch (error) {
    if (error instanceof RulesInputError) return { ok: false, reason: error.message };
    throw error;
  }
}

/**
 * What the draft saves as: checked with the save's own schema (a name is needed, checks must be
 * S3's), with an id made from its name. A draft whose build breaks the rules still saves; the
 * table refuses to seat it (createEncounter, B6) and the builder lists why.
 */
export function toSave(
  draft: Draft,
): { ok: true; character: Character } | { ok: false; reason: string } {
  const name = draft.name.trim();
  const id =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'character';
  const parsed = characterSchema.safeParse({ ...draft, name, id });
  if (!parsed.success) return { ok: false, reason: describeIssues(parsed.error, 'character') };
  return { ok: true, character: parsed.data };
}

/**
 * Undo and redo for the form (Ctrl+Z, Ctrl+Shift+Z), on the one undo stack of editing. Typing
 * into one field is one step: a change to the same text field as the step before grows that step
 * rather than stacking a step per key (the field is the stack's group).
 */
export type DraftHistory = UndoStack<Draft, null>;

const HISTORY_KEPT = 200;

export function startHistory(draft: Draft): DraftHistory {
  return undoStackOf<Draft, null>(draft);
}

export function change(
  history: DraftHistory,
  next: Draft,
  typing: string | null = null,
): DraftHistory {
  return record(history, next, null, typing, HISTORY_KEPT);
}

export const undoDraft: (history: DraftHistory) => DraftHistory = undoStep;

export const redoDraft: (history: DraftHistory) => DraftHistory = redoStep;
