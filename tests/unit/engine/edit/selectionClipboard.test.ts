import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../../../engine/edit/applyEdit.ts';
import { CLIPBOARD_FORMAT, copySelection } from '../../../../engine/edit/clipboard.ts';
import { selectInBox } from '../../../../engine/edit/selection.ts';
import { mapSchema } from '../../../../engine/model/map.ts';

const saloon = mapSchema.parse({
  size: [10, 8],
  terrain: [
    {
      kind: 'boards',
      squares: [
        [1, 1],
        [2, 1],
        [7, 7],
      ],
    },
  ],
  ranks: [{ rank: 1, squares: [[2, 2]] }],
  walls: [
    [1, 1, 3, 1],
    [6, 0, 6, 5],
  ],
  doors: [{ at: [1, 3, 2, 3] }],
  cover: [
    { id: 'bar', kind: 'table', squares: [[1, 2]] },
    { id: 'far', kind: 'crate', squares: [[8, 6]] },
  ],
  passages: [{ kind: 'ladder', squares: [[3, 2]] }],
  buildings: [
    {
      name: 'Saloon',
      squares: [
        [1, 1],
        [2, 1],
      ],
    },
  ],
  tokens: [{ id: 'tom', name: 'Tom', faction: 'Lawmen', at: [2, 1], hp: 5, hpMax: 5 }],
});

describe('box selection', () => {
  it('holds what lies wholly inside the box', () => {
    const s = selectInBox(saloon, [1, 1, 3, 3]);
    expect(s.squares).toHaveLength(9);
    expect(s).toMatchObject({
      walls: [0],
      doors: [0],
      windows: [],
      cover: ['bar'],
      passages: [0],
      buildings: [0],
      tokens: ['tom'],
    });
  });

  it('deleting it removes those elements and erases the squares’ terrain and rank', () => {
    const result = applyEdit(saloon, {
      type: 'deleteSelection',
      selection: selectInBox(saloon, [1, 1, 3, 3]),
    });
    expect(result.ok).toBe(true);
    expect(result.map).toMatchObject({
      terrain: [{ kind: 'boards', squares: [[7, 7]] }],
      ranks: [],
      walls: [[6, 0, 6, 5]],
      doors: [],
      cover: [{ id: 'far' }],
      passages: [],
      buildings: [],
      tokens: [],
    });
  });

  it('a selection naming what is not on the map is refused whole', () => {
    const result = applyEdit(saloon, {
      type: 'deleteSelection',
      selection: { tokens: ['tom'], cover: ['ghost'] },
    });
    expect(result).toMatchObject({ ok: false, reason: 'cover "ghost" is not on this map' });
    expect(result.map).toBe(saloon);
  });
});

describe('copy and paste', () => {
  it('copy puts the documented JSON on the clipboard; a paste at an offset adds a shifted copy', () => {
    const clip = copySelection(saloon, selectInBox(saloon, [1, 1, 3, 3]));
    expect(clip).toMatchObject({ format: CLIPBOARD_FORMAT, version: 1, origin: [1, 1] });
    const result = applyEdit(saloon, {
      type: 'paste',
      clipboard: JSON.stringify(clip),
      offset: [5, 4],
    });
    expect(result.ok).toBe(true);
    const m = result.map;
    expect(m.walls).toContainEqual([6, 5, 8, 5]);
    expect(m.doors).toContainEqual({ at: [6, 7, 7, 7], open: false });
    expect(m.cover.at(-1)).toEqual({ id: 'table-1', kind: 'table', squares: [[6, 6]] });
    expect(m.passages.at(-1)).toEqual({ kind: 'ladder', squares: [[8, 6]] });
    expect(m.buildings.at(-1)).toMatchObject({
      name: 'Saloon',
      squares: [
        [6, 5],
        [7, 5],
      ],
    });
    expect(m.tokens.at(-1)).toMatchObject({ id: 'tom-2', at: [7, 5] });
    expect(m.ranks[0]!.squares).toContainEqual([7, 6]);
    expect(result.ok && result.report).toEqual([
      'cover "bar" pasted as "table-1"',
      'token "tom" pasted as "tom-2"',
    ]);
  });

  it('a paste that would land off the map is refused, saying where', () => {
    const clip = copySelection(saloon, { cover: ['bar'] });
    const result = applyEdit(saloon, { type: 'paste', clipboard: clip, offset: [9, 0] });
    expect(result).toMatchObject({
      ok: false,
      reason:
        'the paste does not fit here: cover[2].squares[0]: square [10, 2] is off the 10×8 map',
    });
  });

  it('pasting what is not map elements does nothing and says why', () => {
    const paste = (clipboard: unknown) =>
      applyEdit(saloon, { type: 'paste', clipboard, offset: [0, 0] });
    expect(paste('hello, partner')).toMatchObject({
      ok: false,
      reason: 'the clipboard holds text, not map elements (it is not JSON)',
    });
    expect(paste('{"size": [3, 3]}')).toMatchObject({
      ok: false,
      reason: `the clipboard holds no map elements (its format is not "${CLIPBOARD_FORMAT}")`,
    });
    const broken = { ...copySelection(saloon, { cover: ['bar'] }), cover: [{ squares: 'x' }] };
    const result = paste(broken);
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.reason).toMatch(
      /^the clipboard's map elements are malformed: cover\[0\]/,
    );
    expect(result.map).toBe(saloon);
  });
});

describe('resizing the map', () => {
  it('keeping the content refuses a size that would leave some out, naming it', () => {
    const result = applyEdit(saloon, { type: 'resizeMap', size: [8, 8] });
    expect(result).toMatchObject({
      ok: false,
      reason: 'size: the 8×8 map would leave out the crate at I7; crop to drop them',
    });
  });

  it('cropping drops and clips what falls outside, and reports it', () => {
    const result = applyEdit(saloon, { type: 'resizeMap', size: [8, 4], crop: true });
    expect(result.ok && result.report).toEqual([
      'cropping dropped the crate at I7, 1 painted square',
      'cropping cut back wall 2',
    ]);
    expect(result.map.size).toEqual([8, 4]);
    expect(result.map.walls[1]).toEqual([6, 0, 6, 4]);
    expect(result.map.cover.map((c) => c.id)).toEqual(['bar']);
  });

  it('growing with an offset moves the content, so columns can be added on the left', () => {
    const scanned = {
      ...saloon,
      background: {
        image: 'saloon-scan',
        offset: [0.5, -0.25] as [number, number],
        pixelsPerSquare: 70,
      },
    };
    const result = applyEdit(scanned, { type: 'resizeMap', size: [12, 8], offset: [2, 0] });
    expect(result.ok).toBe(true);
    expect(result.map.background).toEqual({
      image: 'saloon-scan',
      offset: [2.5, -0.25],
      pixelsPerSquare: 70,
    });
    expect(result.map.tokens[0]!.at).toEqual([4, 1]);
    expect(result.map.walls[0]).toEqual([3, 1, 5, 1]);
  });
});
