import { campaignSchema, type Campaign } from '../../../engine/skirmish.ts';
import garrettFeud from '../../../assets/campaigns/garrett-feud.json';

/** The sample campaign (issue 13, item 7): the sample posse on day 1, and the sample encounter. */
export const SAMPLE_CAMPAIGN_NAME = 'The Garrett Feud';

export function sampleCampaign(): Campaign {
  return campaignSchema.parse(garrettFeud);
}
