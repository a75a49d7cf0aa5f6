import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverBetween, distance, mapSchema } from '../../../../engine/index.ts';
import { measureReading } from '../../../../renderer/tools/measureReading.ts';

const map = mapSchema.parse(JSON.parse(readFileSync('assets/maps/dusty-crossing.json', 'utf8')));

/** What the Measure tool shows is the engine's answer (G1, G3–G7), worded, never worked out. */
describe('a measure on the sample map', () => {
  it('gives the engine’s distance and cover verdict, and says them: B10 to K10 over a barrel', () => {
    const reading = measureReading(map, { from: [1, 9], to: [10, 9] });
    expect(reading).toMatchObject({
      distance: distance([1, 9], [10, 9]),
      verdict: coverBetween(map, [1, 9], [10, 9]),
    });
    expect(reading!.text).toBe(
      'B10 → K10: 9 squares · line of sight · COVER: attack halved (the barrel at D10 counts)',
    );
  });

  it('says when a wall blocks the line (G3), inside the saloon and out through its wall', () => {
    const reading = measureReading(map, { from: [3, 2], to: [3, 6] });
    expect(reading && 'verdict' in reading && reading.verdict.los).toBe(false);
    expect(reading!.text).toBe('D3 → D7: 4 squares · NO LINE OF SIGHT (a wall)');
  });

  it('one square is a square; a clear line has no cover', () => {
    expect(measureReading(map, { from: [0, 0], to: [1, 1] })!.text).toBe(
      'A1 → B2: 1 square · line of sight · no cover',
    );
  });

  it('with only the first square chosen, says what to do next; with none, shows nothing', () => {
    expect(measureReading(map, { from: [0, 0], to: null })!.text).toBe(
      'Measuring from A1: click or drag to another square',
    );
    expect(measureReading(map, { from: null, to: null })).toBeNull();
  });
});
