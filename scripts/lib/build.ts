import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type InlineConfig } from 'vite';
import { withLock } from './buildLock.ts';
import { projectRoot } from './projectRoot.ts';

const RENDERER_OUT = path.join(projectRoot, 'dist', 'renderer');
const STAMP = path.join(RENDERER_OUT, '.source-stamp');
/** Everything the renderer build reads. A change in any of them makes the build stale. */
const RENDERER_SOURCES = [
  'renderer',
  'engine',
  'common',
  'assets',
  'electron/contract.ts',
  'electron/csp.ts',
  'vite.config.ts',
  'package-lock.json',
];

export const rendererDir = RENDERER_OUT;

/**
 * Builds the renderer when dist/ is missing or older than any of its sources. Several processes
 * may ask at once (parallel test files, `npm start` beside `npm run web`), so building holds a lock
 * folder; the others wait for it, then find the build fresh.
 */
export async function ensureRendererBuilt(): Promise<'built' | 'fresh'> {
  return withBuildLock(async () => {
    const stamp = await sourceStamp();
    const previous = await readFile(STAMP, 'utf8').catch(() => null);
    const hasIndex = await stat(path.join(RENDERER_OUT, 'index.html')).then(
      () => true,
      () => false,
    );
    if (hasIndex && previous === stamp) return 'fresh';
    await viteBuildRenderer();
    await writeFile(STAMP, stamp);
    return 'built';
  });
}

export function buildRenderer(): Promise<void> {
  return withBuildLock(viteBuildRenderer);
}

/**
 * The renderer is always built for production, whichever process asks. Under vitest NODE_ENV is
 * 'test', and Vite then bundles React's development build (StrictMode's double effects, 225 KB
 * more); stamped as fresh, that build was what the browser tests ran instead of the app.
 */
const PRODUCTION = {
  mode: 'production',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
} as const;

async function viteBuildRenderer(): Promise<void> {
  await asProduction(() =>
    build({
      configFile: path.join(projectRoot, 'vite.config.ts'),
      logLevel: 'error',
      root: path.join(projectRoot, 'renderer'),
      ...PRODUCTION,
      // The Dealer's app, and the players' view (issue 11): a page of its own, with no bridge.
      // Named here, not in vite.config.ts, whose build options the bench build merges with its own.
      build: {
        rollupOptions: {
          input: {
            index: path.join(projectRoot, 'renderer', 'index.html'),
            projector: path.join(projectRoot, 'renderer', 'projector.html'),
            seat: path.join(projectRoot, 'renderer', 'seat.html'),
          },
        },
      },
    }),
  );
}

/** Vite's plugins (React's JSX runtime among them) read NODE_ENV itself, not only the mode. */
async function asProduction<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/** The benchmark pages (renderer/bench), built apart from the app into dist/bench. */
/** Everything the bench pages' build reads: the renderer's sources and the bench scenes' maps. */
const BENCH_SOURCES = [...RENDERER_SOURCES, 'tests/bench'];

/**
 * Builds the bench pages (renderer/bench) into dist/bench when they are missing or older than
 * their sources, as ensureRendererBuilt does for the app: the pixel tests and the board benchmark
 * ask for them on every run, and an unchanged tree need not wait for Vite again.
 */
export async function buildBench(): Promise<string> {
  const outDir = path.join(projectRoot, 'dist', 'bench');
  const stampFile = path.join(outDir, '.source-stamp');
  await withBuildLock(async () => {
    const stamp = await sourceStamp(BENCH_SOURCES);
    const previous = await readFile(stampFile, 'utf8').catch(() => null);
    const hasPages = await stat(path.join(outDir, 'bench', 'board-pixels.html')).then(
      () => true,
      () => false,
    );
    if (hasPages && previous === stamp) return;
    await asProduction(() =>
      build({
        configFile: path.join(projectRoot, 'vite.config.ts'),
        logLevel: 'error',
        root: path.join(projectRoot, 'renderer'),
        ...PRODUCTION,
        build: {
          outDir,
          emptyOutDir: true,
          rollupOptions: {
            input: ['board.html', 'board-pixels.html'].map((page) =>
              path.join(projectRoot, 'renderer', 'bench', page),
            ),
          },
        },
      }),
    );
    await writeFile(stampFile, stamp);
  });
  return outDir;
}

/**
 * Bundles the Electron main process (ESM), the store's judge thread (ESM) and the sandboxed preload
 * (one CommonJS file).
 */
export async function buildElectron(): Promise<void> {
  const common = (entry: string, format: 'es' | 'cjs', fileName: string): InlineConfig => ({
    configFile: false,
    root: projectRoot,
    logLevel: 'error',
    publicDir: false,
    ssr: { noExternal: true, external: ['electron'] },
    build: {
      ssr: true,
      outDir: path.join(projectRoot, 'dist', 'electron'),
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      rollupOptions: {
        input: path.join(projectRoot, entry),
        external: ['electron'],
        output: { format, entryFileNames: fileName, codeSplitting: false },
      },
    },
  });
  await withBuildLock(async () => {
    await build(common('electron/main.ts', 'es', 'main.js'));
    // The save store's judge threads (electron/store/judge/judgePool.ts) start this file, beside main.js.
    await build(common('electron/store/judge/judgeWorker.ts', 'es', 'judgeWorker.js'));
    // The computer's seats think in this thread (electron/room/threadPlayer.ts), beside main.js.
    await build(common('electron/room/computerThread.ts', 'es', 'computerThread.js'));
    await build(common('electron/preload.ts', 'cjs', 'preload.cjs'));
  });
}

const LOCK = path.join(projectRoot, 'dist', '.build-lock');

function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  return withLock(LOCK, work);
}

/** The newest modification time and the file count of the sources, as one comparable string. */
async function sourceStamp(sources: readonly string[] = RENDERER_SOURCES): Promise<string> {
  let newest = 0;
  let count = 0;
  async function visit(target: string): Promise<void> {
    const info = await stat(target).catch(() => null);
    if (!info) return;
    if (info.isDirectory()) {
      for (const entry of await readdir(target)) await visit(path.join(target, entry));
      return;
    }
    count += 1;
    newest = Math.max(newest, info.mtimeMs);
  }
  for (const source of sources) await visit(path.join(projectRoot, source));
  return `${newest}:${count}`;
}
