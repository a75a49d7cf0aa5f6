import type { Campaign } from '../model/campaign.ts';
import type { Encounter } from '../model/encounter.ts';
import type { GameMap } from '../model/map.ts';
import { DEFAULT_RULES_OPTIONS, type RulesOptions } from '../rules/rulesOptions.ts';
import type { EncounterSetup } from '../game/createEncounter.ts';
import { setupFromEncounter } from '../game/encounterSetup.ts';

/** A campaign's encounter, ready for createEncounter, and who of the posse sits in which seat. */
export interface CampaignEncounter {
  setup: EncounterSetup;
  /** Seat id → character id: what outcomeOf writes back to. */
  seats: Record<string, string>;
}

/**
 * Issue 13, item 4: an encounter started from the campaign. The posse is its cast (the living
 * first, so a seat that names no one goes to someone standing), on the campaign's day (Y1) with
 * its house rules unless the encounter sets its own, and each member sits down where the last
 * encounter left it (Y3: createEncounter applies the standing), in a town whose stores have sold
 * what the campaign bought before (X1). Refused in words as
 * setupFromEncounter refuses (a seat with no one left to fill it, G2).
 */
export function campaignEncounter(
  campaign: Campaign,
  encounter: Encounter,
  map: GameMap,
  seed: number,
): CampaignEncounter {
  const alive = (m: Campaign['posse'][number]) => (m.standing ? m.standing.hpLeft > 0 : true);
  const cast = [...campaign.posse.filter(alive), ...campaign.posse.filter((m) => !alive(m))];
  const setup = setupFromEncounter(encounter, map, {
    characters: cast.map((m) => m.character),
    seed,
    ...(campaign.rules ? { options: campaign.rules } : {}),
    day: campaign.day,
  });
  const seats: Record<string, string> = {};
  const participants = setup.participants.map((p) => {
    if (p.side !== 'pc' || !p.character) return p;
    seats[p.id] = p.character.id;
    const standing = campaign.posse.find((m) => m.character.id === p.character!.id)?.standing;
    return standing ? { ...p, standing } : p;
  });
  const options = withCampaignMarketplace(setup.options ?? DEFAULT_RULES_OPTIONS, campaign);
  // X1: what the campaign's earlier encounters bought is gone from the shelves.
  const sold = campaign.sold.length > 0 ? { sold: [...campaign.sold] } : {};
  return { setup: { ...setup, participants, options, ...sold }, seats };
}

/** X1–X4: a campaign with the Marketplace on plays its encounters with the stores open. */
export function withCampaignMarketplace(options: RulesOptions, campaign: Campaign): RulesOptions {
  return campaign.marketplace ? { ...options, marketplace: true } : options;
}
