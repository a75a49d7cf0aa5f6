/**
 * The bridge contract between the renderer and the Node side: every method's name, the zod schema
 * of its one argument and of its result. Both transports (Electron IPC and the web host's HTTP) and
 * both ends (renderer and main) use this file, so a method cannot exist on one side only.
 *
 * Pure: zod and engine/ only. It is the one file of electron/ that renderer/ may import.
 */
import { z } from 'zod';
import { SAVE_KINDS } from '../engine/save/saveKinds.ts';
import { settingsSchema } from '../engine/save/settingsDocument.ts';

export const saveKindSchema = z.enum(SAVE_KINDS);
/** Names are checked by the store, which gives the clear message; here only the type. */
const nameSchema = z.string();
/**
 * The window that plays a session: a random id it keeps for its life (electron/store/
 * sessionLeases.ts). Sent with a session's writes, renames and deletes, so one window cannot
 * overwrite another's game.
 */
const ownerSchema = z.string().min(1).max(100);

export const leaseSchema = z.object({
  name: z.string(),
  owner: z.string(),
  heardAt: z.number(),
  expiresInMs: z.number(),
});

export const saveSummarySchema = z.object({
  kind: saveKindSchema,
  name: z.string(),
  savedAt: z.string(),
  bytes: z.number(),
  problem: z.string().optional(),
});

export const saveDocumentSchema = z.object({
  /** The kind's current version: the store migrates every file it reads (parseSaveDocument). */
  schemaVersion: z.number().int().min(1),
  kind: saveKindSchema,
  name: z.string(),
  savedAt: z.string(),
  data: z.unknown(),
});

/** The LAN as the Players panel shows it (electron/players/lanSwitch.ts). */
const lanStateSchema = z.object({
  url: z.string().nullable(),
  address: z.string().nullable(),
  addresses: z.array(z.string()),
});

export const contract = {
  appInfo: {
    input: z.object({}).strict(),
    output: z.object({
      version: z.string(),
      transport: z.enum(['ipc', 'http']),
      dataDir: z.string(),
    }),
  },
  listSaves: {
    input: z.object({ kind: saveKindSchema.optional() }).strict(),
    output: z.array(saveSummarySchema),
  },
  loadSave: {
    input: z.object({ kind: saveKindSchema, name: nameSchema }).strict(),
    output: saveDocumentSchema,
  },
  writeSave: {
    input: z
      .object({
        kind: saveKindSchema,
        name: nameSchema,
        data: z.unknown(),
        overwrite: z.boolean().optional(),
        /**
         * A session only: its data leaves the start state out, and this names the one the store
         * kept from the last write (the `startHash` that write answered), so an unchanged map is
         * not sent and validated again. A start the store does not hold is refused
         * ('start_unknown'); the session is then sent whole.
         */
        startHash: z.string().optional(),
        /** A session only: the window writing it, which must hold its lease (or find it free). */
        owner: ownerSchema.optional(),
      })
      .strict(),
    /** For a session, `startHash` names its start state for the next write. */
    output: saveSummarySchema.extend({ startHash: z.string().optional() }),
  },
  renameSave: {
    input: z
      .object({
        kind: saveKindSchema,
        from: nameSchema,
        to: nameSchema,
        owner: ownerSchema.optional(),
      })
      .strict(),
    output: saveSummarySchema,
  },
  duplicateSave: {
    input: z.object({ kind: saveKindSchema, from: nameSchema, to: nameSchema }).strict(),
    output: saveSummarySchema,
  },
  deleteSave: {
    input: z
      .object({ kind: saveKindSchema, name: nameSchema, owner: ownerSchema.optional() })
      .strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  /** A save's earlier versions (issue 16, item 4), newest first; listed for a damaged save too. */
  listVersions: {
    input: z.object({ kind: saveKindSchema, name: nameSchema }).strict(),
    output: z.array(z.object({ version: z.string(), savedAt: z.string() })),
  },
  /** Puts an earlier version back as the save; the one it replaces is kept in turn. */
  restoreVersion: {
    input: z
      .object({
        kind: saveKindSchema,
        name: nameSchema,
        version: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.json$/),
        /** A session only: the window restoring it, refused while another window plays it. */
        owner: ownerSchema.optional(),
      })
      .strict(),
    output: saveSummarySchema,
  },
  /** The deleted saves (issue 16, item 4: restore from the trash), newest first. */
  listTrash: {
    input: z.object({}).strict(),
    output: z.array(
      z.object({
        kind: saveKindSchema,
        file: z.string(),
        name: z.string(),
        deletedAt: z.string(),
        problem: z.string().optional(),
      }),
    ),
  },
  /** Brings a deleted save back under its name; refused while a save of that name exists. */
  restoreSave: {
    input: z
      .object({
        kind: saveKindSchema,
        // A file of the trash by its bare name: no folder, nothing hidden.
        file: z
          .string()
          .min(1)
          .max(300)
          .regex(/^[^/\\.][^/\\]*\.json$/),
      })
      .strict(),
    output: saveSummarySchema,
  },
  /**
   * A window takes a session's lease before it plays it. Held by another live window, it is
   * refused ('leased') unless `takeOver`: the other window is then refused at its next write.
   */
  takeLease: {
    input: z
      .object({ name: nameSchema, owner: ownerSchema, takeOver: z.boolean().optional() })
      .strict(),
    output: leaseSchema,
  },
  /** The heartbeat of the window playing a session; refused ('lease_lost') once it was taken over. */
  renewLease: {
    input: z.object({ name: nameSchema, owner: ownerSchema }).strict(),
    output: leaseSchema,
  },
  /** Gives a lease back (the window leaves, or plays another session). */
  releaseLease: {
    input: z.object({ name: nameSchema, owner: ownerSchema }).strict(),
    output: z.object({ released: z.literal(true) }),
  },
  /**
   * The table room (issue 38): the Dealer's window opens its game on the host's table, whole (the
   * start state can be megabytes, more than a room message may be), and plays it through the room
   * from then on. Answers the room, the Dealer's pass, the game's epoch, and where the room is
   * reached (null: at the page's own origin).
   */
  hostTable: {
    input: z
      .object({
        /**
         * Which game the save is (issue 39): the skirmish's session (the default), or a game of
         * Finger Guns or Texas Shootout, which the room holds for its seats and the window keeps
         * saving itself.
         */
        kind: z.enum(['session', 'fingerguns', 'texas']).optional(),
        save: z.record(z.string(), z.unknown()),
        /**
         * Where the room autosaves the game (issue 38: each decision before it is acknowledged):
         * the save's name, whether the table already holds it (resumed, or claimed by an earlier
         * write) or must claim it without overwriting another's, and the window whose lease the
         * writes are checked against. None: the room writes nothing (a window that only looks on).
         */
        autosave: z
          .object({ name: nameSchema, claimed: z.boolean(), owner: ownerSchema.optional() })
          .strict()
          .optional(),
      })
      .strict(),
    output: z.object({
      roomId: z.string(),
      pass: z.string(),
      epoch: z.number().int().min(1),
      endpoint: z.string().nullable(),
      /**
       * The save the game was written to as it opened (null: not written, a new table with
       * nothing played): the window holds it as saved.
       */
      saved: z.string().nullable(),
    }),
  },
  /**
   * The game the table room holds now, as a save (issue 39): the Dealer's window takes it in place
   * of its own when the two parted (a seat or the computer played first), for the room is the
   * authority. Refused ('not_found') when the room holds another game than `epoch` names.
   */
  tableSession: {
    input: z.object({ epoch: z.number().int().min(1) }).strict(),
    output: z.object({ epoch: z.number().int().min(1), save: z.record(z.string(), z.unknown()) }),
  },
  /**
   * The public's pass to the table room, for the players' views of this machine (the projector
   * page, the miniature): the room, the pass, and where the room is reached (null: the page's own
   * origin). A TV on the LAN has its pass in its link.
   */
  playersPass: {
    input: z.object({}).strict(),
    output: z.object({ roomId: z.string(), pass: z.string(), endpoint: z.string().nullable() }),
  },
  /**
   * The seats of the game on the table (issue 39), for the Players panel: each seat's name, its
   * pass (a phone on this machine opens /seat.html#pass=…), and its link on the LAN while the LAN
   * is on (what its QR code shows).
   */
  tableSeats: {
    input: z.object({}).strict(),
    output: z.object({
      seats: z.array(
        z.object({
          key: z.string(),
          name: z.string(),
          /** The characters (or the one player) the seat plays. */
          holds: z.array(z.string()),
          pass: z.string(),
          lan: z.string().nullable(),
        }),
      ),
    }),
  },
  /**
   * The LAN (issues 11, 38): the projector page's address there, token included (null while it
   * is off), the address it is on, and this machine's addresses it may be turned on at.
   */
  playersLink: {
    input: z.object({}).strict(),
    output: lanStateSchema,
  },
  /** Turns the LAN on (at `address`, or the first of the machine's) or off, with no restart. */
  setLan: {
    input: z.object({ on: z.boolean(), address: z.string().min(1).max(64).optional() }).strict(),
    output: lanStateSchema,
  },
  /**
   * A new players' link: the public's pass is renewed (kept in the settings document), every TV
   * on the old link is sent away, and this machine's players' views join again with the new one.
   */
  renewPlayersLink: {
    input: z.object({}).strict(),
    output: lanStateSchema,
  },
  /**
   * Electron only: the page (the character sheet, by its print CSS) printed to a PDF the Dealer
   * saves where they choose; `path` is null when they cancel. The web mode refuses it
   * ('unsupported'): the browser's Print dialog saves a PDF there.
   */
  printSheet: {
    input: z.object({ name: z.string().min(1).max(100) }).strict(),
    output: z.object({ path: z.string().nullable() }),
  },
  /** The app's preferences; `problem` says why the file on disk was not used, if it was not. */
  getSettings: {
    input: z.object({}).strict(),
    output: z.object({ settings: settingsSchema, problem: z.string().optional() }),
  },
  /** Always the whole document: a preference is never half-written or left to a default. */
  setSettings: {
    input: z.object({ settings: settingsSchema }).strict(),
    output: z.object({ settings: settingsSchema }),
  },
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type MethodInput<M extends MethodName> = z.input<Contract[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<Contract[M]['output']>;

export const METHOD_NAMES = Object.keys(contract) as MethodName[];

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(contract, name);
}

/** The IPC channel of a method. Only these channels are handled by main or exposed by the preload. */
export function channelOf(method: MethodName): string {
  return `high-noon:${method}`;
}

/** Why a call failed, as the renderer shows it. Store codes plus the bridge's own. */
export const callErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type CallError = z.infer<typeof callErrorSchema>;

/**
 * Every call answers with a result instead of throwing: Electron rewrites the message of an error
 * thrown across IPC ("Error invoking remote method…"), and HTTP has no exceptions at all.
 */
export type CallResult<T> = { ok: true; value: T } | { ok: false; error: CallError };

export function callResultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: callErrorSchema }),
  ]);
}

/** The HTTP route of a method on the web host. */
export function routeOf(method: MethodName): string {
  return `/api/${method}`;
}
