import type { Segment } from '../model/geometry.ts';
import { describeIssues } from '../model/describeIssues.ts';
import { mapSchema, type GameMap } from '../model/map.ts';
import { MAX_IMAGE_BYTES, type ImageType, type MapImage } from '../model/image.ts';
import { readBackgroundImage } from './backgroundImage.ts';
import { clipToMap } from './clipToMap.ts';
import { canonical, mergeCollinear } from './mergeCollinear.ts';
import { polylineSegments, toMapPoint } from './polylineSegments.ts';
import { UvttInputError } from './uvttInputError.ts';
import { parseUvtt, type UvttDocument } from './uvttSchema.ts';

/**
 * The largest UVTT file worth reading: its image may be up to 50 MB, which base64 writes in 4/3 as
 * many characters, plus room for the walls. Other JSON documents keep their 20 MB cap.
 */
export const MAX_UVTT_FILE_BYTES = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 8 * 1024 * 1024;

/** What an import brought in and what it left out, for the Dealer to read before saving. */
export interface UvttImportReport {
  format: number;
  size: [number, number];
  /** The exporter's point that became the map's top-left corner. */
  origin: [number, number];
  /** How many of the image's pixels span a square (`resolution.pixels_per_grid`). */
  pixelsPerSquare: number;
  imported: {
    /** line_of_sight entries that gave at least one wall. */
    wallPolylines: number;
    /** objects_line_of_sight entries (pillars, rocks, furniture outlines) that did. */
    objectPolygons: number;
    /** Wall segments on the map, after collinear duplicates were merged. */
    walls: number;
    /** Segments that the merge folded into another. */
    mergedSegments: number;
    doors: number;
    openDoors: number;
    /** UVTT has no windows: always 0, said so the report reads like the map's own counts. */
    windows: number;
    image: ImageType | null;
  };
  /**
   * What the file held that the map does not, by name, with counts: `lights`, `environment`,
   * `image` (when it could not be used), `emptySegments` (both ends one point), `offMap`
   * (segments or doors wholly outside the map). Only names with a count above 0 appear.
   */
  dropped: Record<string, number>;
  /** The report in sentences, for the Library's import dialog. */
  notes: string[];
}

export interface UvttImport {
  map: GameMap;
  /**
   * The background picture as an `image` save, or null when the file had none or it was unusable
   * (see the report). Its top-left pixel is the map's top-left corner.
   */
  image: MapImage | null;
  report: UvttImportReport;
}

export interface UvttImportOptions {
  /** The map's name; the file's name is a good one. */
  name?: string;
  /**
   * The save name the caller will store `image` under: the map then names it as its background,
   * laid at the map's corner at the file's pixels a square. Without it the map has no background.
   */
  imageName?: string;
}

/**
 * Issue 12, item 5: a Universal VTT file (.dd2vtt, .df2vtt, .uvtt; formats 0.2 and 0.3), already
 * parsed from JSON, as a map. Walls come from `line_of_sight` and `objects_line_of_sight` at any
 * angle (G2 takes free-angle segments from imports), doors from `portals` exactly as their
 * `bounds`, with their closed state. UVTT has no ranks, cover, passages or buildings: those are
 * left for the Dealer to paint. Throws a UvttInputError naming the field when the file is not a
 * UVTT document; an unusable image is not such an error, only dropped and reported, so the walls
 * of a file with a truncated picture still come in.
 */
export function importUvtt(raw: unknown, options: UvttImportOptions = {}): UvttImport {
  const doc = parseUvtt(raw);
  const { map_origin: origin, map_size, pixels_per_grid } = doc.resolution;
  const w = Math.ceil(map_size.x);
  const h = Math.ceil(map_size.y);
  const dropped: Record<string, number> = {};
  const drop = (what: string, count = 1) => {
    if (count > 0) dropped[what] = (dropped[what] ?? 0) + count;
  };
  const notes: string[] = [];

  const onMap = (segment: Segment): Segment | null => {
    const clipped = clipToMap(segment, w, h);
    if (!clipped) drop('offMap');
    return clipped;
  };
  const wallsOf = (polylines: UvttDocument['line_of_sight']) => {
    let used = 0;
    const segments: Segment[] = [];
    for (const polyline of polylines) {
      const { segments: own, degenerate } = polylineSegments(polyline, origin);
      drop('emptySegments', degenerate);
      // (Not flatMap: a segment is itself an array, and would be spread into four numbers.)
      const before = segments.length;
      for (const segment of own) {
        const kept = onMap(segment);
        if (kept) segments.push(kept);
      }
      if (segments.length > before) used += 1;
    }
    return { used, segments };
  };
  const walls = wallsOf(doc.line_of_sight);
  const objects = wallsOf(doc.objects_line_of_sight);
  const rawWalls = [...walls.segments, ...objects.segments];
  const merged = mergeCollinear(rawWalls);

  const doors = doc.portals.flatMap((portal) => {
    const [a, b] = portal.bounds as [(typeof portal.bounds)[0], (typeof portal.bounds)[0]];
    const [x1, y1] = toMapPoint(a, origin);
    const [x2, y2] = toMapPoint(b, origin);
    if (x1 === x2 && y1 === y2) {
      drop('emptyPortals');
      return [];
    }
    const at = onMap(canonical([x1, y1, x2, y2]));
    return at ? [{ at, open: !portal.closed }] : [];
  });

  drop('lights', doc.lights.length);
  if (doc.environment !== undefined) drop('environment');
  let image: MapImage | null = null;
  if (doc.image !== undefined && doc.image !== '') {
    const read = readBackgroundImage(doc.image);
    if (read.ok) image = read.image;
    else {
      drop('image');
      notes.push(`The background image was dropped: ${read.reason}.`);
    }
  } else notes.push('The file has no background image.');

  const parsed = mapSchema.safeParse({
    ...(options.name ? { name: options.name.slice(0, 100) } : {}),
    size: [w, h],
    walls: merged,
    doors,
    ...(image && options.imageName
      ? {
          background: {
            image: options.imageName,
            offset: [0, 0],
            pixelsPerSquare: pixels_per_grid,
          },
        }
      : {}),
  });
  if (!parsed.success) throw new UvttInputError('', describeIssues(parsed.error));
  const map = parsed.data;

  const openDoors = doors.filter((d) => d.open).length;
  notes.unshift(
    `A ${w}×${h} map with ${merged.length} wall segments (from ${walls.used} walls and ` +
      `${objects.used} object outlines) and ${doors.length} doors (${openDoors} open).`,
  );
  if (dropped.lights) {
    const lights = dropped.lights === 1 ? '1 light was' : `${dropped.lights} lights were`;
    notes.push(`${lights} left out: the rules have no light.`);
  }
  if (dropped.environment) notes.push('The lighting environment was left out.');
  if (dropped.offMap) notes.push(`${dropped.offMap} segments or doors off the map were left out.`);
  notes.push('UVTT has no ranks or cover: paint them in the editor.');

  return {
    map,
    image,
    report: {
      format: Number(doc.format),
      size: [w, h],
      origin: [origin.x, origin.y],
      pixelsPerSquare: pixels_per_grid,
      imported: {
        wallPolylines: walls.used,
        objectPolygons: objects.used,
        walls: merged.length,
        mergedSegments: rawWalls.length - merged.length,
        doors: doors.length,
        openDoors,
        windows: 0,
        image: image?.type ?? null,
      },
      dropped,
      notes,
    },
  };
}
