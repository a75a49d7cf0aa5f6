import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GameMap } from '../../engine/skirmish.ts';
import { sceneFromGame, type BoardScene } from '../board/boardScene.ts';
import type { BackgroundArt } from '../board/tiles/staticDrawContext.ts';
import {
  ExportCancelled,
  exportBoardPng,
  type BoardExportOptions,
  type ExportProgress,
} from '../export/boardExport.ts';
import { exportSize, PIXELS_PER_SQUARE } from '../export/exportSize.ts';
import type { TableStore } from '../state/tableStore.ts';

/**
 * The board as a PNG file (issue 12, item 6): a printed battle mat, a handout, a map for a forum.
 * The Dealer picks the pixels a square and what to draw; the size is shown before anything is
 * drawn, and one too large is refused in words with the size that fits. Long exports show their
 * progress and can be cancelled; the file is offered as a download (Electron asks where to save).
 */
/** What the export draws: the table's game as it stands, or the map in the editor. */
export interface ExportSource {
  subscribe(listener: () => void): () => void;
  /** The map now (its size and name are shown before anything is drawn). */
  map(): GameMap;
  /** The board to draw, read when the export starts. */
  scene(): BoardScene;
}

/** The table's game as an export source: its map with the tokens where they stand now. */
export function tableExportSource(table: TableStore): ExportSource {
  return {
    subscribe: (listener) => table.session.subscribe(listener),
    map: () => table.state.map,
    scene: () => sceneFromGame(table.state),
  };
}

export function ExportPanel({
  source,
  background,
}: {
  source: ExportSource;
  /** The map's background image as the board draws it, drawn in the export too. */
  background: () => BackgroundArt | null;
}) {
  const map = useSyncExternalStore(source.subscribe, source.map);
  const [options, setOptions] = useState<BoardExportOptions>({
    perSquare: 64,
    grid: true,
    tokens: true,
    dealerMarks: false,
  });
  const [typed, setTyped] = useState('64');
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const size = exportSize(map.size, Number(typed));
  const set = (change: Partial<BoardExportOptions>) => setOptions({ ...options, ...change });

  const run = async () => {
    if (!size.ok) return;
    const controller = new AbortController();
    abort.current = controller;
    setMessage(null);
    setProgress({ done: 0, total: 1 });
    const scene = source.scene();
    try {
      const blob = await exportBoardPng(
        scene.map,
        scene.tokens,
        { ...options, perSquare: Number(typed) },
        setProgress,
        controller.signal,
        background(),
      );
      download(blob, `${fileStem(map.name)}.png`);
      setMessage(`Exported ${size.width} × ${size.height} px (${megabytes(blob.size)}).`);
    } catch (error) {
      setMessage(
        error instanceof ExportCancelled
          ? error.message
          : `The export failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  return (
    <section className="panel export" aria-labelledby="export-title">
      <details>
        <summary>
          <h2 id="export-title">Export image</h2>
          <span className="muted">a PNG of the board</span>
        </summary>
        <div className="export-fields">
          <label>
            Pixels a square{' '}
            <input
              type="number"
              inputMode="numeric"
              min={PIXELS_PER_SQUARE.min}
              max={PIXELS_PER_SQUARE.max}
              value={typed}
              aria-describedby="export-size"
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.grid}
              onChange={(e) => set({ grid: e.target.checked })}
            />{' '}
            Grid
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.tokens}
              onChange={(e) => set({ tokens: e.target.checked })}
            />{' '}
            Tokens
          </label>
          <label>
            <input
              type="checkbox"
              checked={options.dealerMarks}
              disabled={!options.tokens}
              onChange={(e) => set({ dealerMarks: e.target.checked })}
            />{' '}
            Dealer-only marks (hidden tokens, faded)
          </label>
        </div>
        <p id="export-size" className={size.ok ? 'muted small' : 'error small'} role="status">
          {size.ok
            ? `${size.width.toLocaleString('en')} × ${size.height.toLocaleString('en')} px`
            : size.reason}
        </p>
        {progress ? (
          <div className="export-progress">
            <progress max={progress.total} value={progress.done} aria-label="Export progress" />{' '}
            <button type="button" className="quiet" onClick={() => abort.current?.abort()}>
              Cancel
            </button>
          </div>
        ) : (
          <button type="button" disabled={!size.ok} onClick={() => void run()}>
            Export PNG
          </button>
        )}
        {message ? (
          <p className="muted small" data-testid="export-message">
            {message}
          </p>
        ) : null}
      </details>
    </section>
  );
}

export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts; the URL is given back a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from the map's name: letters, digits and dashes, never empty. */
export function fileStem(name: string | undefined): string {
  const stem = (name ?? '')
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return stem.length > 0 ? stem : 'board';
}

function megabytes(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
