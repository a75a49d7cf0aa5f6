import {
  fingerGunsSaveSchema,
  fingerGunsSessionOf,
  fingerGunsToSave,
  type FingerGunsEntryMode,
  type FingerGunsSave,
  type FingerGunsSession,
} from '../../../engine/fingerGuns.ts';
import type { Session } from '../../../engine/skirmish.ts';
import type { MirroredGame } from '../../room/tableMirror.ts';

/**
 * A game of Finger Guns as the table room's mirror carries it (issue 39, item 3): whole as its
 * save (with its bots and entry mode), so the room can seat each person's phone. The mirror reads
 * only a session's log and identity, so the Finger Guns session passes through it as it is.
 */
export function fingerGunsMirrored(
  bots: FingerGunsSave['bots'],
  entry: FingerGunsEntryMode,
): MirroredGame {
  return {
    kind: 'fingerguns',
    toSave: (session) =>
      fingerGunsToSave(session as unknown as FingerGunsSession, bots, entry) as unknown as Record<
        string,
        unknown
      >,
    fromSave: (save) => {
      const parsed = fingerGunsSaveSchema.safeParse(save);
      return parsed.success ? (fingerGunsSessionOf(parsed.data) as unknown as Session) : null;
    },
  };
}
