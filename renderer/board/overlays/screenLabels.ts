import { Container, Graphics, type Text } from 'pixi.js';
import type { BoardToken } from '../boardScene.ts';
import { CELL } from '../boardUnits.ts';
import type { Size, View } from '../camera.ts';
import { BOARD_COLORS } from '../palette.ts';
import { boardText } from '../text.ts';
import { placeLabels, type Box, type PlacedLabel } from './labelPlacement.ts';

/**
 * How the players' labels are drawn (issue 40, items 1 and 3): the type's size in CSS pixels,
 * fixed on the screen whatever the map's zoom, and which way the labels face: all up the screen
 * (a TV on a wall), or each towards the table edge nearest its token (a TV laid flat, read from
 * every side, with miniatures on it).
 */
export interface ScreenLabelStyle {
  namePx: number;
  hpPx: number;
  facing: 'up' | 'nearest edge';
}

/** A label's turn, in quarter turns clockwise: the reader sits at the bottom, left, top or right. */
type Turn = 0 | 1 | 2 | 3;

/** A placed label, as the tests read it: its box on the canvas, its leader, its type's sizes. */
export interface ScreenLabelReport extends PlacedLabel {
  namePx: number;
  hpPx: number | null;
  turn: Turn;
}

/** What a token's HP chip says: the figure, or the rough state the Dealer lets through. */
export function hpWords(token: Pick<BoardToken, 'hp' | 'hpMax' | 'hpShown'>): string | null {
  if (token.hpShown === 'hidden') return null;
  if (token.hpShown === 'rough')
    // boardScene's thirds: 3 unhurt (nothing to say), 2 hurt, 1 badly hurt, 0 down.
    return (['down', 'badly hurt', 'hurt', null] as const)[token.hp] ?? null;
  return String(token.hp);
}

/** The quarter turn that faces a label's reader, sitting at the frame edge nearest the piece. */
function facingTurn(piece: Box, frame: Size): Turn {
  const cx = piece.x + piece.width / 2;
  const cy = piece.y + piece.height / 2;
  const to = [frame.height - cy, cx, cy, frame.width - cx];
  // Bottom reader: upright; left: turned a quarter clockwise; top: upside down; right: a quarter back.
  return to.indexOf(Math.min(...to)) as Turn;
}

/**
 * The players' token labels in screen space (issue 40, item 1): each token's name and HP at a
 * size read from the players' chairs, placed by labelPlacement so none overlaps another or a piece,
 * with a leader line to a label that had to move away. The tokens then draw neither nameplate nor
 * figures (BoardToken.labelled), so nothing is said twice at two sizes.
 */
export class ScreenLabels {
  readonly container = new Container({ label: 'screen-labels' });
  private key: unknown[] | null = null;
  private report: ScreenLabelReport[] = [];

  get placed(): readonly ScreenLabelReport[] {
    return this.report;
  }

  /** Takes away at once the labels of tokens no longer in `tokens`; the next update places the rest. */
  keepOnly(tokens: readonly BoardToken[]): void {
    if (this.report.length === 0) return;
    const ids = new Set(tokens.map((t) => t.id));
    const gone = this.report.filter((label) => !ids.has(label.id));
    if (gone.length === 0) return;
    this.report = this.report.filter((label) => ids.has(label.id));
    for (const label of gone)
      this.container.getChildByLabel(`label:${label.id}`)?.destroy({ children: true });
    // Its leader too, which would point from where the token stood: all go until the next frame.
    (this.container.getChildByLabel('leaders') as Graphics | null)?.clear();
    this.key = null;
  }

  /** Forgets what it drew (a new pixel density), so the next update draws it again. */
  reset(): void {
    this.key = null;
  }

  update(
    tokens: readonly BoardToken[],
    view: View,
    screen: Size,
    style: ScreenLabelStyle | null,
    first: string | null,
    /** What labels keep off besides the pieces, asked for only when the labels are placed again. */
    obstacles: () => readonly Box[],
    /** Changes whenever those obstacles may have (besides the view and the screen). */
    obstaclesKey: unknown,
  ): void {
    const key = [tokens, view, screen.width, screen.height, style, first, obstaclesKey];
    if (this.key && this.key.every((k, i) => k === key[i])) return;
    this.key = key;
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
    this.report = [];
    if (!style) return;
    const size = CELL * view.scale;
    const frame = { x: 0, y: 0, width: screen.width, height: screen.height };
    const shown = tokens
      .filter((t) => t.labelled && !t.unnamed)
      .map((token) => ({
        token,
        piece: {
          x: token.at[0] * size + view.x,
          y: token.at[1] * size + view.y,
          width: size,
          height: size,
        },
      }))
      .filter(({ piece }) => piece.x + size > 0 && piece.y + size > 0)
      .filter(({ piece }) => piece.x < screen.width && piece.y < screen.height)
      // Whoever acts keeps the nearest place; then top to bottom, left to right, as a table reads.
      .sort(
        (a, b) =>
          Number(b.token.id === first) - Number(a.token.id === first) ||
          a.piece.y - b.piece.y ||
          a.piece.x - b.piece.x,
      );
    const drawn = shown.map(({ token, piece }) => {
      const turn: Turn = style.facing === 'up' ? 0 : facingTurn(piece, screen);
      return { token, piece, turn, label: drawLabel(token, style) };
    });
    const placed = placeLabels(
      drawn.map(({ token, piece, turn, label }) => ({
        id: token.id,
        piece,
        width: turn % 2 ? label.height : label.width,
        height: turn % 2 ? label.width : label.height,
      })),
      frame,
      Math.max(2, style.hpPx * 0.15),
      obstacles(),
    );
    const leaders = new Graphics({ label: 'leaders' });
    this.container.addChild(leaders);
    for (const [i, at] of placed.entries()) {
      const { label, turn, token } = drawn[i]!;
      if (at.leader) {
        const { x1, y1, x2, y2 } = at.leader;
        leaders.moveTo(x1, y1).lineTo(x2, y2);
      }
      label.container.pivot.set(label.width / 2, label.height / 2);
      label.container.rotation = (turn * Math.PI) / 2;
      label.container.position.set(at.box.x + at.box.width / 2, at.box.y + at.box.height / 2);
      this.container.addChild(label.container);
      this.report.push({
        ...at,
        namePx: style.namePx,
        hpPx: hpWords(token) === null ? null : style.hpPx,
        turn,
      });
    }
    leaders.stroke({ width: Math.max(2, style.hpPx / 8), color: BOARD_COLORS.nameplate });
  }
}

/** One label: the name on a dark plate and, after it, the HP chip in the HP pip's red (H4). */
function drawLabel(
  token: BoardToken,
  style: ScreenLabelStyle,
): { container: Container; width: number; height: number } {
  const container = new Container({ label: `label:${token.id}` });
  const pad = Math.round(style.namePx * 0.3);
  const name: Text = boardText(
    token.name,
    { fontSize: style.namePx, fontWeight: '700', fill: BOARD_COLORS.nameplateText },
    [0, 0.5],
  );
  const words = hpWords(token);
  const hp = words
    ? boardText(words, { fontSize: style.hpPx, fontWeight: '700', fill: 0xffffff }, [0.5, 0.5])
    : null;
  const height = Math.round(style.namePx * 1.25) + pad;
  const chipWidth = hp ? Math.max(hp.width + pad, style.hpPx * 1.3) : 0;
  const width = pad + name.width + (hp ? pad + chipWidth : 0) + pad;
  const plate = new Graphics()
    .roundRect(0, 0, width, height, Math.round(height / 4))
    .fill({ color: BOARD_COLORS.nameplate, alpha: 0.88 });
  name.position.set(pad, height / 2);
  container.addChild(plate, name);
  if (hp) {
    const chipHeight = Math.round(style.hpPx * 1.25);
    const chipX = width - pad - chipWidth;
    const chip = new Graphics()
      .roundRect(chipX, (height - chipHeight) / 2, chipWidth, chipHeight, chipHeight / 2)
      .fill(BOARD_COLORS.hpPip);
    hp.position.set(chipX + chipWidth / 2, height / 2);
    container.addChild(chip, hp);
  }
  return { container, width, height };
}
