import { z } from 'zod';
import {
  nonEmptySquareListSchema,
  squareListSchema,
  squareSchema,
  segmentSchema,
  type Square,
} from './geometry.ts';
import { MAX_REPORTED_ISSUES } from './boundedParse.ts';
import { lengthCappedList } from './lengthCappedList.ts';
import { tokenSchema } from './token.ts';

/** The largest side a map may have; the benchmarks use 200×200 and imports rarely exceed it. */
export const MAX_MAP_SIDE = 500;
/** Walls, doors and windows each: a free-angle import of a whole town stays far below. */
export const MAX_MAP_SEGMENTS = 200_000;
/** Notes are for the Dealer to read at the table: a few pages at most. */
export const MAX_DEALER_NOTES = 20_000;

/**
 * The lists of a map whose elements are areas, each listing squares (`squares`, and a building's
 * `boardwalk` too): six layers in all, with building floors and boardwalks.
 */
export const AREA_LISTS = ['terrain', 'cover', 'ranks', 'passages', 'buildings'] as const;
const AREA_LAYERS = 6;
/** Six full layers of a 100×100 map: the least a map of any size may list (see maxAreaSquares). */
const LEAST_AREA_SQUARES = AREA_LAYERS * 100 * 100;

/**
 * The most squares a map's areas may list between them: six for each of its squares, and never
 * fewer than LEAST_AREA_SQUARES. Each layer names a square once (a painted square holds one
 * terrain and one rank, paintEdits.ts), so a 500×500 map with every layer full lists 1,500,000;
 * the floor leaves a small map room for the overlapping objects an edit allows (coverEdits.ts).
 * Each list alone is held to MAX_AREA_SQUARES, but a 17 MB file of 2,550,000 squares off a 16×12
 * map, split into lists under that, took 1.1–1.6 s to judge, nearly all of it JSON.parse (issue
 * 16, item 1): its total is what a save is refused on, before it is parsed (jsonShape.ts).
 * `size` is null when it is not known: the largest map's bound.
 */
export function maxAreaSquares(size: readonly [number, number] | null): number {
  const [w, h] = size ?? [MAX_MAP_SIDE, MAX_MAP_SIDE];
  return Math.max(AREA_LAYERS * w * h, LEAST_AREA_SQUARES);
}

/** The refusal of a map whose areas list `squares` squares, more than maxAreaSquares allows. */
export function tooManyAreaSquares(
  size: readonly [number, number] | null,
  squares: number,
): string {
  const most = maxAreaSquares(size).toLocaleString('en');
  const map = size ? `the ${size[0]}×${size[1]} map` : 'the map';
  return (
    `${map}'s terrain, cover, ranks, passages and buildings list ` +
    `${squares.toLocaleString('en')} squares between them; a map its size may list at most ` +
    `${most}`
  );
}

/** G2: cover objects fill whole squares. The kind picks the silhouette the board draws. */
export const COVER_KINDS = ['table', 'barrel', 'crate', 'trough', 'wagon'] as const;

const coverSchema = z.object({
  id: z.string().min(1).optional(),
  /** Any name is accepted (imports bring their own); the board knows the COVER_KINDS shapes. */
  kind: z.string().min(1).default('crate'),
  squares: nonEmptySquareListSchema,
});

const rankAreaSchema = z.object({
  /** E1–E4: a rank is a storey above the ground (rank 0). */
  rank: z.number().int().min(0).max(20),
  squares: squareListSchema,
});

const passageSchema = z.object({
  /** E3: the only way up. Stairs and ladders behave alike; the kind is for the icon. */
  kind: z.enum(['stairs', 'ladder']).default('stairs'),
  squares: nonEmptySquareListSchema,
});

const buildingSchema = z.object({
  /** X2: a store building carries its store's name (Jenkins Bros…). */
  name: z.string().min(1),
  squares: squareListSchema,
  /** X3: the boardwalk is outside: standing there does not count towards control. */
  boardwalk: squareListSchema.default([]),
});

const terrainSchema = z.object({
  kind: z.string().min(1),
  squares: squareListSchema,
});

const doorSchema = z.object({
  at: segmentSchema,
  open: z.boolean().default(false),
});

const finite = z.number().finite();

/** A list of at most MAX_MAP_SEGMENTS, refused whole before its elements are read when longer. */
function segmentList<S extends z.ZodType>(element: S) {
  return lengthCappedList(
    element,
    MAX_MAP_SEGMENTS,
    `lists more than ${MAX_MAP_SEGMENTS.toLocaleString('en')} segments`,
  );
}

/**
 * A background image under the grid (issue 12, item 6): an `image` save, by its name, laid so
 * that its top-left pixel is at `offset` (in squares, from the map's top-left corner; fractions
 * and negatives allowed, as a scan seldom starts on a line) and `pixelsPerSquare` of its pixels
 * span one square. The rules never read it: walls and cover are the map's own.
 */
export const backgroundSchema = z.object({
  image: z.string().min(1).max(100),
  offset: z
    .tuple([
      finite.min(-MAX_MAP_SIDE).max(MAX_MAP_SIDE),
      finite.min(-MAX_MAP_SIDE).max(MAX_MAP_SIDE),
    ])
    .default([0, 0]),
  pixelsPerSquare: finite.min(1).max(2048),
});

const mapShape = z.object({
  name: z.string().max(100).optional(),
  size: z.tuple([
    z.number().int().min(1).max(MAX_MAP_SIDE),
    z.number().int().min(1).max(MAX_MAP_SIDE),
  ]),
  terrain: z.array(terrainSchema).default([]),
  walls: segmentList(segmentSchema).default([]),
  doors: segmentList(doorSchema).default([]),
  windows: segmentList(segmentSchema).default([]),
  cover: z.array(coverSchema).default([]),
  ranks: z.array(rankAreaSchema).default([]),
  passages: z.array(passageSchema).default([]),
  buildings: z.array(buildingSchema).default([]),
  tokens: z.array(tokenSchema).default([]),
  /**
   * The Dealer's own notes on the map (issue 11): an ambush planned, a clue under a plank. Never
   * on the players' view: publicView copies a whitelist of the map's fields, and this is not one.
   */
  dealerNotes: z.string().max(MAX_DEALER_NOTES).optional(),
  /** Map data v3: an image under the grid, kept in a save of its own (engine/model/image.ts). */
  background: backgroundSchema.optional(),
});

/**
 * A grid map: everything the rules need (G, E, M, X) plus where the tokens stand. Squares must lie
 * on the map, and every cover object gets a stable id (its place in the list when the file has
 * none, see fillCoverIds), because cover verdicts name objects.
 */
export const mapSchema = mapShape
  .superRefine((map, ctx) => {
    const [w, h] = map.size;
    let listed = 0;
    for (const areas of [map.terrain, map.cover, map.ranks, map.passages, map.buildings])
      for (const area of areas) listed += area.squares.length;
    for (const building of map.buildings) listed += building.boardwalk.length;
    if (listed > maxAreaSquares(map.size)) {
      // Said once for the map: its squares' own problems would be a flood beside it.
      ctx.addIssue({ code: 'custom', message: tooManyAreaSquares(map.size, listed), path: [] });
      return;
    }
    const onMap = ([x, y]: Square) => x < w && y < h;
    // The first MAX_REPORTED_ISSUES squares off the map say what is wrong; 150,000 of them
    // would only be a flood for zod to carry up (issue 16, HD1).
    let offMap = 0;
    const check = (squares: readonly Square[], path: (string | number)[]) => {
      for (let i = 0; i < squares.length && offMap < MAX_REPORTED_ISSUES; i++) {
        const sq = squares[i]!;
        if (onMap(sq)) continue;
        offMap += 1;
        ctx.addIssue({
          code: 'custom',
          message: `square [${sq[0]}, ${sq[1]}] is off the ${w}×${h} map`,
          path: [...path, i],
        });
      }
    };
    map.terrain.forEach((t, i) => check(t.squares, ['terrain', i, 'squares']));
    map.cover.forEach((c, i) => check(c.squares, ['cover', i, 'squares']));
    map.ranks.forEach((r, i) => check(r.squares, ['ranks', i, 'squares']));
    map.passages.forEach((p, i) => check(p.squares, ['passages', i, 'squares']));
    map.buildings.forEach((b, i) => {
      check(b.squares, ['buildings', i, 'squares']);
      check(b.boardwalk, ['buildings', i, 'boardwalk']);
    });
    map.tokens.forEach((t, i) => check([t.at], ['tokens', i, 'at']));
    const ids = new Set<string>();
    map.cover.forEach((c, i) => {
      if (c.id === undefined) return;
      if (ids.has(c.id)) {
        ctx.addIssue({
          code: 'custom',
          message: `duplicate cover id "${c.id}"`,
          path: ['cover', i, 'id'],
        });
      }
      ids.add(c.id);
    });
  })
  .transform((map) => ({ ...map, cover: fillCoverIds(map.cover) }));

/**
 * An unnamed object takes its place in the list as its id (`cover-3`), or the next free one when a
 * named object already holds it: the filled map is what a save writes, and it must pass the
 * duplicate check above when it is loaded back.
 */
function fillCoverIds<C extends { id?: string | undefined }>(cover: C[]): (C & { id: string })[] {
  const taken = new Set(cover.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  return cover.map((c, i) => {
    if (c.id !== undefined) return { ...c, id: c.id };
    let n = i + 1;
    while (taken.has(`cover-${n}`)) n += 1;
    const id = `cover-${n}`;
    taken.add(id);
    return { ...c, id };
  });
}

/** The map as stored and used: defaults filled, every cover object with an id. */
export type GameMap = z.output<typeof mapSchema>;
/** The map as written in a file or scenario: lists and defaults may be absent. */
export type GameMapInput = z.input<typeof mapSchema>;
export type CoverObject = GameMap['cover'][number];
export type Door = GameMap['doors'][number];
export type Building = GameMap['buildings'][number];
export type MapBackground = NonNullable<GameMap['background']>;

export { squareSchema };
