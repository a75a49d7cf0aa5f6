import type { PlayersView } from '../../players/playersMessages.ts';
import { PROJECTOR_BANDS } from './projectorBands.ts';
import { stripOrder } from './stripOrder.ts';

const PHASE_WORDS: Record<string, string> = {
  movement: 'Movement',
  action: 'Action',
  draw: 'Draw',
};

/** What the initiative strip says: the round line, then each name, in order (stripOrder). */
export interface StripContent {
  round: string;
  names: { id: string; name: string; acting: boolean; down: boolean; side: string }[];
}

/** The strip's word for an NPC the players cannot see, on its turn (issue 38). */
export const UNSEEN_NPC = 'Unseen NPC';

export function stripContent(
  view: Pick<
    PlayersView,
    'round' | 'turnPhase' | 'order' | 'combatants' | 'activeId' | 'unseenTurn'
  >,
  mapName: string | null,
  everyone: boolean,
): StripContent {
  const byId = new Map(view.combatants.map((c) => [c.id, c]));
  const phase = view.turnPhase ? (PHASE_WORDS[view.turnPhase] ?? view.turnPhase) : null;
  const names = stripOrder(view, everyone).flatMap((id) => {
    const c = byId.get(id);
    return c
      ? [{ id, name: c.name, acting: id === view.activeId, down: Boolean(c.down), side: c.side }]
      : [];
  });
  // A hidden NPC's turn reads as any NPC's turn: an NPC acting at its place, named by no name.
  const unseen = view.unseenTurn;
  if (unseen)
    names.splice(Math.min(unseen.at, names.length), 0, {
      id: 'unseen-turn',
      name: UNSEEN_NPC,
      acting: true,
      down: false,
      side: 'npc',
    });
  return {
    round: `${mapName ? `${mapName} · ` : ''}Round ${view.round}${phase ? ` · ${phase}` : ''}`,
    names,
  };
}

/** The width of a text at a font size, in CSS pixels, in the strip's font (bold or not). */
export type MeasureText = (text: string, fontPx: number, bold: boolean) => number;

/*
 * The strip's box model, in hundredths of the frame's height (cqh), as projector.css lays it out:
 * type 4.5 at line height 1.2; the strip padded 1 × 2, its items 2 apart across and 0.5 down; each
 * name padded 1 across, with a 0.3 border, 1.5 apart across and 0.5 down.
 */
const TYPE = 4.5;
const LINE = TYPE * 1.2;
const STRIP_PAD_X = 2;
const STRIP_PAD_Y = 1;
const STRIP_GAP_X = 2;
const ROW_GAP = 0.5;
const NAME_EXTRA = 2 * 1 + 2 * 0.3;
const NAME_HEIGHT = LINE + 2 * 0.3;
const NAME_GAP = 1.5;

/**
 * The strip's height, in cqh, on a frame of `viewport` CSS pixels (issue 11: names wrap onto more
 * lines rather than run off a 4:3 screen). The Dealer's window lays out a screen it cannot see (a
 * TV on the LAN) with it, so that its outline of the players' frame is the board's share that
 * screen really has: one line's 8, or the round's line and as many lines of names as they need.
 */
export function stripHeight(
  content: StripContent,
  viewport: { width: number; height: number },
  measure: MeasureText,
): number {
  const cq = viewport.height / 100;
  if (cq <= 0) return PROJECTOR_BANDS.strip;
  const fontPx = TYPE * cq;
  const room = viewport.width / cq - 2 * STRIP_PAD_X;
  const round = measure(content.round, fontPx, true) / cq;
  const names = content.names.map((n) => measure(n.name, fontPx, n.acting) / cq + NAME_EXTRA);
  const allNames = names.reduce((a, b) => a + b, 0) + NAME_GAP * Math.max(0, names.length - 1);
  if (names.length === 0 || round + STRIP_GAP_X + allNames <= room) return PROJECTOR_BANDS.strip;
  // The names go under the round's line (itself wrapped if it is wider than the screen).
  const roundLines = Math.max(1, Math.ceil(round / room - 1e-9));
  let nameLines = 1;
  let used = 0;
  for (const width of names) {
    const next = used === 0 ? width : used + NAME_GAP + width;
    if (next > room && used > 0) {
      nameLines += 1;
      used = width;
    } else used = next;
  }
  const height =
    2 * STRIP_PAD_Y +
    roundLines * LINE +
    ROW_GAP +
    nameLines * NAME_HEIGHT +
    (nameLines - 1) * ROW_GAP;
  return Math.max(PROJECTOR_BANDS.strip, height);
}

let context: CanvasRenderingContext2D | null | undefined;

/** The strip's text as this window's canvas measures it, in the bundled font (DESIGN.md). */
export const measureInPage: MeasureText = (text, fontPx, bold) => {
  if (context === undefined)
    context =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return text.length * fontPx * 0.5;
  context.font = `${bold ? 700 : 400} ${fontPx}px 'Atkinson Hyperlegible', system-ui, sans-serif`;
  return context.measureText(text).width;
};
