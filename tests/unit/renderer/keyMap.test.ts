import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  KEY_MAP,
  SCOPE_WORDS,
  acceleratorOf,
  ariaKeys,
  parseChord,
  shownKeys,
} from '../../../common/keyMap.ts';
import { shortcutOf, type KeyPress } from '../../../renderer/keys/keyMatch.ts';

/** A key press as the browser reports it, no modifier unless given. */
function press(key: string, extra: Partial<KeyPress> = {}): KeyPress {
  return {
    key,
    code: '',
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...extra,
  };
}

/** The README's key table: the one whose header is Key | Does | Where, row by row. */
function readmeKeyTable(): string[][] {
  const lines = readFileSync('README.md', 'utf8').split('\n');
  const start = lines.findIndex((l) => /^\|\s*Key\s*\|\s*Does\s*\|\s*Where\s*\|$/.test(l));
  expect(start, 'the README has a Key | Does | Where table').toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe('the README’s key table', () => {
  it('lists every shortcut of the key map, with the same keys and words, and nothing else', () => {
    const fromMap = KEY_MAP.map((s) => [shownKeys(s.id), s.does, SCOPE_WORDS[s.scope]]);
    expect(readmeKeyTable()).toEqual(fromMap);
  });
});

describe('the key map', () => {
  it('gives each chord one meaning per scope', () => {
    const seen = new Map<string, string>();
    for (const s of KEY_MAP)
      for (const chord of s.keys) {
        const c = parseChord(chord);
        const key = `${s.scope}:${c.mod}:${c.shift}:${c.alt}:${c.key.toLowerCase()}`;
        expect(seen.get(key), `${chord} in ${s.scope}`).toBeUndefined();
        seen.set(key, s.id);
      }
  });

  it('finds each shortcut from each of its own chords', () => {
    for (const s of KEY_MAP)
      for (const chord of s.keys) {
        const c = parseChord(chord);
        const e = press(c.key, { ctrlKey: c.mod, shiftKey: c.shift, altKey: c.alt });
        expect(shortcutOf(e, s.scope), chord).toBe(s.id);
      }
  });
});

describe('matching a key press', () => {
  it('takes letters in either case: Shift or Caps Lock still fire D and C', () => {
    expect(shortcutOf(press('d'), 'table')).toBe('door');
    expect(shortcutOf(press('D', { shiftKey: true }), 'table')).toBe('door');
    expect(shortcutOf(press('D'), 'table')).toBe('door'); // Caps Lock: an upper case key, no Shift
    expect(shortcutOf(press('C', { shiftKey: true }), 'table')).toBe('coordinates');
  });

  it('tells Ctrl+Z from Ctrl+Shift+Z, takes ⌘ for Ctrl, and leaves Alt+D and Ctrl+D alone', () => {
    expect(shortcutOf(press('z', { ctrlKey: true }), 'table')).toBe('undo');
    expect(shortcutOf(press('Z', { ctrlKey: true, shiftKey: true }), 'table')).toBe('redo');
    expect(shortcutOf(press('z', { metaKey: true }), 'table')).toBe('undo');
    expect(shortcutOf(press('y', { ctrlKey: true }), 'table')).toBe('redo');
    expect(shortcutOf(press('z'), 'table')).toBeNull();
    expect(shortcutOf(press('d', { altKey: true }), 'table')).toBeNull();
    expect(shortcutOf(press('d', { ctrlKey: true }), 'table')).toBeNull();
    expect(shortcutOf(press('0', { ctrlKey: true }), 'board')).toBeNull();
  });

  it('takes "+" typed with Shift, and a letter by its place on a non-Latin layout', () => {
    expect(shortcutOf(press('+', { shiftKey: true }), 'board')).toBe('zoom-in');
    expect(shortcutOf(press('я', { ctrlKey: true, code: 'KeyZ' }), 'table')).toBe('undo');
    // A Latin letter elsewhere (AZERTY's Z sits on KeyW) is read by what it types.
    expect(shortcutOf(press('z', { ctrlKey: true, code: 'KeyW' }), 'table')).toBe('undo');
  });

  it('keeps the scopes apart', () => {
    expect(shortcutOf(press('ArrowLeft'), 'table')).toBeNull();
    expect(shortcutOf(press('ArrowLeft'), 'board')).toBe('pan-left');
    expect(shortcutOf(press('d'), 'board')).toBeNull();
  });
});

describe('the key map’s words for other readers', () => {
  it('names the chords for aria-keyshortcuts, Mac or not', () => {
    expect(ariaKeys('redo')).toBe('Control+Y Control+Shift+Z');
    expect(ariaKeys('undo', true)).toBe('Meta+Z');
    expect(ariaKeys('continue')).toBe('Space');
    expect(ariaKeys('zoom-in')).toBe('Plus =');
    expect(ariaKeys('door')).toBe('D');
  });

  it('names the chords for Electron’s menu accelerators', () => {
    expect(acceleratorOf('Mod+Shift+Z')).toBe('CmdOrCtrl+Shift+Z');
    expect(acceleratorOf('Plus')).toBe('Plus');
    expect(acceleratorOf('Escape')).toBe('Esc');
    expect(acceleratorOf('Space')).toBe('Space');
    expect(acceleratorOf('ArrowLeft')).toBe('Left');
  });

  it('names them for people, ⌘ on a Mac', () => {
    expect(shownKeys('redo')).toBe('Ctrl+Y or Ctrl+Shift+Z');
    expect(shownKeys('undo', true)).toBe('⌘+Z');
    expect(shownKeys('deselect')).toBe('Esc');
  });
});
