import { describe, expect, it } from 'vitest';
import { replaySave, sessionFromSave } from '../../../../engine/save/sessionSave.ts';
import session from '../../../fixtures/session-v3.json';
import { END_PHASE } from '../../../../engine/game/records/endPhase.ts';

/**
 * Issue 16, HD9: a session whose replay fails is described in a sentence naming the first action
 * that fails, never with a raw error. A refusal by the rules says the rule's words; a fault of the
 * engine itself (here forced by a start state with no combatants, which validation never lets
 * through) says which action met it, and no TypeError's text.
 */
describe('a session that does not replay', () => {
  it('names the first action the rules refuse, in the rules’ words', () => {
    const log = [...session.data.log, { type: END_PHASE.type, who: 'nobody' }];
    const read = sessionFromSave({ ...session.data, log });
    expect(read).toEqual({
      ok: false,
      message: `replay: action ${log.length} (END_PHASE) was refused: There is no one called "nobody" in this encounter.`,
    });
  });

  it('names the action the engine failed on, without the raw error', () => {
    const read = sessionFromSave(session.data);
    if (!read.ok) throw new Error(read.message);
    const broken = {
      ...read.session.start,
      combatants: null,
    } as unknown as typeof read.session.start;
    const failed = replaySave({ start: broken, log: [...read.session.log], undone: [] });
    expect(failed.ok).toBe(false);
    const message = !failed.ok ? failed.message : '';
    expect(message).toMatch(/^replay: action 1 \([A-Z_]+\) could not be applied: /);
    expect(message).toContain('a fault of the app, not of the save');
    expect(message).not.toMatch(/Cannot read|TypeError|undefined|null/);
  });
});
