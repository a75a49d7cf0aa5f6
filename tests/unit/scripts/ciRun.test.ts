import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../electron/tempDir.ts';

const tempDir = useTempDirs();
const which = (tool: string) =>
  execFileSync('sh', ['-c', `command -v ${tool}`])
    .toString()
    .trim();

/**
 * Runs .ci/run with a PATH holding only a fake `node` of the given version and the few tools the
 * script needs before installing anything. No npm is on that PATH, so a run that gets past the
 * version check stops at `npm ci` without touching node_modules.
 */
async function ciRunWithNode(version: string) {
  const bin = path.join(await tempDir(), 'bin');
  await mkdir(bin);
  await writeFile(path.join(bin, 'node'), `#!/bin/sh\necho ${version}\n`);
  await chmod(path.join(bin, 'node'), 0o755);
  for (const tool of ['dirname', 'date']) await symlink(which(tool), path.join(bin, tool));
  const run = spawnSync(which('bash'), [path.resolve('.ci/run')], {
    env: { PATH: bin, HOME: process.env.HOME ?? '/tmp', CHROMIUM_PATH: '/skip/the/install' },
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('.ci/run', () => {
  it('stops at once, in one line, on a Node older than 20.19', async () => {
    for (const version of ['v20.18.1', 'v18.20.4']) {
      const run = await ciRunWithNode(version);
      expect(run.status, version).toBe(1);
      expect(run.stdout, version).toBe('');
      expect(run.stderr, version).toBe(
        `== CI needs Node.js 20.19 or later; node --version says ${version}\n`,
      );
    }
  });

  it('goes on to install with Node 20.19 or later', async () => {
    for (const version of ['v20.19.0', 'v22.12.0']) {
      const run = await ciRunWithNode(version);
      expect(run.stderr, version).not.toContain('CI needs Node.js');
      expect(run.stdout, version).toContain('== npm ci');
    }
  });
});
