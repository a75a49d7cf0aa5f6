import { useLayoutEffect, useState, type RefObject } from 'react';
import { boardFontsLoaded } from '../../board/boardFonts.ts';

/**
 * The frame the initiative strip at `strip` is laid out in, as stripLayout.ts takes it: the
 * strip's width across (the frame's, or its height on a view turned a quarter) by the frame's
 * height (what cqh is a hundredth of). Null before the strip is in the page. Measured before the
 * first paint and again at every resize, and once more when the bundled font is in: the round's
 * line is chosen by its width in that font (issue 40, item 7), and a fallback's is not the same.
 */
export function useStripFrame(
  strip: RefObject<HTMLElement | null>,
): { width: number; height: number } | null {
  const [frame, setFrame] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = strip.current;
    const box = element?.closest<HTMLElement>('.projector-frame');
    if (!element || !box) return;
    let live = true;
    const look = (always: boolean) => {
      if (!live) return;
      const next = { width: element.clientWidth, height: box.clientHeight };
      setFrame((was) =>
        !always && was?.width === next.width && was.height === next.height ? was : next,
      );
    };
    look(false);
    const observer = new ResizeObserver(() => look(false));
    observer.observe(element);
    observer.observe(box);
    // A new object, the same size: the strip chooses again, measuring in the font now loaded.
    void boardFontsLoaded().then(() => look(true));
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [strip]);
  return frame;
}
