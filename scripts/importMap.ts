/**
 * `npm run --silent import-map -- FILE [--out MAP.json]` (issue 12, item 5): reads a Universal VTT
 * file (.dd2vtt, .df2vtt, .uvtt) and prints one JSON line, `{"size": [w, h], "walls": n, "doors":
 * n, "windows": n, "dropped": {...}}`, where walls are counted after collinear duplicates are
 * merged and `dropped` names what the map could not take, with counts. `--out` writes the bare
 * map (engine/model/map.ts, without the image). A file that is not UVTT prints `{"file": ...,
 * "error": ...}` naming the field, writes nothing, and exits 1.
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importUvtt, MAX_UVTT_FILE_BYTES } from '../engine/import/importUvtt.ts';
import { UvttInputError } from '../engine/import/uvttInputError.ts';
import { parseJsonText } from '../engine/model/jsonText.ts';

const USAGE = 'usage: npm run --silent import-map -- FILE [--out MAP.json]\n';

let args: ReturnType<typeof parseCommandLine>;
try {
  args = parseCommandLine(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}

// npm runs scripts from the package root; the caller's directory is INIT_CWD.
const base = process.env.INIT_CWD ?? process.cwd();
const file = args.file;
try {
  const source = path.resolve(base, file);
  const { size } = await stat(source);
  if (size > MAX_UVTT_FILE_BYTES) {
    throw new UvttInputError(
      '',
      `the file is over ${Math.floor(MAX_UVTT_FILE_BYTES / 2 ** 20)} MB`,
    );
  }
  let raw: unknown;
  try {
    raw = parseJsonText(await readFile(source, 'utf8'));
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new UvttInputError('', `not valid JSON: ${error.message}`);
    throw error;
  }
  const { map, report } = importUvtt(raw, { name: path.basename(file, path.extname(file)) });
  if (args.out !== undefined) {
    await writeFile(path.resolve(base, args.out), mapText(map));
  }
  for (const note of report.notes.filter((n) => n.includes('dropped'))) {
    process.stderr.write(`${note}\n`);
  }
  process.stdout.write(
    JSON.stringify({
      size: map.size,
      walls: map.walls.length,
      doors: map.doors.length,
      windows: map.windows.length,
      dropped: report.dropped,
    }) + '\n',
  );
} catch (error) {
  process.stdout.write(JSON.stringify({ file, error: readError(error) }) + '\n');
  process.exit(1);
}

/** The map as indented JSON, with each segment and square on one line: a wall reads as a wall. */
function mapText(map: unknown): string {
  return (
    JSON.stringify(map, null, 2).replace(
      /\[\s+(-?[\d.e+-]+(?:,\s+-?[\d.e+-]+)*)\s+\]/g,
      (_, list: string) => `[${list.split(/,\s+/).join(', ')}]`,
    ) + '\n'
  );
}

function parseCommandLine(argv: string[]): { file: string; out?: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { out: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new Error('import-map takes one UVTT file');
  return { file: positionals[0]!, ...(values.out !== undefined ? { out: values.out } : {}) };
}

function readError(error: unknown): string {
  if (error instanceof UvttInputError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'a folder, not a file';
  return error instanceof Error ? error.message : String(error);
}
