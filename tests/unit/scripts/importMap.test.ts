import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importUvtt } from '../../../engine/import/importUvtt.ts';
import { mapSchema } from '../../../engine/model/map.ts';
import { projectRoot } from '../../../scripts/lib/projectRoot.ts';
import { useTempDirs } from '../electron/tempDir.ts';
import { fixtureDocument } from '../engine/import/uvttFixture.ts';

const tempDir = useTempDirs();
const fixtureDir = path.join(projectRoot, 'tests/fixtures/uvtt');

/**
 * `npm run --silent import-map -- ...` as a person types it, from `cwd`. Outside the project
 * npm needs --prefix to find it; either way npm sets INIT_CWD to `cwd`, which the paths resolve
 * from.
 */
function importMap(cwd: string, ...args: string[]) {
  const prefix = cwd.startsWith(projectRoot) ? [] : ['--prefix', projectRoot];
  const run = spawnSync('npm', ['run', '--silent', ...prefix, 'import-map', '--', ...args], {
    cwd,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each run starts tsx through npm: seconds apiece on a loaded machine.
describe('npm run import-map (issue 12, item 5)', () => {
  it('imports the fixture from the caller’s folder: one line of counts, and the bare map', async () => {
    const out = path.join(await tempDir(), 'sample-map.json');
    const run = importMap(fixtureDir, 'dungeondraft-sample.dd2vtt', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(
      '{"size":[20,20],"walls":247,"doors":3,"windows":0,"dropped":{"lights":1,"environment":1}}\n',
    );
    const written = JSON.parse(await readFile(out, 'utf8'));
    expect(written).not.toHaveProperty('image');
    expect(mapSchema.parse(written)).toEqual(written);
    expect(written).toEqual(importUvtt(fixtureDocument(), { name: 'dungeondraft-sample' }).map);
  });

  it('imports a file that begins with a byte order mark, as Windows tools write them (HD10)', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'marked.dd2vtt'), `\uFEFF${JSON.stringify(fixtureDocument())}`);
    const run = importMap(dir, 'marked.dd2vtt', '--out', 'map.json');
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ size: [20, 20], walls: 247 });
  });

  it('refuses a malformed file naming the field, writes nothing, and exits 1', async () => {
    const dir = await tempDir();
    const doc = fixtureDocument();
    delete (doc.resolution as Record<string, unknown>).pixels_per_grid;
    await writeFile(path.join(dir, 'bad.df2vtt'), JSON.stringify(doc));
    await writeFile(path.join(dir, 'torn.uvtt'), '{"format": 0.3, "resol');
    for (const [file, error] of [
      ['bad.df2vtt', 'resolution.pixels_per_grid: missing: expected a positive number'],
      ['torn.uvtt', expect.stringMatching(/^not valid JSON: /)],
      ['absent.dd2vtt', 'no such file'],
    ] as const) {
      const run = importMap(dir, file, '--out', 'map.json');
      expect(run.status, file).toBe(1);
      expect(JSON.parse(run.stdout)).toEqual({ file, error });
      expect(run.stdout.split('\n')).toHaveLength(2);
    }
    expect(existsSync(path.join(dir, 'map.json'))).toBe(false);
  });

  it('still imports the walls of a file whose image is cut short, and names the image as dropped', async () => {
    const dir = await tempDir();
    const doc = fixtureDocument();
    doc.image = doc.image.slice(0, 600_000);
    await writeFile(path.join(dir, 'cut.dd2vtt'), JSON.stringify(doc));
    const run = importMap(dir, 'cut.dd2vtt', '--out', 'cut.json');
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      size: [20, 20],
      walls: 247,
      doors: 3,
      windows: 0,
      dropped: { lights: 1, environment: 1, image: 1 },
    });
    expect(run.stderr).toMatch(/background image was dropped: .*cut short/);
    expect(
      mapSchema.parse(JSON.parse(await readFile(path.join(dir, 'cut.json'), 'utf8'))).walls,
    ).toHaveLength(247);
  });
});
