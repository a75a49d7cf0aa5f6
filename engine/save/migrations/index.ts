import type { Migration } from '../migrate.ts';
import type { SaveKind } from '../saveKinds.ts';
import { campaignV1ToV2 } from './campaign/v1-to-v2.ts';
import { encounterV1ToV2 } from './encounter/v1-to-v2.ts';
import { encounterV2ToV3 } from './encounter/v2-to-v3.ts';
import { fingerGunsV1ToV2 } from './fingerguns/v1-to-v2.ts';
import { fingerGunsV2ToV3 } from './fingerguns/v2-to-v3.ts';
import { mapV1ToV2 } from './map/v1-to-v2.ts';
import { mapV2ToV3 } from './map/v2-to-v3.ts';
import { sessionV1ToV2 } from './session/v1-to-v2.ts';
import { sessionV2ToV3 } from './session/v2-to-v3.ts';
import { texasV1ToV2 } from './texas/v1-to-v2.ts';

/**
 * Every migration of every document kind, one file per step (DESIGN.md), in order: the steps of a
 * kind run from version 1 up to the kind's current version (SAVE_KIND_VERSIONS), with no gap. A
 * kind whose format has not changed since version 1 has none.
 */
export const MIGRATIONS = {
  map: [mapV1ToV2, mapV2ToV3],
  character: [],
  npc: [],
  encounter: [encounterV1ToV2, encounterV2ToV3],
  campaign: [campaignV1ToV2],
  session: [sessionV1ToV2, sessionV2ToV3],
  image: [],
  practice: [],
  fingerguns: [fingerGunsV1ToV2, fingerGunsV2ToV3],
  texas: [texasV1ToV2],
} as const satisfies Record<SaveKind, readonly Migration[]>;
