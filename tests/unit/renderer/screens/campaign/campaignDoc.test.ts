import { describe, expect, it } from 'vitest';
import { campaignSchema, type Campaign } from '../../../../../engine/index.ts';
import type { AppBridge } from '../../../../../renderer/bridge/appBridge.ts';
import { CampaignDoc } from '../../../../../renderer/screens/campaign/campaignDoc.ts';
import {
  sampleCampaign,
  SAMPLE_CAMPAIGN_NAME,
} from '../../../../../renderer/screens/campaign/sampleCampaign.ts';
import { SAMPLE_CHARACTERS } from '../../../../../renderer/state/newTable.ts';
import { settled } from '../../../eventLoop.ts';

/** A bridge whose writes wait until let go, recording the campaign each wrote. */
function slowBridge(fail = false) {
  const written: Campaign[] = [];
  const waiting: (() => void)[] = [];
  const bridge = {
    writeSave: (input: { data: unknown }) =>
      new Promise((resolve) => {
        waiting.push(() => {
          written.push(input.data as Campaign);
          resolve(
            fail
              ? { ok: false, error: { code: 'io', message: 'the disk is full' } }
              : { ok: true, value: {} },
          );
        });
      }),
  } as unknown as AppBridge;
  const settle = settled;
  /** Lets every write through, those queued behind the ones let go too. */
  const release = async () => {
    await settle();
    while (waiting.length > 0) {
      waiting.shift()!();
      await settle();
    }
  };
  const letOneGo = async () => {
    waiting.shift()!();
    await settle();
  };
  return { bridge, written, release, letOneGo, settleWrites: settle };
}

describe('the campaign is saved on every change (issue 13, item 8: nothing lost)', () => {
  it('shows unsaved until the newest change is written; changes made meanwhile end saved last', async () => {
    const { bridge, written, release, letOneGo, settleWrites } = slowBridge();
    const doc = new CampaignDoc(bridge, 'Feud', campaignSchema.parse({}));
    void doc.change(campaignSchema.parse({ day: 2 }));
    await settleWrites();
    // The first write is under way when the Dealer changes the campaign again.
    void doc.change(campaignSchema.parse({ day: 3 }));
    await letOneGo();
    expect(written.map((c) => c.day)).toEqual([2]);
    expect(doc.save.get()).toEqual({ state: 'saving' });
    await release();
    expect(written.map((c) => c.day)).toEqual([2, 3]);
    expect(doc.save.get()).toEqual({ state: 'saved' });
  });

  it('a change made from the campaign as it then stands keeps a change made while it waited', async () => {
    const { bridge, written, release } = slowBridge();
    const doc = new CampaignDoc(bridge, 'Feud', campaignSchema.parse({}));
    // The posse's add awaits a character from the library; meanwhile an encounter is added.
    void doc.change({ ...doc.campaign.get(), encounters: ['The crossing'] });
    void doc.change((current) => ({ ...current, day: 2 }));
    await release();
    expect(doc.campaign.get()).toMatchObject({ day: 2, encounters: ['The crossing'] });
    expect(written.at(-1)).toMatchObject({ day: 2, encounters: ['The crossing'] });
  });

  it('a change that changes nothing writes nothing', async () => {
    const { bridge, written, release } = slowBridge();
    const doc = new CampaignDoc(bridge, 'Feud', campaignSchema.parse({}));
    void doc.change((current) => current);
    await release();
    expect(written).toEqual([]);
    expect(doc.save.get()).toEqual({ state: 'saved' });
  });

  it('says why when a write fails', async () => {
    const { bridge, release } = slowBridge(true);
    const doc = new CampaignDoc(bridge, 'Feud', campaignSchema.parse({}));
    void doc.change(campaignSchema.parse({ day: 2 }));
    await release();
    expect(doc.save.get()).toEqual({ state: 'failed', message: 'the disk is full' });
  });
});

describe('the sample campaign (issue 13, item 7)', () => {
  it('is the sample posse on day 1 with the sample encounter', () => {
    const campaign = sampleCampaign();
    expect(SAMPLE_CAMPAIGN_NAME).toBe('The Garrett Feud');
    expect(campaign.day).toBe(1);
    expect(campaign.posse.map((m) => m.character)).toEqual(SAMPLE_CHARACTERS);
    expect(campaign.posse.every((m) => m.standing === undefined)).toBe(true);
    expect(campaign.encounters).toEqual(['Dusty Crossing – showdown']);
  });
});
