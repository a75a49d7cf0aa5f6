/**
 * `npm run --silent rules -- FILE.json...`: evaluates rules scenarios as
 * ../shared/scenarios/FORMAT.md says. One compact JSON line per file on stdout, in argument order;
 * a refused scenario prints an error line naming the field, the rest are still evaluated, and the
 * exit code is 1 if any line was an error. It never reads `expect`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { RulesInputError } from '../engine/rules/rulesInputError.ts';
import { evaluateScenario } from './scenarios/evaluateScenario.ts';

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: npm run --silent rules -- FILE.json [FILE.json ...]\n');
  process.exit(1);
}

// npm runs scripts from the package root; the caller's directory is INIT_CWD.
const base = process.env.INIT_CWD ?? process.cwd();
let failed = false;
const lines: string[] = [];
for (const file of files) {
  let line: Record<string, unknown>;
  try {
    const scenario = JSON.parse(await readFile(path.resolve(base, file), 'utf8')) as Record<
      string,
      unknown
    >;
    const name = typeof scenario?.name === 'string' ? scenario.name : undefined;
    try {
      line = { file, name, result: evaluateScenario(scenario) };
    } catch (error) {
      if (!(error instanceof RulesInputError)) throw error;
      failed = true;
      line = { file, name, error: error.message };
    }
  } catch (error) {
    failed = true;
    line = { file, error: readError(error) };
  }
  lines.push(JSON.stringify(line));
}
process.stdout.write(lines.join('\n') + '\n');
process.exit(failed ? 1 : 0);

function readError(error: unknown): string {
  if (error instanceof SyntaxError) return `not valid JSON: ${error.message}`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  return error instanceof Error ? error.message : String(error);
}
