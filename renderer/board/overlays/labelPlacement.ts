/**
 * Where each token's label goes on the players' screen (issue 40, item 1): labels sized for the
 * far side of the table are wider than a square, so they cannot all sit under their tokens. Each
 * takes the first free place near its piece, trying the nearest first: below, above, beside, then
 * further out in rings; a label that had to move away keeps a leader line to its piece. No label
 * overlaps another, covers a piece, or leaves the frame, while the frame has room for it.
 *
 * Pure boxes in screen pixels, so the rule is tested without a canvas.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelRequest {
  id: string;
  /** The piece's square on screen: the label keeps off it, and off every other piece. */
  piece: Box;
  width: number;
  height: number;
}

export interface PlacedLabel {
  id: string;
  box: Box;
  /** From the piece's edge to the label's, when the label sits away from its piece. */
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
}

/** How many rings out a label looks for room before it takes the least crowded place. */
const RINGS = 8;

export function overlaps(a: Box, b: Box, slack = 0): boolean {
  return (
    a.x < b.x + b.width - slack &&
    b.x < a.x + a.width - slack &&
    a.y < b.y + b.height - slack &&
    b.y < a.y + a.height - slack
  );
}

function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The box moved inside the frame (a label larger than the frame keeps its top-left corner in). */
function within(box: Box, frame: Box): Box {
  const x = Math.max(frame.x, Math.min(box.x, frame.x + frame.width - box.width));
  const y = Math.max(frame.y, Math.min(box.y, frame.y + frame.height - box.height));
  return { ...box, x, y };
}

/**
 * The places a label may take around its piece, nearest first: centred below (where a nameplate
 * always was), above, right, left, the four corners; then the same further out, ring by ring, with
 * the rows below and above also slid sideways, so a crowd's labels fan out instead of piling up.
 */
function candidates(request: LabelRequest, gap: number): Box[] {
  const { piece, width, height } = request;
  const cx = piece.x + piece.width / 2 - width / 2;
  const cy = piece.y + piece.height / 2 - height / 2;
  const below = piece.y + piece.height + gap;
  const above = piece.y - gap - height;
  const right = piece.x + piece.width + gap;
  const left = piece.x - gap - width;
  const at = (x: number, y: number): Box => ({ x, y, width, height });
  const places = [
    at(cx, below),
    at(cx, above),
    at(right, cy),
    at(left, cy),
    at(right, below),
    at(left, below),
    at(right, above),
    at(left, above),
  ];
  for (let ring = 1; ring <= RINGS; ring++) {
    const down = ring * (height + gap);
    const across = ring * (width / 2 + gap);
    for (const dy of [down, -down])
      for (const dx of [0, -across, across]) {
        places.push(at(cx + dx, (dy > 0 ? below : above) + dy));
      }
    places.push(at(right + ring * (width + gap), cy), at(left - ring * (width + gap), cy));
    for (const dx of [-across, across]) places.push(at(cx + dx, below), at(cx + dx, above));
  }
  return places;
}

/** A line from the piece's edge to the nearest point of the label, or null when they touch. */
function leaderFor(piece: Box, label: Box, gap: number): PlacedLabel['leader'] {
  const px = piece.x + piece.width / 2;
  const py = piece.y + piece.height / 2;
  const lx = Math.max(label.x, Math.min(px, label.x + label.width));
  const ly = Math.max(label.y, Math.min(py, label.y + label.height));
  const dx = lx - px;
  const dy = ly - py;
  const length = Math.hypot(dx, dy);
  if (length === 0) return null;
  // How far the piece's box reaches from its centre along the line.
  const reach = Math.min(
    dx === 0 ? Infinity : piece.width / 2 / Math.abs(dx / length),
    dy === 0 ? Infinity : piece.height / 2 / Math.abs(dy / length),
  );
  if (length - reach <= gap * 2 + 1) return null;
  return {
    x1: px + (dx / length) * reach,
    y1: py + (dy / length) * reach,
    x2: lx,
    y2: ly,
  };
}

/**
 * Places every label, in the order given (the caller puts the acting character first, so its
 * label keeps the nearest place). `gap`: the room between a label and a piece, in pixels.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  frame: Box,
  gap = 2,
  obstacles: readonly Box[] = [],
): PlacedLabel[] {
  const taken: Box[] = [];
  const pieces = requests.map((r) => r.piece);
  const placed: PlacedLabel[] = [];
  for (const request of requests) {
    let best: Box | null = null;
    let bestCrowding = Infinity;
    for (const raw of candidates(request, gap)) {
      const box = within(raw, frame);
      let crowding = 0;
      for (const other of taken) crowding += overlapArea(box, other) * 4;
      for (const piece of pieces) crowding += overlapArea(box, piece);
      for (const obstacle of obstacles) crowding += overlapArea(box, obstacle);
      if (crowding < bestCrowding) {
        best = box;
        bestCrowding = crowding;
        if (crowding === 0) break;
      }
    }
    const box = best!;
    taken.push(box);
    placed.push({ id: request.id, box, leader: leaderFor(request.piece, box, gap) });
  }
  return placed;
}
