import { useEffect, useRef } from 'react';
import type { Texture } from 'pixi.js';
import type { Board } from '../../board/Board.ts';
import type { PlayersBackground } from '../../players/playersMessages.ts';
import { artOfImage } from '../../state/backgroundArt.ts';

/**
 * Draws the map's background image on a players' board (issue 11 with issue 12, item 6), under
 * the fog as under the grid: the board lays it at the bottom of its static layers, and the fog's
 * sprite, above them, blacks it out on every square the posse has not seen. The texture is made
 * once per image: the same image sent again (to a view that says hello, or nudged) keeps it.
 */
export function useProjectorBackground(
  board: Board | null,
  background: PlayersBackground | null,
): void {
  const made = useRef<{ bytes: string; texture: Promise<Texture | null> } | null>(null);
  const drawn = useRef<Texture | null>(null);
  useEffect(() => {
    if (!board) return;
    let current = true;
    // The texture drawn before is let go only once the board no longer draws it.
    const show = (texture: Texture | null, draw: () => void) => {
      draw();
      if (drawn.current && drawn.current !== texture) drawn.current.destroy(true);
      drawn.current = texture;
    };
    if (!background) {
      made.current = null;
      show(null, () => board.setBackground(null));
      return;
    }
    const { image, placement } = background;
    if (made.current?.bytes !== image.bytes)
      made.current = { bytes: image.bytes, texture: artOfImage(image).catch(() => null) };
    void made.current.texture.then((texture) => {
      if (!current) return;
      show(texture, () =>
        board.setBackground(
          texture
            ? {
                texture,
                imageWidth: image.width,
                offset: placement.offset,
                pixelsPerSquare: placement.pixelsPerSquare,
              }
            : null,
        ),
      );
    });
    return () => {
      current = false;
    };
  }, [board, background]);
}
