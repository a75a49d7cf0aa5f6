import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectron } from '../../../scripts/lib/findElectron.ts';
import { parseWebArgs } from '../../../scripts/lib/webMode.ts';
import { scaled } from '../../slowdown.ts';

describe('npm run web arguments', () => {
  it('defaults to port 4477 and takes --port and --data', () => {
    expect(parseWebArgs([]).port).toBe(4477);
    expect(parseWebArgs(['--port', '0']).port).toBe(0);
    expect(parseWebArgs(['--data', '/tmp/x']).dataDir).toBe('/tmp/x');
    expect(parseWebArgs(['--data', '/tmp/x']).dataDirGiven).toBe(true);
    expect(parseWebArgs([]).dataDirGiven).toBe(false);
  });
  it('refuses a bad port or an unknown option with a clear message', () => {
    expect(() => parseWebArgs(['--port', 'abc'])).toThrow(
      '--port must be a whole number from 0 to 65535',
    );
    expect(() => parseWebArgs(['--port', '70000'])).toThrow('--port must be');
    expect(() => parseWebArgs(['--verbose'])).toThrow();
  });
  it("takes --lan for the players' view from the start, at the LAN's address or --lan-address's (issues 11, 38)", () => {
    // Off, but the Players panel may turn it on, on the default port.
    expect(parseWebArgs([]).lan).toEqual({ port: 4478, on: false });
    expect(parseWebArgs(['--lan-address', '127.0.0.1', '--lan-port', '0']).lan).toEqual({
      port: 0,
      on: true,
      extraAddress: '127.0.0.1',
    });
    expect(parseWebArgs(['--lan', '--lan-address', '127.0.0.1']).lan?.port).toBe(4478);
    expect(() => parseWebArgs(['--lan-address', '127.0.0.1', '--lan-port', 'x'])).toThrow(
      '--lan-port must be a whole number from 0 to 65535',
    );
  });
});

/** The first lines a command prints on stdout, then it is stopped. */
function firstLines(args: string[], count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      const lines = out.split('\n').filter(Boolean);
      if (lines.length >= count) {
        child.kill('SIGTERM');
        resolve(lines);
      }
    });
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) =>
      reject(new Error(`exited with ${code} before printing ${count} lines: ${out} ${err}`)),
    );
  });
}

describe('npm run web -- --lan', () => {
  it(
    "prints the players' link, token included, on its own line",
    async () => {
      const data = await mkdtemp(path.join(os.tmpdir(), 'high-noon-lan-'));
      try {
        const lines = await firstLines(
          [
            'scripts/web.ts',
            '--port',
            '0',
            '--data',
            data,
            '--lan-address',
            '127.0.0.1',
            '--lan-port',
            '0',
          ],
          2,
        );
        const link =
          /^High Noon Table: players' view on the LAN: (http:\/\/127\.0\.0\.1:\d+\/[\w-]{24,}\/)$/.exec(
            lines[1]!,
          );
        expect(link, lines[1]).not.toBeNull();
      } finally {
        await rm(data, { recursive: true, force: true });
      }
    },
    scaled(120_000),
  );
});

describe('npm start', () => {
  it(
    'falls back to the web mode with one clear line where Electron is unavailable',
    async () => {
      const electron = findElectron();
      if ('path' in electron) {
        // On a machine where Electron installed, `npm start` opens a window instead; the fallback
        // cannot be exercised there, but the binary must then really exist.
        const { existsSync } = await import('node:fs');
        expect(existsSync(electron.path)).toBe(true);
        return;
      }
      const data = await mkdtemp(path.join(os.tmpdir(), 'high-noon-start-'));
      try {
        const lines = await firstLines(['scripts/start.ts', '--port', '0', '--data', data], 2);
        expect(lines[0]).toMatch(
          /^Electron is not available here \(.+\); starting the web mode instead\.$/,
        );
        expect(lines[1]).toMatch(/^High Noon Table: http:\/\/127\.0\.0\.1:\d+\/$/);
      } finally {
        await rm(data, { recursive: true, force: true });
      }
    },
    scaled(120_000),
  );

  it('on a data folder another program holds, says who in one line and exits, trying nothing else', async () => {
    const data = await mkdtemp(path.join(os.tmpdir(), 'high-noon-start-held-'));
    try {
      // This test's own process stands for a web host that holds the folder: alive, not the child.
      const { writeFile } = await import('node:fs/promises');
      const lock = { pid: process.pid, owner: 'web', since: new Date().toISOString() };
      await writeFile(path.join(data, 'owner.lock'), JSON.stringify(lock));
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/start.ts', '--port', '0', '--data', data],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (c: Buffer) => (out += c.toString()));
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(out).toBe('');
      expect(err.trim()).toBe(
        `High Noon Table: The data folder ${data} is in use by the web host (npm run web) (pid ${process.pid}). Close it first, or give another folder with --data DIR.`,
      );
    } finally {
      await rm(data, { recursive: true, force: true });
    }
  });
});
