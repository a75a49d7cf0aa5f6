import { useState, useSyncExternalStore } from 'react';
import type { GameMap, MapBackground } from '../../engine/skirmish.ts';
import type { AppBridge } from '../bridge/appBridge.ts';
import { FilePick } from './FilePick.tsx';
import { imageFromFile, type BackgroundImages } from '../state/backgroundArt.ts';
import type { Store } from '../../common/store.ts';

/**
 * A background image under the map's grid (issue 12, item 6): a scan or a painted battle map,
 * imported from a file and kept as an `image` save of its own, which the map names. It is laid
 * to fit the map's width, then aligned with the offset and the pixels a square (arrow keys step
 * them). Saved with the map from the Library; a game under way keeps going over it.
 */
export function BackgroundPanel({
  bridge,
  currentMap,
  images,
  problem,
}: {
  bridge: AppBridge;
  currentMap: Store<GameMap>;
  images: BackgroundImages;
  /** Why the map's image is not drawn, from the board's loader. */
  problem: string | null;
}) {
  const map = useSyncExternalStore(currentMap.subscribe, currentMap.get);
  const background = map.background;
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lay = (next: MapBackground | undefined) => {
    const rest = { ...currentMap.get() };
    delete rest.background;
    currentMap.set(next ? { ...rest, background: next } : rest);
  };

  const importFile = async (file: File) => {
    setBusy(true);
    setError(null);
    setStatus(`Reading ${file.name}…`);
    try {
      const read = await imageFromFile(file);
      if (!read.ok) {
        setStatus(null);
        setError(read.reason);
        return;
      }
      const name = `${map.name ?? 'Untitled map'} background`;
      const saved = await bridge.writeSave({
        kind: 'image',
        name,
        data: read.value,
        overwrite: true,
      });
      if (!saved.ok) {
        setStatus(null);
        setError(saved.error.message);
        return;
      }
      images.forget(saved.value.name);
      const { width } = read.value;
      lay({
        image: saved.value.name,
        offset: [0, 0],
        pixelsPerSquare: Math.max(1, round(width / map.size[0])),
      });
      setStatus(
        `Laid “${file.name}” (${read.value.width} × ${read.value.height} px) across the map. Save the map to keep it.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const field = (
    label: string,
    value: number,
    change: (v: number) => MapBackground,
    step: number,
    min?: number,
  ) => (
    <label>
      {label}{' '}
      <input
        type="number"
        step={step}
        {...(min !== undefined ? { min } : {})}
        value={value}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(v) && (min === undefined || v >= min))
            lay(change(v));
        }}
      />
    </label>
  );

  return (
    <section className="panel background" aria-labelledby="background-title">
      <details open={background !== undefined}>
        <summary>
          <h2 id="background-title">Background image</h2>
          <span className="muted">{background ? background.image : 'none'}</span>
        </summary>
        <FilePick
          accept="image/png,image/webp,image/jpeg"
          disabled={busy}
          onFile={(file) => void importFile(file)}
        >
          {background ? 'Replace the image' : 'Import an image'} (PNG, WebP or JPEG, up to 50 MB)
        </FilePick>
        {background ? (
          <div className="export-fields">
            {field(
              'Pixels a square',
              background.pixelsPerSquare,
              (v) => ({ ...background, pixelsPerSquare: v }),
              0.5,
              1,
            )}
            {field(
              'Left edge (squares)',
              background.offset[0],
              (v) => ({ ...background, offset: [v, background.offset[1]] }),
              0.05,
            )}
            {field(
              'Top edge (squares)',
              background.offset[1],
              (v) => ({ ...background, offset: [background.offset[0], v] }),
              0.05,
            )}
            <button type="button" className="quiet" onClick={() => lay(undefined)}>
              Take the image away
            </button>
          </div>
        ) : null}
        {status ? (
          <p className="muted small" role="status">
            {status}
          </p>
        ) : null}
        {(error ?? problem) ? (
          <p className="error small" role="alert">
            {error ?? problem}
          </p>
        ) : null}
      </details>
    </section>
  );
}

function round(v: number): number {
  return Math.round(v * 100) / 100;
}
