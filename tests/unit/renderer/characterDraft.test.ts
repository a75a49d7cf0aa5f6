import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES_OPTIONS, characterSchema } from '../../../engine/index.ts';
import {
  change,
  newDraft,
  redoDraft,
  startHistory,
  toSave,
  undoDraft,
  verdictOf,
  withLevel,
} from '../../../renderer/screens/builder/characterDraft.ts';

describe('the builder’s draft', () => {
  it('B1: a level up or a starter tier keeps the build and adds the level’s points', () => {
    const draft = { ...newDraft(), stats: { ...newDraft().stats, tough: 5 }, speed: 2 };
    const up = withLevel(draft, draft.level + 1);
    expect(up).toEqual({ ...draft, level: 2 });
    const verdict = (d: typeof draft) => {
      const v = verdictOf(d, DEFAULT_RULES_OPTIONS);
      if (!v.ok) throw new Error(v.reason);
      return v.verdict;
    };
    expect(verdict(up).lpSpent).toBe(verdict(draft).lpSpent);
    expect(verdict(up).lpAvailable).toBe(19);
    expect(withLevel(draft, 8).level).toBe(8);
    expect(withLevel(up, 13).level).toBe(12);
  });

  it('saves what characterSchema reads back, with an id from its name; an invalid build still saves', () => {
    const draft = {
      ...newDraft(),
      name: '  Doc Holliday ',
      stats: { ...newDraft().stats, smart: 9 },
    };
    const out = toSave(draft);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.character).toMatchObject({ id: 'doc-holliday', name: 'Doc Holliday' });
    expect(characterSchema.parse(out.character)).toEqual(out.character);
    expect(toSave({ ...draft, name: ' ' })).toMatchObject({ ok: false });
  });

  it('a build the rules cannot price says why instead of throwing', () => {
    expect(verdictOf({ ...newDraft(), trained: ['Lingual:'] }, DEFAULT_RULES_OPTIONS)).toEqual({
      ok: false,
      reason: expect.stringContaining('Lingual is trained per tongue'),
    });
  });

  it('undo and redo step through changes; typing into one field is one step', () => {
    const a = newDraft();
    let h = startHistory(a);
    h = change(h, { ...a, name: 'D' }, 'name');
    h = change(h, { ...a, name: 'Do' }, 'name');
    h = change(h, { ...a, name: 'Doc' }, 'name');
    h = change(h, { ...a, name: 'Doc', level: 3 });
    expect(h.past).toHaveLength(2);
    h = undoDraft(h);
    expect(h.present).toMatchObject({ name: 'Doc', level: 1 });
    h = undoDraft(h);
    expect(h.present).toBe(a);
    expect(undoDraft(h)).toBe(h);
    h = redoDraft(redoDraft(h));
    expect(h.present).toMatchObject({ name: 'Doc', level: 3 });
    expect(redoDraft(h)).toBe(h);
    // A new change after an undo drops the redo steps.
    h = change(undoDraft(h), { ...a, gold: 4 });
    expect(h.future).toEqual([]);
  });
});
