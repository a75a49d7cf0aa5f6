import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonShape } from '../../../electron/store/judge/jsonShape.ts';
import {
  judgeData,
  judgeFile,
  judgeWriteBody,
} from '../../../electron/store/judge/saveJudgement.ts';
import { validateSaveData } from '../../../engine/save/saveDocument.ts';
import { useTempDirs } from './tempDir.ts';

const tempDir = useTempDirs();

const dusty = (
  JSON.parse(await readFile('tests/fixtures/map-v3.json', 'utf8')) as {
    data: Record<string, unknown> & { size: [number, number] };
  }
).data;

/** `lists` cover objects of `each` squares, all of them [99, 9]: off a 16×12 map. */
function piles(lists: number, each: number) {
  return Array.from({ length: lists }, (_, n) => ({
    id: `pile-${n}`,
    kind: 'crate',
    squares: Array.from({ length: each }, () => [99, 9]),
  }));
}

/** Every square of a `side`×`side` map, once. */
function everySquare(side: number): [number, number][] {
  return Array.from({ length: side * side }, (_, i) => [i % side, Math.floor(i / side)]);
}

const CROWDED_DUSTY =
  "data: the 16×12 map's terrain, cover, ranks, passages and buildings list 2,640,065 " +
  'squares between them; a map its size may list at most 60,000';

describe("a map's areas list no more squares than its size allows (issue 16, item 1)", () => {
  it('refuses the 17 MB map of 2,640,000 squares off the map, in lists each under the cap, before parsing it', async () => {
    // The audit's file: no one list is over 250,000 squares, so only their total refuses it.
    const data = { ...dusty, cover: piles(11, 240_000) };
    const text = JSON.stringify({
      schemaVersion: 3,
      kind: 'map',
      name: 'Pathological',
      savedAt: '2026-12-01T16:43:55.739Z',
      data,
    });
    expect(text.length).toBeGreaterThan(17 * 1024 * 1024);
    const at = path.join(await tempDir(), 'pathological.json');
    await writeFile(at, text);

    const loaded = await judgeFile({
      kind: 'map',
      at,
      where: 'maps/pathological.json',
      want: { want: 'doc' },
    });
    expect(loaded).toEqual({
      ok: false,
      message: `maps/pathological.json does not validate: ${CROWDED_DUSTY}`,
      name: 'Pathological',
    });

    const written = judgeWriteBody(JSON.stringify({ kind: 'map', name: 'P', data }), []);
    expect(written).toEqual({
      ok: false,
      refusal: { code: 'invalid_data', message: `This map cannot be saved: ${CROWDED_DUSTY}` },
    });
    // Sent as a value, not as text, the schema refuses it in the same words.
    expect(judgeData({ kind: 'map', data })).toEqual({
      ok: false,
      refusal: { code: 'invalid_data', message: `This map cannot be saved: ${CROWDED_DUSTY}` },
    });
  });

  it('loads a 500×500 map with all six layers full: 1,500,000 squares, the most it may list', async () => {
    const all = everySquare(500);
    const data = {
      size: [500, 500],
      terrain: [{ kind: 'dust', squares: all }],
      cover: [{ id: 'floor', kind: 'crate', squares: all }],
      ranks: [{ rank: 1, squares: all }],
      passages: [{ kind: 'stairs', squares: all }],
      buildings: [{ name: 'Everything', squares: all, boardwalk: all }],
    };
    const doc = { schemaVersion: 3, kind: 'map', name: 'Full', savedAt: 'x', data };
    const at = path.join(await tempDir(), 'full.json');
    await writeFile(at, JSON.stringify(doc));
    const loaded = await judgeFile({
      kind: 'map',
      at,
      where: 'maps/full.json',
      want: { want: 'header' },
    });
    expect(loaded).toMatchObject({ ok: true, header: { name: 'Full' } });

    // One square more, anywhere, and it lists more than any map needs.
    data.cover.push({ id: 'one-more', kind: 'barrel', squares: [[0, 0]] });
    await writeFile(at, JSON.stringify(doc));
    const refused = await judgeFile({
      kind: 'map',
      at,
      where: 'maps/full.json',
      want: { want: 'header' },
    });
    expect(refused).toEqual({
      ok: false,
      message:
        "maps/full.json does not validate: data: the 500×500 map's terrain, cover, ranks, " +
        'passages and buildings list 1,500,001 squares between them; a map its size may list ' +
        'at most 1,500,000',
      name: 'Full',
    });
  });

  it('counts every area list and boardwalk of a map, wherever its size is written', () => {
    const areas = {
      terrain: [{ kind: 'mud', squares: everySquare(200).slice(0, 20_000) }],
      cover: [{ kind: 'crate', squares: [[1, 1]] }],
      ranks: [{ rank: 1, squares: everySquare(200).slice(0, 19_999) }],
      buildings: [{ name: 'Bank', squares: [], boardwalk: everySquare(200).slice(0, 20_000) }],
      // Not areas: a token's square, walls, and squares outside an area list.
      tokens: [{ id: 't', at: [0, 0] }],
      walls: Array.from({ length: 30_000 }, () => [0, 0, 1, 0]),
      notes: { squares: everySquare(200) },
    };
    // 60,000 squares: the least any map may list, and so a 10×10 map's most.
    const atMost = JSON.stringify({ kind: 'map', data: { ...areas, size: [10, 10] } });
    expect(jsonShape(atMost).crowded).toBeNull();

    // One more, in a session's map, its size after its areas: the map is judged when it closes.
    const passages = [{ kind: 'ladder', squares: [[2, 2]] }];
    const over = JSON.stringify({
      kind: 'session',
      data: { start: { map: { ...areas, passages, size: [10, 10] } } },
    });
    expect(jsonShape(over).crowded).toEqual({
      path: 'data.start.map',
      size: [10, 10],
      squares: 60_001,
    });
    // A size that is not one: held to the largest map's bound.
    const noSize = JSON.stringify({ data: { ...areas, passages, size: 'big' } });
    expect(jsonShape(noSize).crowded).toBeNull();
  });

  it('says the same words as the schema for a map too crowded', () => {
    const data = { ...dusty, cover: piles(3, 20_001) };
    const valid = validateSaveData('map', data);
    expect(valid).toEqual({
      ok: false,
      message:
        "data: the 16×12 map's terrain, cover, ranks, passages and buildings list 60,068 " +
        'squares between them; a map its size may list at most 60,000',
    });
    const body = judgeWriteBody(JSON.stringify({ kind: 'map', name: 'P', data }), []);
    expect(body).toEqual({
      ok: false,
      refusal: {
        code: 'invalid_data',
        message: `This map cannot be saved: ${valid.ok ? '' : valid.message}`,
      },
    });
  });
});
