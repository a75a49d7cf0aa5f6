import { readFileSync } from 'node:fs';
import {
  campaignSchema,
  type Campaign,
  type CampaignInput,
} from '../../../../engine/model/campaign.ts';
import { characterSchema, type Character } from '../../../../engine/model/character.ts';
import type { Encounter } from '../../../../engine/model/encounter.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { parseSaveDocument } from '../../../../engine/save/saveDocument.ts';
import kate from '../../../../assets/characters/marshal-kate.json';
import ned from '../../../../assets/characters/ned-calloway.json';
import dusty from '../../../../assets/maps/dusty-crossing.json';

export const MAP = mapSchema.parse(dusty);

/** Kate with one Attack chip traded for a Speed chip (same LP), so she has a chip to spend at once. */
export const KATE: Character = characterSchema.parse({
  ...kate,
  chips: { attack: 1, defense: 1, speed: 1 },
  items: ['Snake Oil', 'Leather Duster', 'Jerky'],
});
export const NED: Character = characterSchema.parse(ned);

/** The fixture's encounter: Tom, Kate, Buster, Ned on Dusty Crossing (seats kate and ned). */
export function fixtureEncounter(): Encounter {
  const text = readFileSync(
    new URL('../../../fixtures/encounter-v2.json', import.meta.url),
    'utf8',
  );
  const parsed = parseSaveDocument(JSON.parse(text));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.doc.data as Encounter;
}

export function posseCampaign(extra: Partial<CampaignInput> = {}): Campaign {
  return campaignSchema.parse({
    posse: [{ character: KATE }, { character: NED }],
    encounters: ['Dusty Crossing – showdown'],
    ...extra,
  });
}
