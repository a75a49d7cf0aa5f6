import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * electron-builder cannot package here (it downloads Electron), so its configuration, package.json's
 * "build", is checked as loaded: by electron-builder's own schema, and field by field.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  main: string;
  build: BuilderConfig;
};
interface BuilderConfig {
  appId: string;
  files: string[];
  asar?: boolean;
  electronFuses: Record<string, boolean>;
  linux: { target: string[]; icon: string; maintainer?: string };
  win: { target: string[]; icon: string };
  mac: { target: string[]; icon: string };
}
const config = pkg.build;

// electron-builder's own modules, pinned through its exact version in devDependencies.
const require = createRequire(path.resolve('package.json'));
const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
  validateConfiguration(config: object, logger: object): Promise<void>;
};
const { DebugLogger } = require('builder-util') as { DebugLogger: new (on: boolean) => object };
const { minimatch } = require('minimatch') as {
  minimatch(file: string, pattern: string): boolean;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE), 'a PNG').toBe(true);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the packaging configuration (package.json "build")', () => {
  it('is accepted by electron-builder’s own schema', async () => {
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('sets the Electron fuses that close the ways around the app’s hardening', () => {
    expect(config.asar).not.toBe(false); // the two asar fuses need the app in an asar
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
    });
  });

  it('builds an AppImage and a deb for Linux, an NSIS installer for Windows and a dmg for macOS, under the app id', () => {
    expect(config.appId).toBe('org.highnoontable.app');
    expect(config.linux.target).toEqual(['AppImage', 'deb']);
    // A deb without a maintainer is refused (electron-builder would want the author's email).
    expect(config.linux.maintainer).toBeTruthy();
    expect(config.win.target).toEqual(['nsis']);
    expect(config.mac.target).toEqual(['dmg']);
  });

  it('packages what the main process loads, and not the bench pages', () => {
    // main.ts loads preload.cjs beside itself and the renderer from ../renderer.
    const needed = [
      pkg.main,
      'dist/electron/preload.cjs',
      // The threads main.js starts beside itself: the save checker's and the computer's.
      'dist/electron/judgeWorker.js',
      'dist/electron/computerThread.js',
      'dist/renderer/index.html',
      'dist/renderer/projector.html',
      // The seats' phone page, which the LAN listener serves under each seat's pass (issue 39).
      'dist/renderer/seat.html',
      'dist/renderer/assets/index-abc123.js',
      'package.json',
    ];
    const packaged = (file: string) => config.files.some((pattern) => minimatch(file, pattern));
    for (const file of needed) expect(packaged(file), file).toBe(true);
    expect(packaged('dist/bench/bench/board-pixels.html')).toBe(false);
  });

  it('uses a PNG of 512 px for Linux', () => {
    expect(config.linux.icon).toMatch(/^assets\/icons\//);
    expect(pngSize(readFileSync(config.linux.icon))).toEqual({ width: 512, height: 512 });
  });

  it('uses an ICO for Windows whose images are PNGs up to 256 px', () => {
    const ico = readFileSync(config.win.icon);
    expect(ico.readUInt16LE(2), 'an icon resource').toBe(1);
    const sizes: number[] = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const at = 6 + 16 * i;
      const size = ico.readUInt8(at) || 256;
      const image = ico.subarray(
        ico.readUInt32LE(at + 12),
        ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8),
      );
      expect(pngSize(image)).toEqual({ width: size, height: size });
      sizes.push(size);
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48, 256]));
  });

  it('uses an ICNS for macOS whose images are PNGs up to 1024 px', () => {
    const icns = readFileSync(config.mac.icon);
    expect(icns.toString('latin1', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const sizes: Record<string, number> = {};
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      const image = icns.subarray(at + 8, at + icns.readUInt32BE(at + 4));
      sizes[icns.toString('latin1', at, at + 4)] = pngSize(image).width;
    }
    expect(sizes).toMatchObject({ ic07: 128, ic08: 256, ic09: 512, ic10: 1024 });
  });
});
