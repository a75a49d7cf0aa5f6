import { describe, expect, it } from 'vitest';
import { encounterSummary } from '../../../engine/game/encounterSummary.ts';
import { act, startSession } from '../../../engine/game/session.ts';
import { outcomeWords } from '../../../renderer/panels/EncounterSummary.tsx';
import { encounter } from '../engine/game/encounterFixture.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { END_ENCOUNTER } from '../../../engine/game/records/endEncounter.ts';

describe("the summary's outcome line (T7)", () => {
  it('an encounter the Dealer stops before any round began ends before round 1, not in it', () => {
    const stopped = act(startSession(encounter()), { type: END_ENCOUNTER.type });
    if (!stopped.ok) throw new Error(stopped.message);
    expect(outcomeWords(encounterSummary(stopped.session))).toMatch(
      /^The Dealer ended the encounter before round 1 \(rule T7\)/,
    );
  });

  it('one stopped during round 1 ends in round 1', () => {
    let session = startSession(encounter());
    for (const action of [{ type: BEGIN_TURNS.type }, { type: END_ENCOUNTER.type }] as const) {
      const next = act(session, action);
      if (!next.ok) throw new Error(next.message);
      session = next.session;
    }
    expect(outcomeWords(encounterSummary(session))).toMatch(
      /^The Dealer ended the encounter in round 1 \(rule T7\)/,
    );
  });
});
