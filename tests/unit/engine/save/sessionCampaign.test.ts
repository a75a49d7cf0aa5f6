import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { campaignEncounter } from '../../../../engine/campaign/campaignEncounter.ts';
import { createEncounter } from '../../../../engine/game/createEncounter.ts';
import { act, redo, startSession, undo, type Session } from '../../../../engine/game/session.ts';
import {
  sessionFromSave,
  sessionToSave,
  validateSessionWithoutStart,
} from '../../../../engine/save/sessionSave.ts';
import { parseSaveDocument } from '../../../../engine/save/saveDocument.ts';
import { SAVE_KIND_VERSIONS } from '../../../../engine/save/saveDocument.ts';
import { fixtureEncounter, MAP, posseCampaign } from '../campaign/campaignFixture.ts';
import { BEGIN_TURNS } from '../../../../engine/game/records/beginTurns.ts';

const { setup, seats } = campaignEncounter(posseCampaign(), fixtureEncounter(), MAP, 7);
const PLAY = { campaign: 'The Garrett Feud', encounter: 'Dusty Crossing – showdown', seats };

function played(): Session {
  const result = act(startSession(createEncounter(setup), PLAY), { type: BEGIN_TURNS.type });
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

describe('a campaign table’s session remembers its campaign (issue 13, item 4)', () => {
  it('the campaign and encounter survive a save and a reload, so the write-back is still offered', () => {
    const session = played();
    const saved = JSON.parse(JSON.stringify(sessionToSave(session)));
    expect(saved.campaign).toEqual(PLAY);
    const loaded = sessionFromSave(saved);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.session.campaign).toEqual(PLAY);
    expect(loaded.session.current).toEqual(session.current);
  });

  it('it rides through play, undo and redo, and the lean autosave (no start) checks it too', () => {
    const session = played();
    expect(undo(session)!.campaign).toEqual(PLAY);
    expect(redo(undo(session)!)!.campaign).toEqual(PLAY);
    const rest: Partial<ReturnType<typeof sessionToSave>> = sessionToSave(session);
    delete rest.start;
    const lean = validateSessionWithoutStart(JSON.parse(JSON.stringify(rest)));
    expect(lean.ok && lean.data.campaign).toEqual(PLAY);
    const bad = validateSessionWithoutStart({ ...rest, campaign: { campaign: '' } });
    expect(bad.ok).toBe(false);
  });

  it('a table for no campaign saves none, and a session v2 saved before the field loads as it was', () => {
    const plain = sessionToSave(startSession(createEncounter(setup)));
    expect(plain).not.toHaveProperty('campaign');
    // The field came without a version of its own: v3 is issue 36's rules options.
    expect(SAVE_KIND_VERSIONS.session).toBe(3);
    const text = readFileSync(
      new URL('../../../fixtures/session-v2.json', import.meta.url),
      'utf8',
    );
    const doc = parseSaveDocument(JSON.parse(text));
    if (!doc.ok) throw new Error(doc.message);
    const loaded = sessionFromSave(doc.doc.data);
    expect(loaded.ok).toBe(true);
    expect(loaded.ok && loaded.session.campaign).toBeUndefined();
  });
});
