import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PracticePlay } from '../../../../../engine/index.ts';
import { parseSaveDocument } from '../../../../../engine/save/saveDocument.ts';
import type { AppBridge } from '../../../../../renderer/bridge/appBridge.ts';
import {
  loadPracticeRecord,
  recordPractice,
} from '../../../../../renderer/screens/practice/practiceLibrary.ts';
import { recordedWords } from '../../../../../renderer/screens/practice/practiceWords.ts';

/** Issue 14, item 3: a practice's end written to the record through the bridge, once. */

/** A library of practice saves kept in memory, each read through the real parse path. */
function library(initial?: unknown) {
  const docs = new Map<string, unknown>();
  if (initial) docs.set('Practice record', initial);
  const writes: unknown[] = [];
  const bridge = {
    listSaves: async () => ({
      ok: true,
      // As the store lists them: a save that does not parse is listed with its problem.
      value: [...docs.entries()].map(([name, raw]) => {
        const parsed = parseSaveDocument(raw);
        return {
          kind: 'practice',
          name,
          savedAt: '',
          ...(parsed.ok ? {} : { problem: parsed.message }),
        };
      }),
    }),
    loadSave: async ({ name }: { name: string }) => {
      const raw = docs.get(name);
      const parsed = parseSaveDocument(raw);
      if (!parsed.ok) return { ok: false, error: { code: 'invalid', message: parsed.message } };
      return { ok: true, value: parsed.doc };
    },
    writeSave: async ({ name, data }: { name: string; data: unknown }) => {
      writes.push(data);
      docs.set(name, {
        schemaVersion: 1,
        kind: 'practice',
        name,
        savedAt: '2026-12-02T08:00:00.000Z',
        data,
      });
      return { ok: true, value: { name } };
    },
  } as unknown as AppBridge;
  return { bridge, writes };
}

const FIXTURE = JSON.parse(
  readFileSync(new URL('../../../../fixtures/practice-v1.json', import.meta.url), 'utf8'),
) as unknown;
const PLAY: PracticePlay = { id: 'practice-new', map: 'Dusty Crossing', level: 'normal' };
const NOW = new Date('2026-12-02T08:30:00.000Z');

describe('the practice record through the library', () => {
  it('a library with no record reads as an empty one, and the first end starts it', async () => {
    const { bridge, writes } = library();
    expect(await loadPracticeRecord(bridge)).toEqual({
      ok: true,
      value: { tallies: [], recorded: [] },
    });
    const recorded = await recordPractice(bridge, PLAY, 'win', NOW);
    expect(recorded).toMatchObject({ ok: true, value: { added: true, tally: { wins: 1 } } });
    expect(writes).toHaveLength(1);
  });

  it('adds to the saved record once: a reloaded ended table writes nothing and says so', async () => {
    const { bridge, writes } = library(FIXTURE);
    const first = await recordPractice(bridge, PLAY, 'win', NOW);
    if (!first.ok) throw new Error(first.reason);
    expect(first.value.tally).toMatchObject({ wins: 3, losses: 1, draws: 0 });
    expect(first.value.tally.recent[0]).toEqual({ result: 'win', at: NOW.toISOString() });
    expect(recordedWords('win', PLAY.map, PLAY.level, first.value.tally, true)).toBe(
      'Recorded: a win on Dusty Crossing against normal; 3–1 there now.',
    );
    const again = await recordPractice(bridge, PLAY, 'win', new Date());
    if (!again.ok) throw new Error(again.reason);
    expect(again.value).toEqual({ added: false, tally: first.value.tally });
    expect(writes).toHaveLength(1);
    expect(recordedWords('win', PLAY.map, PLAY.level, again.value.tally, false)).toBe(
      'Already recorded: a win on Dusty Crossing against normal; 3–1 there.',
    );
  });

  it('a record that does not read is said in words, never written over', async () => {
    const newer = { ...(FIXTURE as object), schemaVersion: 2 };
    const { bridge, writes } = library(newer);
    const recorded = await recordPractice(bridge, PLAY, 'loss', NOW);
    expect(recorded).toEqual({
      ok: false,
      reason:
        'the practice record does not read: practice schemaVersion 2 was written by a newer High Noon Table (this one reads up to 1)',
    });
    expect(writes).toHaveLength(0);
  });
});
