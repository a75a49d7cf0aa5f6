import {
  campaignEncounter,
  createEncounter,
  startSession,
  type Campaign,
  type CampaignPlay,
  type Encounter,
  type GameMap,
} from '../../../engine/skirmish.ts';
import { withSettings, type AppSettings } from '../../state/settings.ts';
import { TableStore } from '../../state/tableStore.ts';

/**
 * A table that plays for a campaign: which campaign, which of its encounters, and who of the posse
 * sits in which seat, so that its summary can write the outcome back (issue 13, item 4). The
 * session itself holds it (engine Session.campaign), so a reload that resumes the table from its
 * autosave still knows.
 */
export type { CampaignPlay };

/**
 * A new table on one of the campaign's encounters: the posse seated where the encounter says, on
 * the campaign's day, each member as the last encounter left it (Y3). Throws RulesInputError, in
 * words, when a seat cannot be filled or a build cannot be seated (B6).
 */
export function tableForCampaign(
  name: string,
  campaign: Campaign,
  encounterName: string,
  encounter: Encounter,
  map: GameMap,
  settings: AppSettings,
): { table: TableStore; play: CampaignPlay } {
  const seed = Date.now() % 2 ** 31;
  const { setup, seats } = campaignEncounter(campaign, encounter, map, seed);
  const play: CampaignPlay = { campaign: name, encounter: encounterName, seats };
  const table = withSettings(new TableStore(startSession(createEncounter(setup), play)), settings);
  return { table, play };
}
