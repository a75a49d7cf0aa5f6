import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../../engine/game/legalActions.ts';
import { pendingActor } from '../../../../engine/game/pendingActor.ts';
import { act } from '../../../../engine/game/session.ts';
import { fingerGunsSessionOf } from '../../../../engine/modes/finger-guns/fingerGunsDefinition.ts';
import type { FingerGunsSave } from '../../../../engine/modes/finger-guns/fingerGunsSave.ts';
import { parseSaveDocument, type SaveDocument } from '../../../../engine/save/saveDocument.ts';
import { sessionFromSave, sessionToSave } from '../../../../engine/save/sessionSave.ts';
import { logLines } from '../../../../renderer/panels/logLines.ts';
import { deepFrozen } from './deepFrozen.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { DRAW } from '../../../../engine/game/records/draw.ts';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';
import { SET_RULES } from '../../../../engine/game/records/setRules.ts';

/**
 * Issue 36: two house options that bent closed rules are gone from every save that keeps rules
 * options, and Finger Guns keeps its starting health. Each old file below was written by the
 * version before (tests/fixtures/README.md) and loads, migrated.
 */
function load(file: string): SaveDocument {
  const text = readFileSync(new URL(`../../../fixtures/${file}`, import.meta.url), 'utf8');
  const parsed = parseSaveDocument(deepFrozen(JSON.parse(text)));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  return parsed.doc;
}

interface LoggedAction {
  type: string;
  options?: Record<string, unknown>;
}

describe('a session v2 played under house rules that bent closed ones (issue 36)', () => {
  // Started with the Speed chip's initiative off (H1), a climb limit of 0 (E3) and a reach of 0 for
  // sharing an obstacle (G5); its log turned the first on and off again, raised the climb limit to
  // 2 and back to 0, and changed the door's cost; the last change, the Speed chip's initiative off
  // again, was undone.
  const doc = load('session-v2-house-rules.json');
  const data = doc.data as {
    start: { options: Record<string, unknown> };
    log: LoggedAction[];
    undone: LoggedAction[];
    notes?: string[];
  };

  it('H1, E3, G5: migrates to the closed rules, in its start and in every change kept', () => {
    expect(doc.schemaVersion).toBe(3);
    expect(data.start.options).not.toHaveProperty('speedChipMovesInitiative');
    expect(data.start.options.maxStepUpRanks).toBe(1);
    expect(data.start.options.sharedCoverReach).toBe(1);
    const changes = data.log.filter((a) => a.type === SET_RULES.type);
    for (const change of changes) {
      expect(change.options).not.toHaveProperty('speedChipMovesInitiative');
      expect(change.options!.maxStepUpRanks).toBeGreaterThanOrEqual(1);
      expect(change.options!.sharedCoverReach).toBe(1);
    }
    // The door's cost, the climb limit to 2, and back: to 1 now. The three changes that only
    // turned the Speed chip's initiative on or off change nothing now, and are gone, the one redo
    // would have put back included.
    expect(changes.map((c) => [c.options!.doorToggleCost, c.options!.maxStepUpRanks])).toEqual([
      [2, 1],
      [2, 2],
      [2, 1],
    ]);
    expect(data.log.map((a) => a.type)).toEqual([
      BEGIN_TURNS.type,
      END_PHASE.type,
      END_PHASE.type,
      DRAW.type,
      END_PHASE.type,
      SET_RULES.type,
      SET_RULES.type,
      END_PHASE.type,
      DRAW.type,
      END_PHASE.type,
      SET_RULES.type,
    ]);
    expect(data.undone).toEqual([]);
  });

  it('says so where the table reads it: its log opens with what changed, before the first action', () => {
    const loaded = sessionFromSave(doc.data);
    if (!loaded.ok) throw new Error(loaded.message);
    const lines = logLines(loaded.session).map((l) => l.text);
    expect(lines.slice(0, 4)).toEqual([
      'Rules update (H1, closed): a Speed chip at a round’s start can always buy an earlier place. This session was played with that turned off, and goes on under the closed rule.',
      'Rules update: 3 changes of house rules that only turned the Speed chip’s initiative on or off are gone, as nothing is left for them to change.',
      'Rules update (E3, closed): passages always lead up. A climb limit of 0, which this session had, is 1 now.',
      'Rules update (G5, closed): an obstacle the attacker shares never gives cover. A reach of 0 for sharing one, which this session had, is 1 now.',
    ]);
    // Its changes replay, worded with the values they now have.
    expect(lines.filter((l) => l.startsWith('House rule'))).toEqual([
      'House rule M3 — Movement to open or close a door: 1 → 2.',
      'House rule E3 — Ranks one step may climb through a passage: 1 → 2.',
      'House rule E3 — Ranks one step may climb through a passage: 2 → 1.',
    ]);
    // Kept through play and its saves: an action more, the notes still open the log.
    const pending = pendingActor(loaded.session.current);
    if (pending.kind !== 'character') throw new Error(`no one to act: ${pending.kind}`);
    const next = legalActions(loaded.session.current, pending.who).actions[0]!;
    const played = act(loaded.session, next);
    if (!played.ok) throw new Error(played.message);
    const again = sessionFromSave(JSON.parse(JSON.stringify(sessionToSave(played.session))));
    expect(again.ok && again.session.notes).toEqual(data.notes);
  });

  it('says nothing for a session that bent no closed rule', () => {
    const plain = load('session-v2.json');
    expect(plain.data).not.toHaveProperty('notes');
    const loaded = sessionFromSave(plain.data);
    expect(loaded.ok && loaded.session.notes).toBeUndefined();
  });
});

describe('an encounter v2 and a campaign v1 with house rules of their own (issue 36)', () => {
  for (const [file, version] of [
    ['encounter-v2-house-rules.json', 3],
    ['campaign-v1-house-rules.json', 2],
  ] as const)
    it(`H1, E3, G5: ${file} keeps its other house rules under the closed ones`, () => {
      const doc = load(file);
      expect(doc.schemaVersion).toBe(version);
      const rules = (doc.data as { rules: Record<string, unknown> }).rules;
      expect(rules).not.toHaveProperty('speedChipMovesInitiative');
      expect(rules.maxStepUpRanks).toBe(1);
      expect(rules.sharedCoverReach).toBe(1);
      expect(rules.doorToggleCost).toBe(1);
    });

  it('loads those saved without house rules of their own as they were', () => {
    expect(load('encounter-v2.json').data).not.toHaveProperty('rules');
    expect(load('campaign-v1.json').data).not.toHaveProperty('rules');
  });
});

describe('Finger Guns keeps its starting health (issue 36, F1 house)', () => {
  it('migrates a v1 table, which began at 20, and replays it as it was played', () => {
    const doc = load('fingerguns-v1.json');
    expect(doc.schemaVersion).toBe(3);
    const save = doc.data as FingerGunsSave;
    expect(save.house.fingerGunsStartHealth).toBe(20);
    const game = fingerGunsSessionOf(save).current;
    expect(game.rules.fingerGunsStartHealth).toBe(20);
  });

  it('loads a v2 table that began at 12, and replays it from 12', () => {
    const save = load('fingerguns-v2.json').data as FingerGunsSave;
    expect(save.house).toEqual({ fingerGunsStartHealth: 12, fingerGunsGhostsGesture: false });
    const game = fingerGunsSessionOf(save).current;
    // Nobody has gained above where the table began: Eve sat out three rounds untouched.
    expect(game.players.find((p) => p.name === 'Eve')!.health).toBe(12);
    expect(game.players.every((p) => p.health <= 12)).toBe(true);
  });
});
