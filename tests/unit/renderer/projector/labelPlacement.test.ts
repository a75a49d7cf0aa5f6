import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  overlaps,
  placeLabels,
  type Box,
  type LabelRequest,
} from '../../../../renderer/board/overlays/labelPlacement.ts';

const FRAME: Box = { x: 0, y: 0, width: 1280, height: 520 };

function request(id: string, square: [number, number], cell = 40, size = [90, 24]): LabelRequest {
  return {
    id,
    piece: { x: square[0] * cell, y: square[1] * cell, width: cell, height: cell },
    width: size[0]!,
    height: size[1]!,
  };
}

function inside(box: Box, frame: Box): boolean {
  return (
    box.x >= frame.x - 1e-9 &&
    box.y >= frame.y - 1e-9 &&
    box.x + box.width <= frame.x + frame.width + 1e-9 &&
    box.y + box.height <= frame.y + frame.height + 1e-9
  );
}

describe('where the TV puts its labels (issue 40, item 1)', () => {
  it('puts a lone label centred under its piece, with no leader line', () => {
    const [label] = placeLabels([request('ann', [5, 5])], FRAME);
    expect(label!.box).toEqual({ x: 200 + 20 - 45, y: 242, width: 90, height: 24 });
    expect(label!.leader).toBeNull();
  });

  it('moves a label above its piece on the bottom row, inside the frame', () => {
    const frame = { x: 0, y: 0, width: 400, height: 200 };
    const [label] = placeLabels([request('ann', [3, 4])], frame);
    expect(label!.box.y + label!.box.height).toBeLessThanOrEqual(160);
    expect(inside(label!.box, frame)).toBe(true);
  });

  it('fans a crowd of labels out, none over another or over a piece, with leaders for the far', () => {
    // A posse shoulder to shoulder: nine pieces in a 3×3 block.
    const requests = [0, 1, 2].flatMap((x) =>
      [0, 1, 2].map((y) => request(`c${x}${y}`, [10 + x, 5 + y])),
    );
    const placed = placeLabels(requests, FRAME);
    for (const [i, a] of placed.entries()) {
      expect(inside(a.box, FRAME)).toBe(true);
      for (const b of placed.slice(i + 1)) expect(overlaps(a.box, b.box)).toBe(false);
      for (const r of requests) expect(overlaps(a.box, r.piece)).toBe(false);
    }
    // The middle piece's label cannot touch its piece: a leader line says whose it is.
    const middle = placed.find((p) => p.id === 'c11')!;
    expect(middle.leader).not.toBeNull();
    const { x1, y1 } = middle.leader!;
    const piece = requests.find((r) => r.id === 'c11')!.piece;
    // The line starts on the piece's edge.
    const onEdge =
      Math.abs(x1 - piece.x) < 1e-6 ||
      Math.abs(x1 - piece.x - piece.width) < 1e-6 ||
      Math.abs(y1 - piece.y) < 1e-6 ||
      Math.abs(y1 - piece.y - piece.height) < 1e-6;
    expect(onEdge).toBe(true);
  });

  it('keeps labels apart and off the pieces for any spread of up to 12 tokens on a TV', () => {
    // A 1080p TV's board band, squares of 40–80 px, names of 2.2% type: 12 tokens never crowd it full.
    const frame = { x: 0, y: 0, width: 1920, height: 786 };
    fc.assert(
      fc.property(
        fc.integer({ min: 40, max: 80 }),
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 9 })), {
          minLength: 1,
          maxLength: 12,
          selector: ([x, y]) => `${x},${y}`,
        }),
        (cell, squares) => {
          const requests = squares.map((s, i) => request(`t${i}`, s, cell, [150, 30]));
          const placed = placeLabels(requests, frame);
          for (const [i, a] of placed.entries()) {
            if (!inside(a.box, frame)) return false;
            for (const b of placed.slice(i + 1)) if (overlaps(a.box, b.box)) return false;
            for (const r of requests) if (overlaps(a.box, r.piece)) return false;
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps off the obstacles it is given (the coordinates along the edge)', () => {
    const strip = { x: 0, y: 0, width: 1280, height: 30 };
    const [label] = placeLabels([request('ann', [5, 0], 40)], FRAME, 2, [strip]);
    expect(overlaps(label!.box, strip)).toBe(false);
  });
});
