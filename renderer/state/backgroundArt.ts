import { Texture } from 'pixi.js';
import { MAX_IMAGE_BYTES, sniffImageType, type MapImage } from '../../engine/core.ts';
import { type MapBackground } from '../../engine/skirmish.ts';
import type { BackgroundArt } from '../board/tiles/staticDrawContext.ts';
import type { AppBridge } from '../bridge/appBridge.ts';

/**
 * The largest texture side asked of the GPU. WebGL promises far less, but every GPU this app
 * meets (SwiftShader included) holds 8,192: a larger scan is drawn from a copy of that size, which
 * still has more pixels than the screen shows of it.
 */
export const MAX_TEXTURE_SIDE = 8192;

export type Loaded<T> = { ok: true; value: T } | { ok: false; reason: string };

/** An image file the Dealer picked, checked and read for the `image` save kind. */
export async function imageFromFile(file: Blob): Promise<Loaded<MapImage>> {
  if (file.size > MAX_IMAGE_BYTES)
    return {
      ok: false,
      reason: `This image is ${(file.size / (1024 * 1024)).toFixed(1)} MB; the most a background may be is ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`,
    };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffImageType(head);
  if (!type) return { ok: false, reason: 'This file is not a PNG, WebP or JPEG image.' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(new Blob([file], { type }));
  } catch {
    return {
      ok: false,
      reason: `This file starts as a ${label(type)} image but cannot be read as one.`,
    };
  }
  const { width, height } = bitmap;
  bitmap.close();
  return { ok: true, value: { type, width, height, bytes: await base64Of(file) } };
}

/**
 * The texture of an `image` save, ready for the board (and an export). A copy no larger than
 * MAX_TEXTURE_SIDE is made of a larger image.
 */
export async function artOfImage(image: MapImage): Promise<Texture> {
  const blob = new Blob([bytesOf(image.bytes)], { type: image.type });
  const fit = Math.min(1, MAX_TEXTURE_SIDE / Math.max(image.width, image.height));
  const bitmap =
    fit < 1
      ? await createImageBitmap(blob, {
          resizeWidth: Math.max(1, Math.floor(image.width * fit)),
          resizeHeight: Math.max(1, Math.floor(image.height * fit)),
          resizeQuality: 'high',
        })
      : await createImageBitmap(blob);
  return Texture.from(bitmap);
}

/**
 * Loads the image a map names, once per image save: a map edited (its offset nudged) keeps the
 * texture it had. Answers the reason in words when the image is missing or unreadable.
 */
export class BackgroundImages {
  private readonly textures = new Map<
    string,
    Promise<Loaded<{ texture: Texture; width: number }>>
  >();

  constructor(private readonly bridge: AppBridge) {}

  async art(background: MapBackground): Promise<Loaded<BackgroundArt>> {
    let loading = this.textures.get(background.image);
    if (!loading) {
      loading = this.load(background.image);
      this.textures.set(background.image, loading);
    }
    const loaded = await loading;
    if (!loaded.ok) {
      // Not kept: the image may be saved later under that name.
      this.textures.delete(background.image);
      return loaded;
    }
    return {
      ok: true,
      value: {
        texture: loaded.value.texture,
        imageWidth: loaded.value.width,
        offset: background.offset,
        pixelsPerSquare: background.pixelsPerSquare,
      },
    };
  }

  /** Forgets an image (saved anew under the same name), so the next map that names it reloads it. */
  forget(name: string): void {
    const loading = this.textures.get(name);
    this.textures.delete(name);
    void loading?.then((l) => l.ok && l.value.texture.destroy(true));
  }

  private async load(name: string): Promise<Loaded<{ texture: Texture; width: number }>> {
    const result = await this.bridge.loadSave({ kind: 'image', name });
    if (!result.ok)
      return {
        ok: false,
        reason: `The background “${name}” cannot be loaded: ${result.error.message}`,
      };
    const image = result.value.data as MapImage;
    try {
      return { ok: true, value: { texture: await artOfImage(image), width: image.width } };
    } catch {
      return {
        ok: false,
        reason: `The background “${name}” is not an image this window can draw.`,
      };
    }
  }
}

function label(type: MapImage['type']): string {
  return type === 'image/png' ? 'PNG' : type === 'image/webp' ? 'WebP' : 'JPEG';
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** A file as base64, read by the browser (a data: URL's tail), not a byte at a time in script. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}
