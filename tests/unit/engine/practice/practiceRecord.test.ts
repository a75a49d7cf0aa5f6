import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EncounterOutcome } from '../../../../engine/game/encounterSummary.ts';
import { DRAW_AFTER_ROUNDS } from '../../../../engine/game/practiceResult.ts';
import {
  characterSchema,
  encounterFromMap,
  isLegal,
  mapSchema,
  type Action,
} from '../../../../engine/index.ts';
import dustyCrossing from '../../../../assets/maps/dusty-crossing.json';
import kate from '../../../../assets/characters/marshal-kate.json';
import ned from '../../../../assets/characters/ned-calloway.json';
import {
  practiceAssist,
  practiceResultOf,
  practiceStopWords,
} from '../../../../engine/game/practiceResult.ts';
import {
  EMPTY_PRACTICE_RECORD,
  RECENT_RESULTS,
  practiceRecordSchema,
  practiceTally,
  withPracticeResult,
  type PracticePlay,
  type PracticeRecord,
} from '../../../../engine/model/practiceRecord.ts';
import { parseSaveDocument, validateSaveData } from '../../../../engine/save/saveDocument.ts';
import { deepFrozen } from '../save/deepFrozen.ts';
import { ADJUST_HP } from '../../../../engine/game/records/adjustHp.ts';
import { AWARD_CHIP } from '../../../../engine/game/records/awardChip.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';

/** Issue 14, item 3: the practice record, a save kind of its own (`practice`, version 1). */

const FIXTURE = new URL('../../../fixtures/practice-v1.json', import.meta.url);
const raw = () => deepFrozen(JSON.parse(readFileSync(FIXTURE, 'utf8'))) as Record<string, unknown>;

const DUSTY_NORMAL: PracticePlay = { id: 'p-1', map: 'Dusty Crossing', level: 'normal' };

function loadFixture(): PracticeRecord {
  const parsed = parseSaveDocument(raw());
  if (!parsed.ok) throw new Error(parsed.message);
  expect(parsed.doc).toMatchObject({ kind: 'practice', schemaVersion: 1 });
  return parsed.doc.data as PracticeRecord;
}

describe('the practice record (issue 14, item 3)', () => {
  it('adds a result to its map and level: the tally counts it and its recent results start with it', () => {
    const at = '2026-12-02T08:00:00.000Z';
    const { record, added } = withPracticeResult(EMPTY_PRACTICE_RECORD, DUSTY_NORMAL, 'win', at);
    expect(added).toBe(true);
    expect(practiceTally(record, 'Dusty Crossing', 'normal')).toEqual({
      map: 'Dusty Crossing',
      level: 'normal',
      wins: 1,
      losses: 0,
      draws: 0,
      recent: [{ result: 'win', at }],
    });
    // Another level on the same map, or the same level elsewhere, is a tally of its own.
    expect(practiceTally(record, 'Dusty Crossing', 'hard').wins).toBe(0);
    expect(practiceTally(record, 'Main Street', 'normal').wins).toBe(0);
    const second = withPracticeResult(record, { ...DUSTY_NORMAL, id: 'p-2' }, 'loss', 'later');
    expect(practiceTally(second.record, 'Dusty Crossing', 'normal')).toMatchObject({
      wins: 1,
      losses: 1,
      recent: [{ result: 'loss' }, { result: 'win' }],
    });
    expect(second.record.tallies).toHaveLength(1);
    expect(practiceRecordSchema.safeParse(second.record).success).toBe(true);
  });

  it('counts one practice once, however often its ended table is reloaded', () => {
    const once = withPracticeResult(EMPTY_PRACTICE_RECORD, DUSTY_NORMAL, 'win', 'a').record;
    const again = withPracticeResult(once, DUSTY_NORMAL, 'win', 'b');
    expect(again.added).toBe(false);
    expect(again.record).toBe(once);
    expect(practiceTally(again.record, 'Dusty Crossing', 'normal').wins).toBe(1);
  });

  it('keeps only the newest few results, and never changes the record it was given', () => {
    let record = deepFrozen(EMPTY_PRACTICE_RECORD) as PracticeRecord;
    for (let i = 0; i < RECENT_RESULTS + 2; i++)
      record = withPracticeResult(
        deepFrozen(record) as PracticeRecord,
        { ...DUSTY_NORMAL, id: `p-${i}` },
        i % 2 === 0 ? 'win' : 'draw',
        `day ${i}`,
      ).record;
    const tally = practiceTally(record, 'Dusty Crossing', 'normal');
    expect(tally).toMatchObject({ wins: 4, draws: 3 });
    expect(tally.recent.map((r) => r.at)).toEqual(['day 6', 'day 5', 'day 4', 'day 3', 'day 2']);
    // Every practice counted is remembered, not only the recent ones: an old table can be resumed.
    expect(record.recorded).toHaveLength(RECENT_RESULTS + 2);
    expect(withPracticeResult(record, { ...DUSTY_NORMAL, id: 'p-0' }, 'win', 'x').added).toBe(
      false,
    );
  });

  it('loads the version 1 fixture through the real parse path', () => {
    const record = loadFixture();
    expect(practiceTally(record, 'Dusty Crossing', 'normal')).toMatchObject({
      wins: 2,
      losses: 1,
      draws: 0,
      recent: [
        { result: 'win', at: '2026-11-30T18:44:05.000Z' },
        { result: 'loss' },
        { result: 'win' },
      ],
    });
    expect(practiceTally(record, 'Main Street', 'hard').draws).toBe(1);
    // A practice it has counted is not counted again.
    const play: PracticePlay = { id: 'practice-3', map: 'Dusty Crossing', level: 'normal' };
    expect(withPracticeResult(record, play, 'win', 'now').added).toBe(false);
  });

  it('refuses a newer version, as every kind does, and data that is not a record', () => {
    expect(parseSaveDocument({ ...raw(), schemaVersion: 2 })).toEqual({
      ok: false,
      message:
        'practice schemaVersion 2 was written by a newer High Noon Table (this one reads up to 1)',
    });
    const data = (raw().data as PracticeRecord).tallies[0]!;
    expect(validateSaveData('practice', { tallies: [{ ...data, wins: -1 }] })).toMatchObject({
      ok: false,
      message: expect.stringContaining('data.tallies[0].wins'),
    });
    expect(validateSaveData('practice', { tallies: [data, data] })).toMatchObject({
      ok: false,
      message: expect.stringContaining('tallied twice'),
    });
    expect(validateSaveData('practice', { tallies: [{ ...data, level: 'deadly' }] })).toMatchObject(
      { ok: false },
    );
  });
});

describe('how an ended practice counts for the player, who plays the PCs (T7)', () => {
  const cases: [EncounterOutcome, number | null, string | null][] = [
    [{ kind: 'inProgress' }, null, null],
    [{ kind: 'sideDown', winner: 'pc' }, 3, 'win'],
    [{ kind: 'sideDown', winner: 'npc' }, 3, 'loss'],
    [{ kind: 'sideDown', winner: null }, 3, 'draw'],
    // Stopped while the computer still had rounds to win in: conceded, whoever stood.
    [{ kind: 'endedByDealer', standing: { pc: 2, npc: 1 } }, 1, 'loss'],
    [{ kind: 'endedByDealer', standing: { pc: 2, npc: 1 } }, DRAW_AFTER_ROUNDS, 'loss'],
    // Past the twenty rounds after which the computer calls a draw itself: a draw.
    [{ kind: 'endedByDealer', standing: { pc: 2, npc: 1 } }, DRAW_AFTER_ROUNDS + 1, 'draw'],
  ];
  it.each(cases)('%o in round %s → %s', (outcome, endedInRound, result) => {
    expect(practiceResultOf({ outcome, endedInRound })).toBe(result);
  });

  it('says before the stop how it will count', () => {
    expect(practiceStopWords(DRAW_AFTER_ROUNDS)).toContain('recorded as a loss');
    expect(practiceStopWords(DRAW_AFTER_ROUNDS + 1)).toContain('records a draw');
  });
});

describe("a practice the Dealer's hand changed is not counted", () => {
  const table = () =>
    encounterFromMap(mapSchema.parse(dustyCrossing), {
      seed: 7,
      characters: [characterSchema.parse(kate), characterSchema.parse(ned)],
    });
  const begin: Action = { type: BEGIN_TURNS.type };

  it('counts one whose fixes all came before its first round', () => {
    const start = table();
    const heal: Action = { type: ADJUST_HP.type, combatant: 'kate', by: -1 };
    expect(isLegal(start, heal).ok).toBe(true);
    expect(practiceAssist(start, [heal, begin])).toBeNull();
    expect(practiceAssist(start, [begin])).toBeNull();
  });

  it('names the first fix made once it began, and its round', () => {
    const start = table();
    const chip: Action = { type: AWARD_CHIP.type, combatant: 'kate', chip: 'speed' };
    expect(practiceAssist(start, [begin, chip])).toBe('a chip awarded in round 1');
  });
});
