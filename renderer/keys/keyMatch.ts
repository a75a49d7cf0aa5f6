import {
  KEY_MAP,
  parseChord,
  type Chord,
  type KeyScope,
  type ShortcutId,
} from '../../common/keyMap.ts';
import { ownsKey } from './keyTargets.ts';

/** The parts of a KeyboardEvent a chord is matched against. */
export type KeyPress = Pick<
  KeyboardEvent,
  'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/**
 * Whether a key press is this chord. Letters match in either case, so Shift and Caps Lock still
 * fire D and C. Shift counts only beside Ctrl/⌘ or Alt (Ctrl+Z undoes, Ctrl+Shift+Z redoes): on
 * its own it is how some keys are typed at all ("+" is Shift+= on many keyboards). A letter also
 * matches by its physical key when the layout types no Latin letter there (Ctrl+Я is Ctrl+Z).
 */
export function chordMatches(chord: Chord, e: KeyPress): boolean {
  if (chord.mod !== (e.ctrlKey || e.metaKey) || chord.alt !== e.altKey) return false;
  if (chord.mod || chord.alt ? chord.shift !== e.shiftKey : chord.shift && !e.shiftKey)
    return false;
  const want = chord.key.toLowerCase();
  if (e.key.toLowerCase() === want) return true;
  return /^[a-z]$/.test(want) && !/^[a-z]$/i.test(e.key) && e.code === `Key${want.toUpperCase()}`;
}

const CHORDS = KEY_MAP.map((s) => ({ id: s.id, scope: s.scope, chords: s.keys.map(parseChord) }));

/** The shortcut a key press is in the given scope, if any, whatever has the focus. */
export function shortcutOf(e: KeyPress, scope: KeyScope): ShortcutId | null {
  for (const s of CHORDS)
    if (s.scope === scope && s.chords.some((c) => chordMatches(c, e))) return s.id;
  return null;
}

/**
 * The shortcut a key press on the page fires, if any: none while the focus is in a field that
 * takes the key itself (Excalidraw's keyTest and isWritableElement, in one place), so typing "d"
 * in a save name, Ctrl+Z in a house-rule field or Enter on a button stay theirs.
 */
export function firedShortcut(e: KeyboardEvent, scope: KeyScope): ShortcutId | null {
  const target = e.target instanceof HTMLElement ? e.target : null;
  if (target && ownsKey(target, e)) return null;
  return shortcutOf(e, scope);
}
