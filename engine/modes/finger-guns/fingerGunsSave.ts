import { z } from 'zod';
import { ReplayError } from '../../game/gameSession.ts';
import { sessionLogFields } from '../../game/sessionDocument.ts';
import { FINGER_GUNS_BOTS } from './fingerGunsBots.ts';
import { fingerGunsSessionOf, type FingerGunsSession } from './fingerGunsDefinition.ts';
import { fingerGunsHouse, fingerGunsHouseSchema, fingerGunsSetupSchema } from './fingerGunsGame.ts';
import { fingerGunsActionSchema } from './fingerGunsRecords.ts';

/** Hot-seat (each player picks in private on the screen) or the Dealer's entry of real hands. */
export const FINGER_GUNS_ENTRY_MODES = ['hotseat', 'dealer'] as const;

/**
 * The `fingerguns` save kind, version 3 (issue 15, item 4; issue 36; issue 37): the setup, the
 * one session document of every game (the log, and the actions undone that redo puts back), which
 * seats the computer plays, and the table's house rules. The game itself is not stored: it is the
 * log's replay. The replay is part of the schema, so a save whose log no longer replays fails to
 * load with the decision that fails, and the store lists it with that reason and never writes
 * over it (electron/store/saveStore.ts).
 */
export const fingerGunsSaveSchema = z
  .object({
    setup: fingerGunsSetupSchema,
    ...sessionLogFields(fingerGunsActionSchema),
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
      fingerGunsSessionOf(save);
    } catch (error) {
      const message =
        error instanceof ReplayError
          ? `log[${error.index}]: does not replay: ${error.reason}`
          : (error as Error).message;
      ctx.addIssue({ code: 'custom', message, path: ['log'] });
    }
    for (const name of Object.keys(save.bots))
      if (!save.setup.players.includes(name))
        ctx.addIssue({ code: 'custom', message: `“${name}” is not at the table`, path: ['bots'] });
  });
export type FingerGunsSave = z.output<typeof fingerGunsSaveSchema>;
export type FingerGunsEntryMode = (typeof FINGER_GUNS_ENTRY_MODES)[number];

export function fingerGunsToSave(
  session: FingerGunsSession,
  bots: FingerGunsSave['bots'] = {},
  entry: FingerGunsEntryMode = 'hotseat',
): FingerGunsSave {
  const { setup, rules } = session.start;
  return {
    setup,
    log: [...session.log],
    undone: [...session.undone],
    bots,
    entry,
    house: fingerGunsHouse(rules),
  };
}
