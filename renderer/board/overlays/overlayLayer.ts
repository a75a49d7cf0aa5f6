import { Container, Graphics } from 'pixi.js';
import type { Square } from '../../../engine/core.ts';
import type { OverlayModel } from '../../state/overlayModel.ts';
import type { BoardScene } from '../boardScene.ts';
import { CELL } from '../boardUnits.ts';
import { badgeBounds } from '../layers/tokenLayer.ts';
import { OVERLAY_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';

const centre = ([x, y]: readonly [number, number]) => ({
  x: (x + 0.5) * CELL,
  y: (y + 0.5) * CELL,
});

/**
 * The board's interactive layer, in world space: the active and selected rings, the squares the
 * selected token can reach (with cost, and jump damage in red), the path under the pointer, the
 * sight line to a hovered enemy with the objects that count as cover outlined, and the line of an
 * attack under way; in the Action phase, the field of fire (clear or under cover). The tints, the
 * lines, the rings and the hover outline lie under the tokens, so none crosses a token's mark, pips
 * or name; the cost labels lie above, each kept off the tokens' nameplates. Redrawn only when its
 * model changes.
 */
export class OverlayLayer {
  /** Above the tokens: the cost labels and the cover outlines. */
  readonly container = new Container({ label: 'overlay' });
  /** Below the tokens: the tints and lines, so tokens stay in their true colours, legible. */
  readonly under = new Container({ label: 'overlay-under' });
  /** The field of fire, redrawn only when it changes (not on every pointer move). */
  private readonly fireTint = new Container({ label: 'overlay-fire' });
  private readonly reachTint = new Container({ label: 'overlay-reach' });
  private fire: OverlayModel['fire'] = null;
  private model: OverlayModel | null = null;
  private scene: BoardScene | null = null;
  drawCount = 0;
  /**
   * As last drawn, in world units (for tests): the cost labels, the tokens' badges (pips, tier
   * badges, nameplates) they and the rings keep off, and the rings' strokes as small boxes along
   * them.
   */
  labelBoxes: { costs: Box[]; plates: Box[]; rings: Box[] } = { costs: [], plates: [], rings: [] };

  /**
   * Draws the model over a scene. The rings and outlines are placed where the scene has the tokens
   * and cover, so a new scene redraws the overlay even when the model is the same (after an undo,
   * the model may come before the scene it belongs to).
   */
  update(model: OverlayModel, scene: BoardScene): void {
    if (model === this.model && scene === this.scene) return;
    this.model = model;
    this.scene = scene;
    const coverSquares = (id: string): readonly Square[] =>
      scene.map.cover.find((c) => c.id === id)?.squares ?? [];
    const tokenAt = (id: string) => scene.tokens.find((t) => t.id === id)?.at ?? null;
    this.drawCount += 1;
    for (const child of [...this.container.removeChildren(), ...this.reachTint.removeChildren()])
      child.destroy({ children: true });
    if (this.under.children.length === 0) this.under.addChild(this.fireTint, this.reachTint);
    const g = new Graphics();
    const tint = new Graphics();
    const lines = new Graphics();
    this.container.addChild(g);
    this.reachTint.addChild(tint, lines);
    const plates = scene.tokens.flatMap(badgeBounds);
    const costs: Box[] = [];
    if (model.fire !== this.fire) this.drawFire(model.fire);

    for (const square of model.reach) {
      tint.rect(square.at[0] * CELL + 2, square.at[1] * CELL + 2, CELL - 4, CELL - 4);
    }
    if (model.reach.length) tint.fill({ color: OVERLAY_COLORS.reach, alpha: 0.35 });
    for (const square of model.reach) {
      if (square.cost === 0) continue;
      const label = boardText(
        square.jumpDamage ? `${square.cost} −${square.jumpDamage}` : String(square.cost),
        {
          fontSize: 14,
          fontWeight: '700',
          fill: square.jumpDamage ? OVERLAY_COLORS.danger : OVERLAY_COLORS.reachText,
          stroke: { color: 0xffffff, width: 3 },
        },
        [1, 0],
      );
      label.position.set((square.at[0] + 1) * CELL - 5, square.at[1] * CELL + 3);
      // Under a token's nameplate the top-right corner is taken: the cost goes to the bottom-right
      // (a square in reach holds no token, so that corner is free).
      const box = {
        x: label.x - label.width,
        y: label.y,
        width: label.width,
        height: label.height,
      };
      if (plates.some((plate) => overlaps(plate, box))) {
        label.anchor.set(1, 1);
        label.position.set((square.at[0] + 1) * CELL - 5, (square.at[1] + 1) * CELL - 3);
      }
      costs.push({
        x: label.x - label.width,
        y: label.y - label.anchor.y * label.height,
        width: label.width,
        height: label.height,
      });
      this.container.addChild(label);
    }

    if (model.path && model.path.squares.length > 1) {
      const points = model.path.squares.map(centre);
      for (const [width, color] of [
        [11, OVERLAY_COLORS.pathEdge],
        [6, OVERLAY_COLORS.path],
      ] as const) {
        lines.moveTo(points[0]!.x, points[0]!.y);
        for (const p of points.slice(1)) lines.lineTo(p.x, p.y);
        lines.stroke({ width, color, cap: 'round', join: 'round' });
      }
      const end = points[points.length - 1]!;
      lines
        .circle(end.x, end.y, 9)
        .fill(OVERLAY_COLORS.path)
        .stroke({ width: 3, color: OVERLAY_COLORS.pathEdge });
    }

    if (model.sight) {
      const { verdict } = model.sight;
      const inRange = model.sight.distance <= model.sight.range;
      const color =
        !verdict.los || !inRange
          ? OVERLAY_COLORS.danger
          : verdict.cover
            ? OVERLAY_COLORS.cover
            : OVERLAY_COLORS.clear;
      const a = centre(model.sight.from);
      const b = centre(model.sight.to);
      lines
        .moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: 9, color: OVERLAY_COLORS.pathEdge, cap: 'round' });
      lines.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke({ width: 5, color, cap: 'round' });
      for (const object of verdict.objects) {
        const squares = object.source === 'cover' ? coverSquares(object.id) : [];
        for (const [x, y] of squares) g.rect(x * CELL + 3, y * CELL + 3, CELL - 6, CELL - 6);
        if (squares.length) {
          g.stroke(
            object.status === 'counted'
              ? { width: 5, color: OVERLAY_COLORS.cover }
              : { width: 3, color: OVERLAY_COLORS.ignored, alpha: 0.9 },
          );
        }
      }
    }

    if (model.attack) {
      const a = centre(model.attack.from);
      const b = centre(model.attack.to);
      lines
        .moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: 10, color: OVERLAY_COLORS.pathEdge, cap: 'round' });
      lines
        .moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: 6, color: OVERLAY_COLORS.attack, cap: 'round' });
    }

    const rings: Box[] = [];
    for (const [id, color, width] of [
      [model.active, OVERLAY_COLORS.active, 5],
      [model.selected, OVERLAY_COLORS.selected, 4],
    ] as const) {
      const at = id ? tokenAt(id) : null;
      if (!at) continue;
      const c = centre(at);
      const ring = ringArcs({ x: c.x, y: c.y - CELL * 0.1 }, CELL * 0.47, width, plates);
      for (const [from, to] of ring.arcs) {
        lines.moveTo(
          c.x + CELL * 0.47 * Math.cos(from),
          c.y - CELL * 0.1 + CELL * 0.47 * Math.sin(from),
        );
        lines
          .arc(c.x, c.y - CELL * 0.1, CELL * 0.47, from, to)
          .stroke({ width, color, cap: 'round' });
      }
      rings.push(...ring.boxes);
    }
    this.labelBoxes = { costs, plates, rings };
    if (model.hover)
      lines.rect(model.hover[0] * CELL, model.hover[1] * CELL, CELL, CELL).stroke({
        width: 3,
        color: OVERLAY_COLORS.hover,
        alpha: 0.9,
      });
  }

  /** The field of fire: green where a shot would be clear, orange where cover would apply. */
  private drawFire(fire: OverlayModel['fire']): void {
    this.fire = fire;
    for (const child of this.fireTint.removeChildren()) child.destroy();
    if (!fire) return;
    const { left, top, width, los, cover } = fire;
    const clear = new Graphics();
    const covered = new Graphics();
    for (let i = 0; i < los.length; i++) {
      if (!los[i]) continue;
      const x = left + (i % width);
      const y = top + Math.floor(i / width);
      (cover[i] ? covered : clear).rect(x * CELL + 1, y * CELL + 1, CELL - 2, CELL - 2);
    }
    clear.fill({ color: OVERLAY_COLORS.clear, alpha: 0.22 });
    covered.fill({ color: OVERLAY_COLORS.cover, alpha: 0.32 });
    this.fireTint.addChild(clear, covered);
  }

  /** Forgets what it drew, so the next update draws it again (a new pixel density). */
  reset(): void {
    this.model = null;
    this.scene = null;
    this.fire = null;
    this.drawFire(null);
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** Steps along a ring, in radians: fine enough that no badge slips between two of them. */
const RING_STEP = Math.PI / 90;

/**
 * A ring around a token, in arcs that stop short of every badge (the HP and gear pips, the tier
 * badge, a nameplate, its own or a neighbour's), so the ring never runs through one: the ring is
 * walked in small steps, and a step whose stroke would touch a badge is left out. Also returns the
 * drawn steps' boxes, for the tests.
 */
function ringArcs(
  c: { x: number; y: number },
  radius: number,
  width: number,
  badges: readonly Box[],
): { arcs: [number, number][]; boxes: Box[] } {
  // The round caps reach half the stroke past each arc's end; a margin keeps a hair of air.
  const half = width / 2 + 1.5;
  const near = badges.filter(
    (b) =>
      b.x < c.x + radius + half &&
      c.x - radius - half < b.x + b.width &&
      b.y < c.y + radius + half &&
      c.y - radius - half < b.y + b.height,
  );
  const steps = Math.round((2 * Math.PI) / RING_STEP);
  const boxAt = (i: number): Box => ({
    x: c.x + radius * Math.cos(i * RING_STEP) - half,
    y: c.y + radius * Math.sin(i * RING_STEP) - half,
    width: 2 * half,
    height: 2 * half,
  });
  const free = Array.from({ length: steps }, (_, i) => !near.some((b) => overlaps(b, boxAt(i))));
  const arcs: [number, number][] = [];
  const start = free.indexOf(false);
  if (start < 0) arcs.push([0, steps]);
  else {
    // Runs of free steps, begun after a taken one so that no run wraps across the start.
    let run: number | null = null;
    for (let k = start + 1; k <= start + steps; k++) {
      const isFree = free[k % steps]!;
      if (isFree && run === null) run = k;
      if (!isFree && run !== null) {
        // A run of one step would be a dot, not a ring: it is left out too.
        if (k - 1 > run) arcs.push([run, k - 1]);
        run = null;
      }
    }
  }
  const boxes: Box[] = [];
  for (const [from, to] of arcs) for (let i = from; i <= to; i++) boxes.push(boxAt(i));
  return {
    arcs: arcs.map(([from, to]) => [from * RING_STEP, to * RING_STEP]),
    boxes,
  };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
