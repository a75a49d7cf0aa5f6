import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics } from 'pixi.js';
import type { TexasSide, TexasToken } from '../../../engine/texas.ts';
import { BOARD_COLORS } from '../../board/palette.ts';
import { afterBoardFrame, quietSystemTicker } from '../../board/quietTicker.ts';
import { currentPixelRatio } from '../../board/pixelRatio.ts';
import { boardText } from '../../board/text.ts';

/**
 * What the Texas board shows: the tokens the viewer may see (the engine's visibleTokens, TS2),
 * the damage each has taken this round, the killed ones, and the step's shooter and target.
 */
export interface TexasBoardModel {
  readonly columns: number;
  readonly tokens: readonly TexasToken[];
  readonly damage: Readonly<Record<string, number>>;
  readonly killed: ReadonlySet<string>;
  readonly shooter: string | null;
  readonly target: string | null;
  /** The barrier stands (placement) or has lifted (the reveal and the shootout). */
  readonly barrier: boolean;
}

/** The side colours: the Okabe–Ito blue and vermilion the RPG board gives its factions. */
export const SIDE_COLORS: Record<TexasSide, number> = { A: 0x0072b2, B: 0xd55e00 };
/** At a root font size of 16 px: the board grows with it, as the page's rem sizes do (4K). */
const BARRIER = 22;
const LABEL = 22;
const MAX_WIDTH = 900;

/** The page's rem in units of 16 px: 1 on a laptop, more where the root font grows (4K). */
function remScale(): number {
  const px = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(px) && px > 0 ? px / 16 : 1;
}

/**
 * The Texas Shootout table drawn with PixiJS, on the RPG board's conventions (renderer/board):
 * its palette and legible font, rendering on demand only when the model changes. B's two rows at
 * the top, A's at the bottom (A's seat), the barrier between; columns 0–5 left to right as A sees
 * them (TS2). Squares are only drawn here: they are chosen with the buttons beside the board.
 */
export class TexasBoard {
  private readonly world = new Container();
  private model: TexasBoardModel | null = null;

  private constructor(
    private readonly app: Application,
    private readonly host: HTMLElement,
  ) {}

  static async create(host: HTMLElement): Promise<TexasBoard> {
    const app = new Application();
    await app.init({
      width: Math.max(1, host.clientWidth),
      height: 300,
      antialias: true,
      autoDensity: true,
      resolution: currentPixelRatio(window),
      background: BOARD_COLORS.background,
      autoStart: false,
    });
    app.ticker.stop();
    quietSystemTicker();
    app.canvas.setAttribute('aria-label', 'Texas Shootout board');
    app.canvas.setAttribute('role', 'img');
    host.appendChild(app.canvas);
    const board = new TexasBoard(app, host);
    app.stage.addChild(board.world);
    return board;
  }

  show(model: TexasBoardModel): void {
    this.model = model;
    this.draw();
  }

  resize(): void {
    this.draw();
  }

  destroy(): void {
    this.app.canvas.remove();
    this.app.destroy(true, { children: true });
  }

  private draw(): void {
    const model = this.model;
    if (!model) return;
    const scale = remScale();
    const labelBand = LABEL * scale;
    const barrierBand = BARRIER * scale;
    const width = Math.max(240, Math.min(this.host.clientWidth, MAX_WIDTH * scale));
    const cell = Math.floor((width - 2 * labelBand) / model.columns);
    const height = labelBand * 2 + cell * 4 + barrierBand;
    this.app.renderer.resize(width, height);
    for (const child of this.world.removeChildren()) child.destroy({ children: true });

    // Line 0 at the top is B's row 2; then B row 1, the barrier, A row 1, A row 2.
    const top = (side: TexasSide, row: 1 | 2) => {
      if (side === 'B') return labelBand + (row === 2 ? 0 : cell);
      return labelBand + 2 * cell + barrierBand + (row === 1 ? 0 : cell);
    };
    const ground = new Graphics();
    for (const side of ['A', 'B'] as const)
      for (const row of [1, 2] as const)
        for (let col = 0; col < model.columns; col++)
          ground
            .rect(labelBand + col * cell, top(side, row), cell, cell)
            .fill({ color: BOARD_COLORS.ground })
            .stroke({ color: BOARD_COLORS.gridLine, width: 1 });
    // TS2: the barrier on the centre line; once it lifts only its line remains.
    const barrierY = labelBand + 2 * cell;
    ground
      .rect(labelBand, barrierY + 4 * scale, cell * model.columns, barrierBand - 8 * scale)
      .fill({ color: model.barrier ? BOARD_COLORS.wall : BOARD_COLORS.gridLine });
    this.world.addChild(ground);
    for (let col = 0; col < model.columns; col++) {
      const label = boardText(String(col), { fontSize: 13 * scale, fill: BOARD_COLORS.gridLabel });
      label.position.set(labelBand + col * cell + cell / 2, labelBand / 2);
      this.world.addChild(label);
    }
    for (const [side, row, name] of [
      ['B', 2, 'B2'],
      ['B', 1, 'B1'],
      ['A', 1, 'A1'],
      ['A', 2, 'A2'],
    ] as const) {
      const label = boardText(name, { fontSize: 12 * scale, fill: SIDE_COLORS[side] });
      label.position.set(labelBand / 2, top(side, row) + cell / 2);
      this.world.addChild(label);
    }
    const sideLabel = (text: string, y: number) => {
      const label = boardText(text, { fontSize: 12 * scale, fill: BOARD_COLORS.gridLabel });
      label.position.set(width / 2, y);
      this.world.addChild(label);
    };
    sideLabel(model.barrier ? 'barrier' : 'barrier lifted', barrierY + barrierBand / 2);
    sideLabel("A's seat", height - labelBand / 2);

    for (const token of model.tokens)
      this.drawToken(
        token,
        labelBand + token.col * cell,
        top(token.side, token.row),
        cell,
        model,
        scale,
      );
    this.app.render();
    afterBoardFrame();
  }

  private drawToken(
    token: TexasToken,
    x: number,
    y: number,
    cell: number,
    model: TexasBoardModel,
    scale: number,
  ): void {
    const killed = model.killed.has(token.name);
    const pad = Math.max(3, cell * 0.06);
    const g = new Graphics();
    g.roundRect(x + pad, y + pad, cell - 2 * pad, cell - 2 * pad, 6 * scale).fill({
      color: killed ? 0x5a5048 : SIDE_COLORS[token.side],
    });
    if (model.shooter === token.name)
      g.roundRect(x + 1, y + 1, cell - 2, cell - 2, 7 * scale).stroke({
        color: 0xf0e442,
        width: 4 * scale,
      });
    if (model.target === token.name)
      g.roundRect(x + 1, y + 1, cell - 2, cell - 2, 7 * scale).stroke({
        color: 0xffffff,
        width: 4 * scale,
      });
    this.world.addChild(g);
    const font = Math.max(9 * scale, Math.min(14 * scale, cell / 7));
    const name = boardText(shortName(token.name), {
      fontSize: font,
      fill: 0xffffff,
      fontWeight: 'bold',
      wordWrap: true,
      wordWrapWidth: cell - 2 * pad - 4,
      align: 'center',
    });
    name.position.set(x + cell / 2, y + cell * 0.3);
    this.world.addChild(name);
    const stats = boardText(`A${token.armor} H${token.health}\nR${token.range} DM${token.dm}`, {
      fontSize: font * 0.9,
      fill: 0xffffff,
      align: 'center',
    });
    stats.position.set(x + cell / 2, y + cell * 0.62);
    this.world.addChild(stats);
    const damage = model.damage[token.name] ?? 0;
    if (damage > 0 || killed) {
      const mark = boardText(killed ? `✖ ${damage}` : `−${damage}`, {
        fontSize: font,
        fill: killed ? 0xffd0c0 : 0xfff4a0,
        fontWeight: 'bold',
      });
      mark.position.set(x + cell / 2, y + cell * 0.86);
      this.world.addChild(mark);
    }
  }
}

/** "Rattlesnake Dick" fits a square as two lines; long single words are left to wrap. */
function shortName(name: string): string {
  return name.replace(' ', '\n');
}
