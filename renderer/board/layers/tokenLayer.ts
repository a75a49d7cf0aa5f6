import { Container, Graphics, Sprite } from 'pixi.js';
import { tierLabel, type ThreatTier } from '../../../engine/skirmish.ts';
import { art } from '../art.ts';
import type { BoardToken } from '../boardScene.ts';
import { CELL } from '../boardUnits.ts';
import type { BoardLayer } from '../layer.ts';
import { intersects, type WorldRect } from '../tiles/tileGrid.ts';
import { tokenChanges, tokenLook } from '../layerSlices.ts';
import { BOARD_COLORS, FACTION_COLORS, FACTION_MARKS, TIER_STYLE, inkOn } from '../palette.ts';
import { boardText } from '../text.ts';

const HEX_RADIUS = CELL * 0.34;
const HEX_CENTER_Y = CELL * 0.4;
/** Tokens are baked at this many pixels per world unit, sharp up to that zoom. */
const TOKEN_TEXTURE_RESOLUTION = 3;
/** NPCs without a faction: a neutral hex; their tier badge says who they are. */
const NEUTRAL_TOKEN = 0x7a6e62;

/** Baked token textures kept off screen before the farthest from view are let go. */
const BAKED_KEPT = 256;

interface DrawnToken {
  look: string;
  token: BoardToken;
  /** The token baked into one texture; made only once the token is first on screen. */
  chip: Container | null;
}

/** A token layer that shows only the tokens on screen. */
export interface TokenLayer extends BoardLayer {
  /** Shows the tokens that meet the part of the world on screen; call before each frame. */
  cull(visible: WorldRect): void;
}

/**
 * B5: each character is its faction's hex chip, with the faction's mark and the character's name.
 * H4: its tracker chips sit on it as flat pips, red for HP and blue for gear; spendable chips never
 * appear here. N1/N2: an NPC carries its threat tier as colour, shape and text together. A
 * character at 0 HP shows the skull (A8).
 *
 * Tokens change one at a time (a move, a hit), so the layer keeps one entry per token and
 * rebuilds only a token whose drawing changed; a token that only moved is just moved. A token is
 * drawn and baked only once it comes on screen, and only the tokens on screen are shown, so a map
 * of thousands of tokens costs what the few in view cost.
 */
export function tokenLayer(): TokenLayer {
  const container = new Container({ label: 'tokens', isRenderGroup: true });
  const drawn = new Map<string, DrawnToken>();
  let previous: readonly BoardToken[] | null = null;
  let drawCount = 0;
  let baked = 0;
  const unbake = (entry: DrawnToken) => {
    entry.chip?.destroy({ children: true });
    if (entry.chip) baked -= 1;
    entry.chip = null;
  };
  return {
    name: 'tokens',
    container,
    get drawCount() {
      return drawCount;
    },
    update({ tokens }) {
      if (tokens === previous) return false;
      previous = tokens;
      const { redraw, move, remove } = tokenChanges(
        new Map([...drawn].map(([id, e]) => [id, { look: e.look, at: e.token.at }])),
        tokens,
      );
      const byId = new Map(tokens.map((t) => [t.id, t]));
      for (const id of remove) {
        unbake(drawn.get(id)!);
        drawn.delete(id);
      }
      for (const id of move) {
        const token = byId.get(id)!;
        const entry = drawn.get(id)!;
        entry.chip?.position.set(token.at[0] * CELL, token.at[1] * CELL);
        entry.token = token;
      }
      for (const id of redraw) {
        const token = byId.get(id)!;
        const entry = drawn.get(id);
        if (entry) unbake(entry);
        // Re-inserted, so a redrawn token is drawn over the others, as a new chip always was.
        drawn.delete(id);
        drawn.set(id, { look: tokenLook(token), token, chip: null });
        drawCount += 1;
      }
      return redraw.length + move.length + remove.length > 0;
    },
    cull(visible) {
      let onScreen = 0;
      for (const entry of drawn.values()) {
        const show = intersects(tokenReach(entry.token), visible);
        if (show && !entry.chip) {
          const chip = drawToken(entry.token);
          // Baked into one texture: a move then shifts one quad, instead of re-uploading the vertex
          // data of every token's shapes and labels.
          chip.cacheAsTexture({ resolution: TOKEN_TEXTURE_RESOLUTION, antialias: true });
          container.addChild(chip);
          entry.chip = chip;
          baked += 1;
        }
        if (entry.chip && entry.chip.visible !== show) entry.chip.visible = show;
        if (show) onScreen += 1;
      }
      if (baked > Math.max(BAKED_KEPT, onScreen * 2)) {
        for (const entry of drawn.values()) if (entry.chip && !entry.chip.visible) unbake(entry);
      }
    },
    reset() {
      for (const entry of drawn.values()) unbake(entry);
      drawn.clear();
      previous = null;
    },
  };
}

/** Where a token can put ink: its square, and its nameplate spilling below and beside it. */
function tokenReach(token: BoardToken): WorldRect {
  const square = { x: token.at[0] * CELL, y: (token.at[1] + 1) * CELL, width: CELL, height: 0 };
  const plate = token.unnamed || token.labelled ? square : nameplateBounds(token);
  return {
    x0: Math.min(token.at[0] * CELL, plate.x),
    y0: token.at[1] * CELL,
    x1: Math.max((token.at[0] + 1) * CELL, plate.x + plate.width),
    y1: plate.y + plate.height,
  };
}

export function drawToken(token: BoardToken): Container {
  if (token.standee) return drawStandee(token);
  const chip = new Container({ label: `token:${token.id}` });
  chip.position.set(token.at[0] * CELL, token.at[1] * CELL);
  const color = token.faction ? FACTION_COLORS[token.faction] : NEUTRAL_TOKEN;
  const hex = new Graphics();
  hex
    .poly(hexPoints(CELL / 2, HEX_CENTER_Y, HEX_RADIUS))
    .fill(color)
    .stroke({ width: 4, color: BOARD_COLORS.tokenRim });
  chip.addChild(hex);
  if (token.hp === 0) {
    chip.addChild(
      new Sprite({
        texture: art('skull'),
        x: CELL / 2 - 18,
        y: HEX_CENTER_Y - 18,
        width: 36,
        height: 36,
      }),
    );
    chip.alpha = 0.85;
  } else {
    const mark = boardText(token.faction ? FACTION_MARKS[token.faction] : '?', {
      fontSize: 19,
      fontWeight: '700',
      fill: inkOn(color),
    });
    mark.position.set(CELL / 2, HEX_CENTER_Y + 1);
    chip.addChild(mark);
  }
  chip.addChild(trackerPips(token));
  if (!token.unnamed && !token.labelled) chip.addChild(nameplate(token.name));
  if (token.tier) chip.addChild(tierBadge(token.tier.color, token.tier.level));
  // Hidden from the players: the Dealer still sees it, faded, so no one mistakes it as shown.
  if (token.hidden) chip.alpha = 0.45;
  return chip;
}

/** A standee's ring: thick enough to see around a mini's base, inside its square. */
const STANDEE_RING = CELL * 0.09;

/**
 * Issue 40, item 3: a token under a miniature, on a TV laid flat. Only a base ring shows, in the
 * faction's colour and the tier's shape (N1/N2: an NPC's tier as shape, as on its chip; a hex for
 * the posse, as their chips are), so the mini stands on bare map and nothing is hidden under it.
 * Its name and HP are the screen's labels, outside the ring (ScreenLabels). A character down (A8)
 * keeps a faded ring.
 */
function drawStandee(token: BoardToken): Container {
  const chip = new Container({ label: `token:${token.id}` });
  chip.position.set(token.at[0] * CELL, token.at[1] * CELL);
  const color = token.faction ? FACTION_COLORS[token.faction] : NEUTRAL_TOKEN;
  const c = CELL / 2;
  const r = CELL / 2 - STANDEE_RING;
  const shape = token.tier ? TIER_STYLE[token.tier.color].shape : 'hex';
  const ring = new Graphics();
  const outline = () => {
    if (shape === 'diamond') ring.poly([c, c - r, c + r, c, c, c + r, c - r, c]);
    else if (shape === 'square') ring.rect(c - r * 0.8, c - r * 0.8, r * 1.6, r * 1.6);
    else if (shape === 'circle') ring.circle(c, c, r * 0.9);
    else ring.poly(hexPoints(c, c, r));
  };
  // A white edge on both sides of the colour, so the ring reads on dark ground and light alike.
  outline();
  ring.stroke({ width: STANDEE_RING + 4, color: BOARD_COLORS.tokenRim });
  outline();
  ring.stroke({ width: STANDEE_RING, color });
  chip.addChild(ring);
  if (token.hp === 0) chip.alpha = 0.45;
  return chip;
}

/** A pointy-top hexagon. */
function hexPoints(cx: number, cy: number, r: number): number[] {
  const points: number[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = Math.PI / 6 + (i * Math.PI) / 3 - Math.PI / 2;
    points.push(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  }
  return points;
}

/**
 * H4: the token's tracker chips, as flat pips (never poker-chip discs): a red pip on the HP track
 * and, when the character has gear, a blue pip on the gear track. Each shows its track's value in
 * figures, so the table reads HP across the room; the ring around it shows how full the track is.
 */
function trackerPips(token: BoardToken): Container {
  const pips = new Container({ label: 'trackers' });
  const y = PIP_Y;
  // Issue 40, item 4: an NPC's HP kept from the players: a ring of how hurt it is, or nothing.
  if (token.hpShown !== 'hidden')
    pips.addChild(
      trackerPip(
        token.gearMax > 0 ? CELL * 0.3 : CELL / 2,
        y,
        token.hp,
        token.hpMax,
        BOARD_COLORS.hpPip,
        token.hpShown !== 'rough' && !token.labelled,
      ),
    );
  if (token.gearMax > 0)
    pips.addChild(
      trackerPip(
        CELL * 0.7,
        y,
        token.gear,
        token.gearMax,
        BOARD_COLORS.gearPip,
        // The gear's figure would be the one word on the TV too small to read: its ring tells it.
        !token.labelled,
      ),
    );
  return pips;
}

/** A tracker pip's radius, and how far its track's arc reaches (arc offset plus half its width). */
const PIP_RADIUS = 9;
const PIP_REACH = PIP_RADIUS + 2.5 + 1.5;
const PIP_Y = CELL * 0.86;
const TIER_CENTRE = { x: CELL - 13, y: 13 } as const;
const TIER_SIZE = 13;

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where a token's badges lie, in world units: its tracker pips, its tier badge and its nameplate.
 * The overlay keeps its cost labels and rings off them.
 */
export function badgeBounds(
  token: Pick<BoardToken, 'at' | 'name' | 'gearMax' | 'tier' | 'unnamed' | 'labelled'>,
): Box[] {
  const [left, top] = [token.at[0] * CELL, token.at[1] * CELL];
  const square = (x: number, y: number, half: number): Box => ({
    x: left + x - half,
    y: top + y - half,
    width: 2 * half,
    height: 2 * half,
  });
  const pips =
    token.gearMax > 0 ? [CELL * 0.3, CELL * 0.7].map((x) => square(x, PIP_Y, PIP_REACH)) : [];
  if (token.gearMax === 0) pips.push(square(CELL / 2, PIP_Y, PIP_REACH));
  // Each badge shape reaches at most its size from the centre along the axes, and its white edge.
  const tier = token.tier ? [square(TIER_CENTRE.x, TIER_CENTRE.y, TIER_SIZE + 1)] : [];
  return [...pips, ...tier, ...(token.unnamed || token.labelled ? [] : [nameplateBounds(token)])];
}

function trackerPip(
  x: number,
  y: number,
  value: number,
  max: number,
  color: number,
  figure = true,
): Container {
  const pip = new Container();
  const r = PIP_RADIUS;
  const g = new Graphics();
  g.circle(x, y, r)
    .fill(value > 0 ? color : BOARD_COLORS.pipEmpty)
    .stroke({ width: 1.5, color: 0xffffff });
  if (max > 0 && value < max) {
    // The lost part of the track as a dark arc, drawn clockwise from the top.
    const start = -Math.PI / 2 + (2 * Math.PI * value) / max;
    g.moveTo(x + (r + 2.5) * Math.cos(start), y + (r + 2.5) * Math.sin(start));
    g.arc(x, y, r + 2.5, start, (3 * Math.PI) / 2).stroke({
      width: 3,
      color: BOARD_COLORS.pipEmpty,
    });
  }
  pip.addChild(g);
  if (!figure) return pip;
  const label = boardText(String(value), { fontSize: 12, fontWeight: '700', fill: 0xffffff });
  label.position.set(x, y + 0.5);
  pip.addChild(label);
  return pip;
}

const NAMEPLATE_STYLE = {
  fontSize: 13,
  fontWeight: '700',
  fill: BOARD_COLORS.nameplateText,
} as const;
const NAMEPLATE_HEIGHT = 17;
const plateWidths = new Map<string, number>();

/** A nameplate's width in world units: the name and its margin, measured once per name. */
function plateWidth(name: string, text?: { width: number }): number {
  let width = plateWidths.get(name);
  if (width === undefined) {
    const measured = text ?? boardText(name, NAMEPLATE_STYLE);
    width = Math.max(measured.width + 10, 24);
    if (!text) (measured as ReturnType<typeof boardText>).destroy();
    plateWidths.set(name, width);
  }
  return width;
}

/**
 * Where a token's nameplate lies, in world units: along the top of the square below the token,
 * spilling into the squares beside that one when the name is long. The overlay keeps its labels
 * off it.
 */
export function nameplateBounds(token: Pick<BoardToken, 'at' | 'name'>) {
  const width = plateWidth(token.name);
  return {
    x: token.at[0] * CELL + CELL / 2 - width / 2,
    y: (token.at[1] + 1) * CELL + 1,
    width,
    height: NAMEPLATE_HEIGHT,
  };
}

function nameplate(name: string): Container {
  const plate = new Container();
  const text = boardText(name, NAMEPLATE_STYLE);
  const width = plateWidth(name, text);
  const bg = new Graphics()
    .roundRect(CELL / 2 - width / 2, CELL + 1, width, NAMEPLATE_HEIGHT, 5)
    .fill({ color: BOARD_COLORS.nameplate, alpha: 0.85 });
  text.position.set(CELL / 2, CELL + 9.5);
  plate.addChild(bg, text);
  return plate;
}

function tierBadge(tier: ThreatTier, level: number): Container {
  const style = TIER_STYLE[tier];
  const badge = new Container({ label: 'tier' });
  const g = new Graphics();
  const { x: cx, y: cy } = TIER_CENTRE;
  const s = TIER_SIZE;
  if (style.shape === 'diamond') g.poly([cx, cy - s, cx + s, cy, cx, cy + s, cx - s, cy]);
  else if (style.shape === 'square') g.rect(cx - s * 0.8, cy - s * 0.8, s * 1.6, s * 1.6);
  else g.circle(cx, cy, s * 0.85);
  g.fill(style.color).stroke({ width: 2, color: 0xffffff });
  const label = boardText(tierLabel(tier, level), {
    fontSize: 10,
    fontWeight: '700',
    fill: 0xffffff,
  });
  label.position.set(cx, cy + 0.5);
  badge.addChild(g, label);
  return badge;
}
