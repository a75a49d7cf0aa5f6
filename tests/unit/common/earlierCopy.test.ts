import { describe, expect, it } from 'vitest';
import { isEarlierCopy } from '../../../common/autosaveWriter.ts';
import { BEGIN_TURNS } from '../../../engine/game/records/beginTurns.ts';
import { sessionFromSave, sessionToSave } from '../../../engine/save/sessionSave.ts';
import { startSession } from '../../../engine/game/session.ts';
import { TableStore } from '../../../renderer/state/tableStore.ts';
import { encounter } from '../engine/game/encounterFixture.ts';

/**
 * A new table's name may be claimed twice as its page goes: by the table room, and by the window's
 * stash on its return. Each writer takes a save that is an earlier copy of its own table as its
 * own, and writes over it rather than making "(2)" (issue 38).
 */
describe('an earlier copy of a table', () => {
  it('is one with the same start and a log this table goes on from, as a load reads both', () => {
    const table = new TableStore(startSession(encounter()));
    const before = table.session.get();
    table.act({ type: BEGIN_TURNS.type });
    const after = table.session.get();
    const reloaded = (s: typeof before) => {
      const loaded = sessionFromSave(JSON.parse(JSON.stringify(sessionToSave(s))));
      if (!loaded.ok) throw new Error(loaded.message);
      return loaded.session;
    };
    expect(isEarlierCopy(reloaded(before), after)).toBe(true);
    expect(isEarlierCopy(reloaded(after), after)).toBe(true);
    // Further on than this table, or another table on another start: not its own.
    expect(isEarlierCopy(after, before)).toBe(false);
    expect(isEarlierCopy(startSession(encounter(9)), after)).toBe(false);
  });
});
