import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const publicDir = path.join(here, 'public');
const sharedRoot = path.resolve(here, '..', '..', '..', 'shared', 'scenarios');
const jsonFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();

/**
 * The copied scenario sets: `public/` (the RPG and Finger Guns) and `texas/` (Texas Shootout,
 * FORMAT.md's kind `texas`), each with the least number of files it is known to hold, so a copy
 * that lost files fails.
 */
const SETS = [
  { name: 'public', least: 58 },
  { name: 'texas', least: 7 },
] as const;

/** Runs the rules CLI exactly as FORMAT.md says a caller does. */
async function runRules(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'rules', '--', ...args],
      { cwd },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe.each(SETS)('the $name rules scenarios, through `npm run rules`', ({ name, least }) => {
  const dir = path.join(here, name);
  const sharedDir = path.join(sharedRoot, name);
  const setFiles = jsonFiles(dir);

  it('passes every one, comparing only the keys `expect` names', async () => {
    const { stdout } = await runRules(setFiles, dir);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.file)).toEqual(setFiles);
    const failures: string[] = [];
    lines.forEach((line, i) => {
      const { expect: wanted } = JSON.parse(readFileSync(path.join(dir, setFiles[i]!), 'utf8')) as {
        expect: Record<string, unknown>;
      };
      if (wanted.error === true) {
        if (!('error' in line)) failures.push(`${setFiles[i]}: expected an error line`);
        return;
      }
      if ('error' in line) return failures.push(`${setFiles[i]}: ${String(line.error)}`);
      const result = line.result as Record<string, unknown>;
      for (const [key, value] of Object.entries(wanted)) {
        if (JSON.stringify(result[key]) !== JSON.stringify(value)) {
          failures.push(
            `${setFiles[i]}: ${key} want ${JSON.stringify(value)} got ${JSON.stringify(result[key])}`,
          );
        }
      }
    });
    expect(failures).toEqual([]);
    expect(lines.length).toBeGreaterThanOrEqual(least);
  });

  it.runIf(existsSync(sharedDir))(`keeps its copy of ../shared/scenarios/${name} current`, () => {
    const shared = jsonFiles(sharedDir);
    expect(setFiles).toEqual(shared);
    for (const file of shared) {
      expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(
        readFileSync(path.join(sharedDir, file), 'utf8'),
      );
    }
  });
});

it.runIf(existsSync(sharedRoot))('keeps its copy of ../shared/scenarios/FORMAT.md current', () => {
  // The README links the copy: a plain clone has no ../shared.
  expect(readFileSync(path.join(here, 'FORMAT.md'), 'utf8')).toBe(
    readFileSync(path.join(sharedRoot, 'FORMAT.md'), 'utf8'),
  );
});

describe('the rules command', () => {
  it('prints its usage and exits 1 with no arguments, writing nothing to stdout', async () => {
    const { code, stdout, stderr } = await runRules([], publicDir);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('usage');
  });

  it('resolves paths against the caller’s directory and echoes them as given', async () => {
    const { code, stdout } = await runRules(
      ['los-open-street.json', './los-wall-blocks.json'],
      publicDir,
    );
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      {
        file: 'los-open-street.json',
        name: 'clear street',
        result: { los: true, distance: 6, cover: false },
      },
      {
        file: './los-wall-blocks.json',
        name: 'a wall between blocks LOS',
        result: { los: false, distance: 6, cover: false },
      },
    ]);
  });

  it('prints an error line for each refused scenario, evaluates the rest, and exits 1', async () => {
    const { code, stdout } = await runRules(
      ['error-unknown-check.json', 'missing.json', 'los-open-street.json'],
      publicDir,
    );
    expect(code).toBe(1);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({
      file: 'error-unknown-check.json',
      error: expect.stringContaining('check: unknown check "Juggle"'),
    });
    expect(lines[1]).toEqual({ file: 'missing.json', error: 'no such file' });
    expect(lines[2]).toMatchObject({ result: { los: true } });
  });
});
