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
  /** The round's line in full: the map's name, the round, its phase ("Mesa Mine · Round 2"). */
  round: string;
  /** Its shorter forms, longest first, for a screen too narrow for it on one line (roundShown). */
  shorter: string[];
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
  const then = phase ? ` · ${phase}` : '';
  const round = `Round ${view.round}${then}`;
  // Issue 40, item 7: shortened rather than wrapped on a narrow screen (roundShown). The map's name
  // goes first: the players have the map in front of them, and the Dealer named it at the start;
  // the round and its phase are what the table follows turn by turn. Then "Round" becomes "R",
  // the number and the phase kept: "R2 · Movement" still says where the table is.
  const forms = [...(mapName ? [`${mapName} · ${round}`] : []), round, `R${view.round}${then}`];
  return { round: forms[0]!, shorter: forms.slice(1), names };
}

/** The width of a text at a font size, in CSS pixels, in the strip's font (bold or not). */
export type MeasureText = (text: string, fontPx: number, bold: boolean) => number;

/*
 * The strip's box model, in hundredths of the frame's height (cqh), as projector.css lays it out:
 * type 4.5 at line height 1.2; the strip padded 1 × 2, its items 2 apart across and 0.5 down; each
 * name padded 0.3 × 1.3 (its ring a shadow inside the padding: a border's width is rounded to
 * whole device pixels, which the model cannot know), 1.5 apart across and 0.5 down. The round's
 * line never wraps, and neither it nor a name is ever wider than the strip (cut with an ellipsis
 * past it, though roundShown keeps the round's line within it on any screen but a sliver).
 */
const TYPE = 4.5;
const LINE = TYPE * 1.2;
const STRIP_PAD_X = 2;
const STRIP_PAD_Y = 1;
const STRIP_GAP_X = 2;
const ROW_GAP = 0.5;
const NAME_EXTRA = 2 * 1.3;
const NAME_HEIGHT = LINE + 2 * 0.3;
const NAME_GAP = 1.5;

/** The strip's room across, in cqh, and its type's size in CSS pixels, on a frame of `viewport`. */
function stripRoom(viewport: { width: number; height: number }) {
  const cq = viewport.height / 100;
  return { cq, fontPx: TYPE * cq, room: viewport.width / cq - 2 * STRIP_PAD_X };
}

/**
 * The round's line as the strip shows it on a frame of `viewport` CSS pixels (issue 40, item 7:
 * on a 4:3 screen it wrapped): the longest of its forms (stripContent) that fits the strip's
 * width on one line, else the shortest. The players' view and the Dealer's window (stripHeight)
 * choose with this one function, so the Dealer's model of a screen it cannot see stays exact.
 */
export function roundShown(
  content: Pick<StripContent, 'round' | 'shorter'>,
  viewport: { width: number; height: number },
  measure: MeasureText,
): string {
  const { cq, fontPx, room } = stripRoom(viewport);
  const forms = [content.round, ...content.shorter];
  if (cq <= 0) return forms[0]!;
  return forms.find((form) => measure(form, fontPx, true) / cq <= room) ?? forms.at(-1)!;
}

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
  const { cq, fontPx, room } = stripRoom(viewport);
  if (cq <= 0) return PROJECTOR_BANDS.strip;
  const width = (text: string, bold: boolean, extra = 0) =>
    Math.min(room, measure(text, fontPx, bold) / cq + extra);
  const round = width(roundShown(content, viewport, measure), true);
  const names = content.names.map((n) => width(n.name, n.acting, NAME_EXTRA));
  const allNames = names.reduce((a, b) => a + b, 0) + NAME_GAP * Math.max(0, names.length - 1);
  if (names.length === 0 || round + STRIP_GAP_X + allNames <= room) return PROJECTOR_BANDS.strip;
  // The names go under the round's line, on as many lines as they take.
  let nameLines = 1;
  let used = 0;
  for (const w of names) {
    const next = used === 0 ? w : used + NAME_GAP + w;
    if (next > room && used > 0) {
      nameLines += 1;
      used = w;
    } else used = next;
  }
  const height =
    2 * STRIP_PAD_Y + LINE + ROW_GAP + nameLines * NAME_HEIGHT + (nameLines - 1) * ROW_GAP;
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
