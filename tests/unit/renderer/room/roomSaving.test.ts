import { describe, expect, it } from 'vitest';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';
import { startSession } from '../../../../engine/game/session.ts';
import { RoomSaving } from '../../../../renderer/room/roomSaving.ts';
import { createStore } from '../../../../common/store.ts';
import { TableStore } from '../../../../renderer/state/tableStore.ts';
import { encounter } from '../../engine/game/encounterFixture.ts';

/**
 * Issue 38: the window's autosave waits for the table room's writes. A wait ends once the room
 * wrote that session or a later one, or said it could not; a table closed after its last write
 * still hears it was written.
 */
function played(steps: number) {
  const table = new TableStore(startSession(encounter()));
  const sessions = [table.session.get()];
  for (let i = 0; i < steps; i++) {
    if (i % 2 === 0) table.act({ type: BEGIN_TURNS.type });
    else table.undo();
    sessions.push(table.session.get());
  }
  expect(new Set(sessions).size).toBe(steps + 1);
  return sessions;
}

describe('where the window and the table room meet over the autosave (issue 38)', () => {
  it('ends a wait at a later session written, tells the name claimed, and answers at once after', async () => {
    const [, first, second] = played(2);
    const saving = new RoomSaving();
    const target = createStore<string | null>(null);
    saving.writeTo({ name: 'Autosave – A', target });
    expect(saving.target()).toEqual({ name: 'Autosave – A', claimed: false });
    saving.followed(first!);
    saving.followed(second!);
    const waiting = saving.written(first!);
    saving.saved(second!, 'Autosave – A (2)');
    expect(await waiting).toMatchObject({ ok: true, name: 'Autosave – A (2)' });
    expect(target.get()).toBe('Autosave – A (2)');
    expect(saving.target()).toEqual({ name: 'Autosave – A (2)', claimed: true });
    // Written already: a table closed since still hears so.
    saving.close();
    expect(await saving.written(second!)).toMatchObject({ ok: true, session: second });
  });

  it('ends every wait at a refusal, and a closed table answers null to what it never wrote', async () => {
    const [, first, second] = played(2);
    const saving = new RoomSaving();
    saving.followed(first!);
    saving.followed(second!);
    const waiting = saving.written(second!);
    saving.refused({ code: 'lease_lost', message: 'taken over' });
    expect(await waiting).toEqual({
      ok: false,
      error: { code: 'lease_lost', message: 'taken over' },
    });
    const never = saving.written(second!);
    saving.close();
    expect(await never).toBeNull();
  });

  it('leaves the writing to the window until a mirror begins, and to the room once it opened', async () => {
    const saving = new RoomSaving();
    expect(await saving.roomWrites()).toBe(false);
    saving.begin();
    const known = saving.roomWrites();
    saving.roomHolds();
    expect(await known).toBe(true);
    saving.begin();
    const noRoom = saving.roomWrites();
    saving.noRoom();
    expect(await noRoom).toBe(false);
  });
});
