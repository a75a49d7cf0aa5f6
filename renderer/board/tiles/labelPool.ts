import type { Text } from 'pixi.js';

/**
 * Board labels kept between tile drawings. PixiJS shares one texture among texts of the same
 * string and style, for as long as one of them lives; destroying a tile's labels after drawing it
 * would paint the same store name again for the next tile. So a tile borrows its labels here and
 * gives them back once drawn: each name is painted once, and a tile's labels cost a quad each.
 */
export class LabelPool {
  private readonly free = new Map<string, Text[]>();
  private lent: { key: string; text: Text }[] = [];

  /** A label for `key` (its string and style), made by `make` only if none is free. */
  take(key: string, make: () => Text): Text {
    const text = this.free.get(key)?.pop() ?? make();
    this.lent.push({ key, text });
    return text;
  }

  /** Every lent label back, taken off whatever it was drawn in. */
  returnAll(): void {
    for (const { key, text } of this.lent) {
      text.removeFromParent();
      const list = this.free.get(key);
      if (list) list.push(text);
      else this.free.set(key, [text]);
    }
    this.lent = [];
  }

  /** Forgets every label (a new pixel density draws text anew). */
  clear(): void {
    this.returnAll();
    for (const list of this.free.values()) for (const text of list) text.destroy();
    this.free.clear();
  }
}
