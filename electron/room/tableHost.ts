import { randomBytes } from 'node:crypto';
import { matchMaker } from '@colyseus/core';
import { SKIRMISH } from '../../engine/game/skirmishGame.ts';
import type { PublicView } from '../../engine/game/publicView.ts';
import { sessionFromSave } from '../../engine/save/sessionSave.ts';
import { DEALER, PUBLIC, type Viewer } from '../../engine/game/viewer.ts';
import { openTableRoom } from './roomServer.ts';
import type { TableRoom } from './tableRoom.ts';

/**
 * The host's table (issue 38): the one room every screen of this machine and its LAN joins, with
 * a pass for the Dealer's window and one for the public (the TV, the projector, the miniature).
 * The Dealer's pass is new each start and given only over the 127.0.0.1 save API; the public's
 * is the link a TV keeps.
 */
export interface TableHost {
  readonly roomId: string;
  readonly dealerPass: string;
  /** The public's pass now: the TV's link holds it, until the Dealer renews it. */
  readonly publicPass: string;
  /** Another public pass in place of the one before, whose viewers are sent away. */
  renewPublicPass(pass: string): void;
  /**
   * Opens the Dealer's skirmish on the table, from its save's data (the start and the log), which
   * is checked and replayed here as a load is: the epoch its requests name, or why not, in words.
   */
  openSkirmish(save: unknown): { ok: true; epoch: number } | { ok: false; message: string };
}

/** Opens the table room on the host's room server (attachRoomServer, already accepting). */
export async function openTableHost(options: { publicPass?: string } = {}): Promise<TableHost> {
  const dealerPass = newPass();
  let publicPass = options.publicPass ?? newPass();
  const passes = new Map<string, Viewer>([
    [dealerPass, DEALER],
    [publicPass, PUBLIC],
  ]);
  const roomId = await openTableRoom({ game: null, passes });
  const room = matchMaker.getLocalRoomById(roomId) as TableRoom;
  return {
    roomId,
    dealerPass,
    get publicPass() {
      return publicPass;
    },
    renewPublicPass(pass) {
      const old = publicPass;
      passes.delete(old);
      passes.set(pass, PUBLIC);
      publicPass = pass;
      room.revoke(old);
    },
    openSkirmish(save) {
      const loaded = sessionFromSave(save);
      if (!loaded.ok) return loaded;
      const epoch = room.open({
        def: SKIRMISH,
        session: loaded.session,
        titleOf: (view) => (view as PublicView).map.name ?? null,
      });
      return { ok: true, epoch };
    },
  };
}

/** A pass: 24 URL-safe characters, too many to guess. */
export function newPass(): string {
  return randomBytes(18).toString('base64url');
}
