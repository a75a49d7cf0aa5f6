import { describe, expect, it } from 'vitest';
import { importUvtt } from '../../../../engine/import/importUvtt.ts';
import { UvttInputError } from '../../../../engine/import/uvttInputError.ts';
import { imageSchema } from '../../../../engine/model/image.ts';
import { mapSchema } from '../../../../engine/model/map.ts';
import { FIXTURE_DOORS, fixtureDocument } from './uvttFixture.ts';

/** A small UVTT document of format 0.3; `extra` overrides its fields. */
function uvtt(extra: Record<string, unknown> = {}) {
  return {
    format: 0.3,
    resolution: { map_origin: { x: 0, y: 0 }, map_size: { x: 6, y: 4 }, pixels_per_grid: 50 },
    line_of_sight: [],
    portals: [],
    ...extra,
  };
}

function importError(raw: unknown): string {
  try {
    importUvtt(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(UvttInputError);
    return (error as Error).message;
  }
  throw new Error('the import did not refuse the file');
}

describe('importUvtt: the Dungeondraft fixture (issue 12, item 5)', () => {
  const { map, image, report } = importUvtt(fixtureDocument(), { name: 'Dungeondraft sample' });

  it('takes the grid from map_size, with no ranks or cover', () => {
    expect(map.size).toEqual([20, 20]);
    expect(map.name).toBe('Dungeondraft sample');
    expect(map.ranks).toEqual([]);
    expect(map.cover).toEqual([]);
    expect(map.windows).toEqual([]);
    expect(mapSchema.parse(map)).toEqual(map);
  });

  it('imports its 9 wall polylines and 2 object polygons as free-angle segments', () => {
    expect(report.imported.wallPolylines).toBe(9);
    expect(report.imported.objectPolygons).toBe(2);
    // 197 segments from the walls' 206 points and 50 from the outlines' 52; none overlap.
    expect(map.walls).toHaveLength(247);
    expect(report.imported.walls).toBe(247);
    // G2 for imports: walls at any angle, with fractional ends, as the file drew them.
    expect(map.walls).toContainEqual([13, 6, 13, 6.765625]);
    expect(map.walls).toContainEqual([13, 6.765625, 13.171875, 6.617188]);
    expect(map.walls).toContainEqual([10.294922, 10.894531, 10.544922, 10.792969]);
  });

  it('imports its 3 doors exactly as their bounds, shut as the file says', () => {
    expect(map.doors.map((d) => d.at)).toEqual(FIXTURE_DOORS);
    expect(map.doors.every((d) => d.open === false)).toBe(true);
  });

  it('keeps the PNG background as an image save, detected from its bytes', () => {
    expect(imageSchema.parse(image)).toEqual({
      type: 'image/png',
      width: 1280,
      height: 1280,
      bytes: fixtureDocument().image,
    });
    expect(report.imported.image).toBe('image/png');
    expect(report.pixelsPerSquare).toBe(64);
    // Without a name to save the image under, the map names no background.
    expect(map.background).toBeUndefined();
  });

  it('names the image as its background, at the corner and the file’s scale, when told its name', () => {
    const named = importUvtt(fixtureDocument(), { imageName: 'Dungeondraft sample' }).map;
    expect(named.background).toEqual({
      image: 'Dungeondraft sample',
      offset: [0, 0],
      pixelsPerSquare: 64,
    });
  });

  it('reports the light and the environment it left out', () => {
    expect(report.dropped).toEqual({ lights: 1, environment: 1 });
    expect(report.notes.join(' ')).toMatch(/no ranks or cover/);
  });
});

describe('importUvtt: the grid and the walls', () => {
  it('shifts every coordinate by a non-zero map_origin', () => {
    const { map, report } = importUvtt(
      uvtt({
        resolution: {
          map_origin: { x: 10, y: -2.5 },
          map_size: { x: 6, y: 4 },
          pixels_per_grid: 50,
        },
        line_of_sight: [
          [
            { x: 10, y: -2.5 },
            { x: 13, y: -2.5 },
            { x: 14.25, y: 0.1 },
          ],
        ],
        portals: [
          {
            bounds: [
              { x: 12, y: 1.5 },
              { x: 11, y: 0.5 },
            ],
            closed: false,
          },
        ],
      }),
    );
    expect(map.walls).toEqual([
      [0, 0, 3, 0],
      [3, 0, 4.25, 2.6],
    ]);
    expect(map.doors).toEqual([{ at: [1, 3, 2, 4], open: true }]);
    expect(report.origin).toEqual([10, -2.5]);
  });

  it('shifts the fixture too: its doors move by the origin, and its walls with them', () => {
    const doc = fixtureDocument();
    const plain = importUvtt(doc).map;
    doc.resolution.map_origin = { x: 1, y: 2 };
    const shifted = importUvtt(doc).map;
    expect(shifted.doors.map((d) => d.at)).toEqual(
      FIXTURE_DOORS.map(([x1, y1, x2, y2]) => [x1! - 1, y1! - 2, x2! - 1, y2! - 2]),
    );
    expect(shifted.walls).toContainEqual([12, 4, 12, 4.765625]);
    expect(plain.walls).toContainEqual([13, 6, 13, 6.765625]);
  });

  it('merges collinear duplicate and overlapping walls, and keeps pieces that only meet', () => {
    const { map, report } = importUvtt(
      uvtt({
        line_of_sight: [
          [
            { x: 0, y: 1 },
            { x: 3, y: 1 },
          ],
          // The same wall drawn back the other way, and a piece overlapping its end.
          [
            { x: 3, y: 1 },
            { x: 0, y: 1 },
          ],
          [
            { x: 2, y: 1 },
            { x: 5, y: 1 },
          ],
          // Collinear, diagonal, overlapping.
          [
            { x: 0, y: 0 },
            { x: 2, y: 2 },
          ],
          [
            { x: 1, y: 1 },
            { x: 3, y: 3 },
          ],
          // Meets the first wall's line at x = 5 only: kept apart.
          [
            { x: 5, y: 1 },
            { x: 6, y: 1 },
          ],
        ],
      }),
    );
    // In the file's order: a merged wall stands where its first piece was.
    expect(map.walls).toEqual([
      [0, 1, 5, 1],
      [0, 0, 3, 3],
      [5, 1, 6, 1],
    ]);
    expect(report.imported.walls).toBe(3);
    expect(report.imported.mergedSegments).toBe(3);
  });

  it('clips walls to the map and reports those wholly off it', () => {
    const { map, report } = importUvtt(
      uvtt({
        line_of_sight: [
          [
            { x: -2, y: 1 },
            { x: 2, y: 1 },
          ],
          [
            { x: 8, y: 1 },
            { x: 9, y: 2 },
          ],
        ],
      }),
    );
    expect(map.walls).toEqual([[0, 1, 2, 1]]);
    expect(report.dropped).toEqual({ offMap: 1 });
  });

  it('reads format 0.2, which has no objects_line_of_sight, and rounds a fractional size up', () => {
    const { map, report } = importUvtt(
      uvtt({
        format: 0.2,
        resolution: { map_size: { x: 5.5, y: 4 }, pixels_per_grid: 100 },
        line_of_sight: [
          [
            { x: 1, y: 1 },
            { x: 1, y: 1 },
            { x: 1, y: 3 },
          ],
        ],
      }),
    );
    expect(map.size).toEqual([6, 4]);
    expect(map.walls).toEqual([[1, 1, 1, 3]]);
    expect(report.format).toBe(0.2);
    expect(report.imported.objectPolygons).toBe(0);
    expect(report.dropped).toEqual({ emptySegments: 1 });
  });
});

describe('importUvtt: bad input', () => {
  it('refuses a malformed file with an error naming the field', () => {
    const doc = fixtureDocument();
    (doc.resolution as Record<string, unknown>).pixels_per_grid = 0;
    expect(importError(doc)).toBe('resolution.pixels_per_grid: expected a positive number');
    expect(importError(uvtt({ resolution: { map_size: { x: 4 }, pixels_per_grid: 50 } }))).toBe(
      'resolution.map_size.y: missing: expected a positive number',
    );
    expect(importError(uvtt({ format: 1 }))).toBe('format: expected 0.2 or 0.3');
    expect(importError(uvtt({ portals: [{ bounds: [{ x: 1, y: 1 }] }] }))).toBe(
      'portals[0].bounds: expected the two ends of the door',
    );
    expect(importError(uvtt({ line_of_sight: [[{ x: 1, y: 'a' }]] }))).toBe(
      'line_of_sight[0][0].y: expected a number',
    );
    expect(
      importError(uvtt({ resolution: { map_size: { x: 501, y: 4 }, pixels_per_grid: 50 } })),
    ).toBe('resolution.map_size.x: expected at most 500 squares');
    expect(importError([])).toBe('expected a UVTT object');
  });

  it('still imports the walls of a file whose base64 image is cut short, and says so', () => {
    // Cut at a whole group of four characters, the base64 reads, and only the PNG is short; cut
    // one character after, it does not.
    for (const length of [911_480, 911_481]) {
      const doc = fixtureDocument();
      doc.image = doc.image.slice(0, length);
      const { map, image, report } = importUvtt(doc);
      expect(image, `cut at ${length}`).toBeNull();
      expect(map.walls).toHaveLength(247);
      expect(map.doors).toHaveLength(3);
      expect(report.dropped).toEqual({ lights: 1, environment: 1, image: 1 });
      expect(report.notes.join(' ')).toMatch(/background image was dropped: .*cut short/);
      expect(importUvtt(doc, { imageName: 'cut' }).map.background).toBeUndefined();
    }
  });

  it('drops an image that is not a PNG, WebP or JPEG, or not base64 at all', () => {
    const gif = btoa('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
    for (const [text, why] of [
      [gif, /not a PNG, WebP or JPEG/],
      ['iVBORw0KGgo*AAAA', /character 12 \("\*"\) is not base64/],
    ] as const) {
      const { image, report } = importUvtt(uvtt({ image: text }));
      expect(image).toBeNull();
      expect(report.dropped).toEqual({ image: 1 });
      expect(report.notes.join(' ')).toMatch(why);
    }
  });
});
