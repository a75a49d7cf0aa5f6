import {
  texasSaveSchema,
  texasSessionOf,
  type TexasSave,
  type TexasSession,
} from '../../../engine/texas.ts';
import type { Session } from '../../../engine/skirmish.ts';
import type { MirroredGame } from '../../room/tableMirror.ts';

/**
 * A game of Texas Shootout as the table room's mirror carries it (issue 39, item 3): whole as its
 * save (seed, options and seats with the log), so the room can seat each person's side on a phone.
 * The mirror reads only a session's log and identity, so the Texas session passes through it as
 * it is (as Finger Guns' does).
 */
export function texasMirrored(game: Pick<TexasSave, 'seed' | 'options' | 'seats'>): MirroredGame {
  const { seed, options, seats } = game;
  return {
    kind: 'texas',
    toSave: (session) => {
      const { log, undone } = session as unknown as TexasSession;
      return { seed, options, seats, log, undone };
    },
    fromSave: (save) => {
      const parsed = texasSaveSchema.safeParse(save);
      return parsed.success ? (texasSessionOf(parsed.data) as unknown as Session) : null;
    },
  };
}
