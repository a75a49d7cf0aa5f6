// @ts-check
/**
 * The project's import graph, for the boundary rules (issue 37): which of our files each file
 * imports, type-only imports included (`import type` still ties two modules' designs together,
 * and a cycle of types is a cycle a reader has to hold in their head).
 *
 * eslint-plugin-import-x's `no-cycle` skips type-only imports with no option to keep them, and
 * dependency-cruiser needs Node 22; so the graph is read here with TypeScript's own import
 * scanner (`preProcessFile`: no parse, no type check), once per file and again only when the
 * file changes on disk.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ mtimeMs: number, imports: string[] }} Scanned */

/** @type {Map<string, Scanned>} */
const scanned = new Map();

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

/** Whether `file` is a file on disk (a missing or unreadable one is no node of the graph). */
function isFile(/** @type {string} */ file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a relative import names, or null for a package or an import that names nothing:
 * `./x.ts`, `./x` (tried with each extension), or a folder's index. A query (Vite's `?raw`) is
 * dropped.
 *
 * @param {string} from the importing file, absolute
 * @param {string} specifier
 * @returns {string | null}
 */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const bare = specifier.replace(/\?.*$/, '');
  const base = path.resolve(path.dirname(from), bare);
  if (isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) {
    const index = path.join(base, `index${ext}`);
    if (isFile(index)) return index;
  }
  return null;
}

/**
 * The project files `file` imports, resolved to absolute paths: static imports, `export … from`,
 * dynamic `import()`, type-only imports alike.
 *
 * @param {string} file absolute
 * @returns {string[]}
 */
export function importsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = scanned.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  const text = readFileSync(file, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const imports = [
    ...new Set(
      info.importedFiles
        .map((ref) => resolveImport(file, ref.fileName))
        .filter(/** @returns {f is string} */ (f) => f !== null),
    ),
  ];
  scanned.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * The shortest chain of imports from `start` back to `target` (both absolute), or null when none
 * leads there. A breadth-first walk, so the cycle reported is the one easiest to read.
 *
 * @param {string} start
 * @param {string} target
 * @returns {string[] | null} the files from `start` to `target`, both included
 */
export function shortestPath(start, target) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  /** @type {string[]} */
  let frontier = [start];
  while (frontier.length > 0) {
    /** @type {string[]} */
    const next = [];
    for (const file of frontier) {
      for (const imported of importsOf(file)) {
        if (cameFrom.has(imported)) continue;
        cameFrom.set(imported, file);
        if (imported === target) {
          /** @type {string[]} */
          const chain = [];
          for (
            let at = /** @type {string | null} */ (imported);
            at !== null;
            at = cameFrom.get(at) ?? null
          ) {
            chain.unshift(at);
          }
          return chain;
        }
        next.push(imported);
      }
    }
    frontier = next;
  }
  return null;
}
