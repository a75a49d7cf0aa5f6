import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { type Square } from '../../engine/core.ts';
import { characterCard } from '../../engine/skirmish.ts';
import type { TableStore } from '../state/tableStore.ts';
import { CardBody } from './CharacterCard.tsx';
import { placeHoverCard, type Rect } from './hoverCardPlacement.ts';

/** How long the pointer rests on a token before its card appears: long enough not to flicker by. */
export const HOVER_CARD_DELAY_MS = 450;

/** Where things are on the page, from the board: a square's box, the board's box, the HUD's. */
export interface BoardGeometry {
  /** The token on a square with its nameplate, which spills below and beside the square. */
  tokenRect(square: Square): Rect;
  boardRect(): Rect;
  hudRect(): Rect | null;
}

/**
 * A token's short card, shown when the pointer rests on it: beside the token, never over it, its
 * nameplate or the HUD, and inside the board (placeHoverCard). It takes no pointer events, so the
 * board keeps the hover and the click. The full card, keyboard reachable, is the sidebar's.
 */
export function HoverCard({
  table,
  geometry,
}: {
  table: TableStore;
  geometry: () => BoardGeometry | null;
}) {
  const session = useSyncExternalStore(table.session.subscribe, table.session.get);
  const overlay = useSyncExternalStore(table.overlay.subscribe, table.overlay.get);
  const state = session.current;
  const hover = overlay.hover;
  const hovered = hover
    ? (Object.values(state.combatants).find((c) => c.at[0] === hover[0] && c.at[1] === hover[1])
        ?.id ?? null)
    : null;
  // The token the pointer last rested on; its card shows only while the pointer is still there.
  const [restedOn, setRestedOn] = useState<string | null>(null);
  // The camera moves the token under a card placed for where it was (a wheel, a drag, a key, a
  // resize): the card goes, and comes back placed anew once the pointer rests again.
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    const moved = () => {
      setRestedOn(null);
      setSettled((n) => n + 1);
    };
    const events = ['wheel', 'pointerdown', 'pointerup', 'keydown', 'resize'] as const;
    for (const e of events) window.addEventListener(e, moved, { passive: true });
    return () => events.forEach((e) => window.removeEventListener(e, moved));
  }, []);
  useEffect(() => {
    if (!hovered) return;
    const timer = setTimeout(() => setRestedOn(hovered), HOVER_CARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hovered, settled]);
  const resting = hovered !== null && restedOn === hovered ? hovered : null;
  const card = useMemo(() => (resting ? characterCard(state, resting) : null), [state, resting]);
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const where = geometry();
    const who = resting ? state.combatants[resting] : undefined;
    if (!element || !where || !who) return setAt(null);
    const size = element.getBoundingClientRect();
    const hud = where.hudRect();
    setAt(
      placeHoverCard(
        { width: size.width, height: size.height },
        where.tokenRect(who.at),
        where.boardRect(),
        hud ? [hud] : [],
      ),
    );
  }, [card, resting, state, geometry]);
  if (!card) return null;
  return (
    <div
      ref={ref}
      className="hover-card"
      role="tooltip"
      data-testid="hover-card"
      data-placed={at ? 'true' : 'false'}
      style={
        at
          ? { left: at.x, top: at.y }
          : // Measured where it cannot be seen, until a free place is found (or none is).
            { left: 0, top: 0, visibility: 'hidden' }
      }
    >
      <CardBody card={card} compact />
    </div>
  );
}
