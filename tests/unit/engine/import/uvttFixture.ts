import { readFileSync } from 'node:fs';

/** The real Dungeondraft export (tests/fixtures/uvtt, MIT, see its LICENSE), parsed afresh. */
export const FIXTURE_PATH = new URL(
  '../../../fixtures/uvtt/dungeondraft-sample.dd2vtt',
  import.meta.url,
);
const text = readFileSync(FIXTURE_PATH, 'utf8');

/** A new copy each call, so a test may change it. */
export function fixtureDocument(): Record<string, unknown> & {
  resolution: { map_origin: { x: number; y: number } };
  image: string;
} {
  return JSON.parse(text);
}

/** The three doors the issue names, as the fixture's portals hold them, ends in order. */
export const FIXTURE_DOORS = [
  [11, 6, 12, 6],
  [12, 14.5, 12, 15.5],
  [9.5, 14, 10.5, 14],
];
