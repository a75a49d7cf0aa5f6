import { Sprite, type Text, type Texture } from 'pixi.js';

/**
 * The labels and sprites a tile drawing borrows, kept between drawings. PixiJS shares one texture
 * among texts of the same string and style for as long as one of them lives: destroying a tile's
 * labels after drawing it would paint the same store name again for the next tile. And a town's
 * cover is thousands of sprites: made afresh for every tile, they were most of the cost of drawing
 * a big map zoomed out. So a drawing borrows them here and gives them back once drawn: each name
 * is painted once, and a tile needs only as many sprites as it shows.
 */
export class DrawPool {
  private readonly freeLabels = new Map<string, Text[]>();
  private readonly freeSprites: Sprite[] = [];
  private lentLabels: { key: string; text: Text }[] = [];
  private lentSprites: Sprite[] = [];

  /** A label for `key` (its string and style), made by `make` only if none is free. */
  label(key: string, make: () => Text): Text {
    const text = this.freeLabels.get(key)?.pop() ?? make();
    this.lentLabels.push({ key, text });
    return text;
  }

  /** A sprite showing `texture`, at the origin, unscaled, unturned, anchored at its corner. */
  sprite(texture: Texture): Sprite {
    const sprite = this.freeSprites.pop() ?? new Sprite();
    sprite.texture = texture;
    sprite.anchor.set(0);
    sprite.rotation = 0;
    sprite.scale.set(1);
    sprite.position.set(0);
    sprite.label = '';
    this.lentSprites.push(sprite);
    return sprite;
  }

  /** Everything lent back, taken off whatever it was drawn in. */
  returnAll(): void {
    for (const { key, text } of this.lentLabels) {
      text.removeFromParent();
      const list = this.freeLabels.get(key);
      if (list) list.push(text);
      else this.freeLabels.set(key, [text]);
    }
    this.lentLabels = [];
    for (const sprite of this.lentSprites) {
      sprite.removeFromParent();
      this.freeSprites.push(sprite);
    }
    this.lentSprites = [];
  }

  /** Forgets everything kept (a new pixel density draws text anew). */
  clear(): void {
    this.returnAll();
    for (const list of this.freeLabels.values()) for (const text of list) text.destroy();
    this.freeLabels.clear();
    for (const sprite of this.freeSprites.splice(0)) sprite.destroy();
  }
}
