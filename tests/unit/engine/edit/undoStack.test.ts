import { describe, expect, it } from 'vitest';
import {
  dropLastStep,
  record,
  redoStep,
  undoStackOf,
  undoStep,
} from '../../../../engine/edit/undoStack.ts';

/** Issue 37, item 2: the one undo stack of editing, as the editor and the builder use it. */
describe('the undo stack of editing', () => {
  const typed = (text: string, group: string | null) => (s: ReturnType<typeof start>) =>
    record(s, text, 'type', group, 3);
  const start = () => undoStackOf<string, string>('');

  it('stacks a step per record, and undo and redo walk them both ways', () => {
    let s = typed('a', null)(start());
    s = typed('ab', null)(s);
    expect(s.past.map((p) => p.state)).toEqual(['', 'a']);
    s = undoStep(s);
    expect(s.present).toBe('a');
    expect(s.future.map((f) => f.state)).toEqual(['ab']);
    s = undoStep(s);
    expect(s.present).toBe('');
    expect(undoStep(s)).toBe(s);
    s = redoStep(redoStep(s));
    expect(s.present).toBe('ab');
    expect(redoStep(s)).toBe(s);
  });

  it('records under one group grow one step; another group, or none, starts the next', () => {
    let s = typed('a', 'name')(start());
    s = typed('ab', 'name')(s);
    s = typed('abc', 'name')(s);
    expect(s.past).toHaveLength(1);
    s = typed('abc!', 'notes')(s);
    expect(s.past.map((p) => p.state)).toEqual(['', 'abc']);
    // Undo closes the group: typing on in that field after it is a step of its own.
    s = typed('abc!?', 'notes')(undoStep(redoStep(undoStep(s))));
    expect(s.past.map((p) => p.state)).toEqual(['', 'abc']);
    expect(s.present).toBe('abc!?');
  });

  it('a new record clears redo; recording the present records nothing; old steps are forgotten', () => {
    let s = typed('a', null)(start());
    s = typed('b', null)(undoStep(s));
    expect(s.future).toEqual([]);
    expect(record(s, s.present, 'type', null, 3)).toBe(s);
    for (const text of ['c', 'd', 'e', 'f']) s = typed(text, null)(s);
    expect(s.past.map((p) => p.state)).toEqual(['c', 'd', 'e']);
  });

  it('drops the last step without a redo, as an abandoned gesture does', () => {
    const s = dropLastStep(typed('ab', 'drag')(typed('a', null)(start())));
    expect(s.present).toBe('a');
    expect(s.future).toEqual([]);
    expect(s.group).toBeNull();
  });
});
