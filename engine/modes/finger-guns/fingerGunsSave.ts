import { z } from 'zod';
import { FINGER_GUNS_BOTS } from './fingerGunsBots.ts';
import {
  fingerGunsActionSchema,
  fingerGunsHouse,
  fingerGunsHouseSchema,
  fingerGunsRules,
  fingerGunsSetupSchema,
  replayFingerGuns,
  type FingerGunsGame,
} from './fingerGunsGame.ts';

/** Hot-seat (each player picks in private on the screen) or the Dealer's entry of real hands. */
export const FINGER_GUNS_ENTRY_MODES = ['hotseat', 'dealer'] as const;

/**
 * The `fingerguns` save kind, version 2 (issue 15, item 4; issue 36): the setup, the log, which
 * seats the computer plays, and the table's house rules. The game itself is not stored: it is the log's replay. The replay is part of
 * the schema, so a save whose log no longer replays fails to load with the decision that fails,
 * and the store lists it with that reason and never writes over it (electron/store/saveStore.ts).
 */
export const fingerGunsSaveSchema = z
  .object({
    setup: fingerGunsSetupSchema,
    log: z.array(fingerGunsActionSchema),
    /** The seats a bot plays, and which bot; a seat not named here is a person's. */
    bots: z.record(z.string(), z.enum(FINGER_GUNS_BOTS)).default({}),
    /**
     * How the gestures are entered: each player in private on the screen, or by the Dealer from
     * the hands the table showed. Saves from before it was kept are hot-seat, as they resumed.
     */
    entry: z.enum(FINGER_GUNS_ENTRY_MODES).default('hotseat'),
    /**
     * The house rules the table chose at setup (F1 house: the starting health; F8 house: whether
     * Ghosts gesture), which its log replays under. A v1 save has them from its migration.
     */
    house: fingerGunsHouseSchema,
  })
  .superRefine((save, ctx) => {
    try {
      replayFingerGuns(save.setup, save.log, fingerGunsRules(save.house));
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message, path: ['log'] });
    }
    for (const name of Object.keys(save.bots))
      if (!save.setup.players.includes(name))
        ctx.addIssue({ code: 'custom', message: `“${name}” is not at the table`, path: ['bots'] });
  });
export type FingerGunsSave = z.output<typeof fingerGunsSaveSchema>;
export type FingerGunsEntryMode = (typeof FINGER_GUNS_ENTRY_MODES)[number];

export function fingerGunsToSave(
  game: FingerGunsGame,
  bots: FingerGunsSave['bots'] = {},
  entry: FingerGunsEntryMode = 'hotseat',
): FingerGunsSave {
  return { setup: game.setup, log: [...game.log], bots, entry, house: fingerGunsHouse(game.rules) };
}

/**
 * The game a valid save holds (fingerGunsSaveSchema has replayed it once already), under the house
 * rules it was played with.
 */
export function fingerGunsFromSave(save: FingerGunsSave): FingerGunsGame {
  return replayFingerGuns(save.setup, save.log, fingerGunsRules(save.house));
}
