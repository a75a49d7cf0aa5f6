import type { Campaign } from '../../../engine/skirmish.ts';
import type { AppBridge } from '../../bridge/appBridge.ts';
import { createStore, type Store } from '../../../common/store.ts';
import { writeCampaign } from './campaignLibrary.ts';

/** Whether the campaign on screen is what the library holds: always shown (nothing lost). */
export type CampaignSaveState =
  { state: 'saved' } | { state: 'saving' } | { state: 'failed'; message: string };

/** The next campaign, or how to make it from the campaign as it stands then. */
export type CampaignChange = Campaign | ((current: Campaign) => Campaign);

/**
 * The campaign open on the campaign screen. Every change is written to the library at once, one
 * write at a time and the newest last, so the saved state is always the last change made; a
 * failed write says why and stays unsaved until the next change writes again.
 */
export class CampaignDoc {
  readonly campaign: Store<Campaign>;
  readonly save: Store<CampaignSaveState> = createStore<CampaignSaveState>({ state: 'saved' });
  private writing: Promise<void> = Promise.resolve();
  private version = 0;

  constructor(
    private readonly bridge: AppBridge,
    readonly name: string,
    campaign: Campaign,
  ) {
    this.campaign = createStore(campaign);
  }

  /**
   * A change is the next campaign, or a function of the campaign as it is when the change lands:
   * a change made after an await (a character loaded from the library) must use the latter, or it
   * would undo whatever changed while it waited.
   */
  change(change: CampaignChange): Promise<void> {
    const next = typeof change === 'function' ? change(this.campaign.get()) : change;
    if (next === this.campaign.get()) return this.writing;
    this.campaign.set(next);
    const version = ++this.version;
    this.save.set({ state: 'saving' });
    this.writing = this.writing.then(async () => {
      // A newer change is queued behind this one: it writes the newer campaign; this one is moot.
      if (version !== this.version) return;
      const saved = await writeCampaign(this.bridge, this.name, next);
      if (version !== this.version) return;
      this.save.set(saved.ok ? { state: 'saved' } : { state: 'failed', message: saved.message });
    });
    return this.writing;
  }
}
