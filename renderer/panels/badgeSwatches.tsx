import { FACTION_MARKS, type Faction, type ThreatTier } from '../../engine/skirmish.ts';
import {
  BOARD_COLORS,
  FACTION_COLORS,
  OVERLAY_COLORS,
  TIER_STYLE,
  inkOn,
} from '../board/palette.ts';

/**
 * Small drawings of a token's marks for the card and the legend, in the very colours and shapes
 * the board draws them with (renderer/board/palette.ts), so the legend cannot drift from the board.
 * Each is decorative (aria-hidden): the words beside it carry the meaning, as colour never does
 * alone (DESIGN.md).
 */

/** A palette colour (0xRRGGBB) as CSS. */
export function css(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** The board's neutral hex, for a token of no faction (tokenLayer's NEUTRAL_TOKEN). */
const NEUTRAL = 0x7a6e62;

function hexPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i++) {
    const angle = Math.PI / 6 + (i * Math.PI) / 3 - Math.PI / 2;
    points.push(
      `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return points.join(' ');
}

/** B5: the faction's hex chip with its mark, as on the token. */
export function FactionSwatch({ faction, size = 28 }: { faction: Faction | null; size?: number }) {
  const fill = faction ? FACTION_COLORS[faction] : NEUTRAL;
  return (
    <svg
      className="swatch"
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      data-swatch={faction ? `faction-${faction}` : 'faction-none'}
    >
      <polygon
        points={hexPoints(14, 14, 12.5)}
        fill={css(fill)}
        stroke={css(BOARD_COLORS.tokenRim)}
        strokeWidth={1.5}
      />
      <text
        x={14}
        y={14.5}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={10}
        fontWeight={700}
        fill={css(inkOn(fill))}
      >
        {faction ? FACTION_MARKS[faction] : '?'}
      </text>
    </svg>
  );
}

/** N2: the tier's shape in its colour, its label inside. */
export function TierSwatch({
  tier,
  label,
  size = 28,
}: {
  tier: ThreatTier;
  label: string;
  size?: number;
}) {
  const style = TIER_STYLE[tier];
  const fill = css(style.color);
  const stroke = '#ffffff';
  return (
    <svg
      className="swatch"
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      data-swatch={`tier-${tier}`}
      data-shape={style.shape}
    >
      {style.shape === 'diamond' && (
        <polygon points="14,1 27,14 14,27 1,14" fill={fill} stroke={stroke} strokeWidth={1.5} />
      )}
      {style.shape === 'square' && (
        <rect x={3} y={3} width={22} height={22} fill={fill} stroke={stroke} strokeWidth={1.5} />
      )}
      {style.shape === 'circle' && (
        <circle cx={14} cy={14} r={12} fill={fill} stroke={stroke} strokeWidth={1.5} />
      )}
      <text
        x={14}
        y={14.5}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={10}
        fontWeight={700}
        fill="#ffffff"
      >
        {label}
      </text>
    </svg>
  );
}

/**
 * H4: a tracker pip, red on the HP track and blue on gear and ammunition, with its value and, when
 * the track is not full, the dark arc of what is lost, as the token draws it.
 */
export function PipSwatch({
  color,
  value,
  max,
  size = 26,
}: {
  color: 'red' | 'blue';
  value: number;
  max: number;
  size?: number;
}) {
  const r = 9;
  const ring = r + 2.5;
  const fill =
    value > 0
      ? color === 'red'
        ? BOARD_COLORS.hpPip
        : BOARD_COLORS.gearPip
      : BOARD_COLORS.pipEmpty;
  const lost = max > 0 && value < max ? 1 - value / max : 0;
  const start = -Math.PI / 2 + 2 * Math.PI * (1 - lost);
  const end = (3 * Math.PI) / 2;
  const arc =
    lost > 0 && lost < 1
      ? `M ${13 + ring * Math.cos(start)} ${13 + ring * Math.sin(start)} A ${ring} ${ring} 0 ${
          end - start > Math.PI ? 1 : 0
        } 1 ${13 + ring * Math.cos(end)} ${13 + ring * Math.sin(end)}`
      : null;
  return (
    <svg
      className="swatch"
      width={size}
      height={size}
      viewBox="0 0 26 26"
      aria-hidden="true"
      data-swatch={`pip-${color}`}
    >
      <circle cx={13} cy={13} r={r} fill={css(fill)} stroke="#ffffff" strokeWidth={1.5} />
      {arc && <path d={arc} fill="none" stroke={css(BOARD_COLORS.pipEmpty)} strokeWidth={3} />}
      {lost === 1 && (
        <circle
          cx={13}
          cy={13}
          r={ring}
          fill="none"
          stroke={css(BOARD_COLORS.pipEmpty)}
          strokeWidth={3}
        />
      )}
      <text
        x={13}
        y={13.5}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={10}
        fontWeight={700}
        fill="#ffffff"
      >
        {value}
      </text>
    </svg>
  );
}

/** The board's rings round a token: yellow for whose turn it is, white for the selected one. */
export function RingSwatch({ ring, size = 28 }: { ring: 'active' | 'selected'; size?: number }) {
  const color = ring === 'active' ? OVERLAY_COLORS.active : OVERLAY_COLORS.selected;
  return (
    <svg
      className="swatch"
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden="true"
      data-swatch={`ring-${ring}`}
    >
      <circle
        cx={14}
        cy={14}
        r={11}
        fill="none"
        stroke={css(color)}
        strokeWidth={ring === 'active' ? 3.5 : 3}
      />
    </svg>
  );
}
