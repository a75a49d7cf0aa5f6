import type { GameMap } from '../../../engine/skirmish.ts';
import { CastStore } from './castStore.ts';
import type { EncounterDraft } from './encounterDraft.ts';

/** The encounter in the builder: its cast on the map board, and the rest of its draft. */
export interface Built {
  cast: CastStore;
  draft: EncounterDraft;
}

export function freshBuild(map: GameMap, mapName: string): Built {
  return {
    cast: new CastStore({ ...map, tokens: [] }),
    draft: { mapName, seats: {}, order: [], dealerNotes: '' },
  };
}
