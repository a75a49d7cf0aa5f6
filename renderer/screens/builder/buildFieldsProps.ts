import type { BuildChoices, Character } from '../../../engine/skirmish.ts';
import type { Draft } from './characterDraft.ts';

/**
 * How a part of the form hands back the draft it changed. `typing` names the text field typed
 * into, so that typing there is one undo step (characterDraft's history), not one per key.
 */
export type Change = (next: Draft, typing?: string) => void;

/** What each part of the builder's form is given: the draft, what the engine offers, the way back. */
export interface BuildFieldsProps {
  draft: Draft;
  choices: BuildChoices;
  onChange: Change;
}

/** Hands back the draft with one of its fields changed. */
export function draftSetter(draft: Draft, onChange: Change) {
  return <K extends keyof Character>(key: K, value: Character[K], typing?: string) =>
    onChange({ ...draft, [key]: value }, typing);
}
