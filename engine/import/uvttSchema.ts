import { z } from 'zod';
import { MAX_MAP_SIDE } from '../model/map.ts';
import { UvttInputError } from './uvttInputError.ts';

/**
 * The Universal VTT document as Dungeondraft (.dd2vtt), DungeonFog (.df2vtt) and others (.uvtt)
 * write it, formats 0.2 and 0.3. Every coordinate is in grid squares, not pixels. Fields the
 * import does not use are read only as far as the report needs (how many lights there were);
 * fields it does not know are ignored, as each exporter adds its own.
 */

/** zod's error option: "missing" when the field is absent, else what was expected. */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `missing: expected ${what}` : `expected ${what}`;

const number = z.number({ error: expected('a number') });
const positiveNumber = z
  .number({ error: expected('a positive number') })
  .refine((n) => n > 0, 'expected a positive number');

const pointSchema = z.object({ x: number, y: number }, { error: expected('a point {x, y}') });
export type UvttPoint = z.infer<typeof pointSchema>;

/** A wall as the file draws it: a chain of points, each joined to the next. */
const polylineSchema = z.array(pointSchema, { error: expected('a list of points') });

const portalSchema = z.object(
  {
    bounds: z
      .array(pointSchema, { error: expected('the two ends of the door') })
      .length(2, 'expected the two ends of the door'),
    // A door the file does not say is open is shut: the safer reading for sight.
    closed: z.boolean({ error: expected('true or false') }).default(true),
  },
  { error: expected('a portal object') },
);

/** A side in squares: a fraction of a square still needs a whole square to stand on. */
const mapSide = positiveNumber.refine(
  (n) => Math.ceil(n) <= MAX_MAP_SIDE,
  `expected at most ${MAX_MAP_SIDE} squares`,
);

const resolutionSchema = z.object(
  {
    map_origin: pointSchema.default({ x: 0, y: 0 }),
    map_size: z.object(
      { x: mapSide, y: mapSide },
      { error: expected('the map size {x, y} in squares') },
    ),
    pixels_per_grid: positiveNumber,
  },
  { error: expected('the resolution object') },
);

/** The formats whose fields this import knows; 0.3 added objects_line_of_sight. */
export const UVTT_FORMATS = [0.2, 0.3] as const;

export const uvttSchema = z.object(
  {
    format: z
      .union([z.number(), z.string()], { error: expected('0.2 or 0.3') })
      .refine(
        (f) => (UVTT_FORMATS as readonly number[]).includes(Number(f)),
        'expected 0.2 or 0.3',
      ),
    resolution: resolutionSchema,
    line_of_sight: z.array(polylineSchema, { error: expected('a list of walls') }).default([]),
    objects_line_of_sight: z
      .array(polylineSchema, { error: expected('a list of object outlines') })
      .default([]),
    portals: z.array(portalSchema, { error: expected('a list of portals') }).default([]),
    lights: z.array(z.unknown(), { error: expected('a list of lights') }).default([]),
    environment: z.unknown().optional(),
    image: z.string({ error: expected('the image as base64 text') }).optional(),
  },
  { error: expected('a UVTT object') },
);
export type UvttDocument = z.output<typeof uvttSchema>;

/** Reads a parsed UVTT file, or throws a UvttInputError naming the first field that is wrong. */
export function parseUvtt(raw: unknown): UvttDocument {
  const result = uvttSchema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new UvttInputError(fieldPath(issue.path), issue.message);
}

function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}
