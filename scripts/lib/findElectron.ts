import { createRequire } from 'node:module';

/**
 * The Electron binary's path, or why there is none. The electron package is an optional
 * dependency: where its binary cannot be downloaded, npm drops the package and the app falls back
 * to the web mode instead of failing to install.
 */
export function findElectron(): { path: string } | { missing: string } {
  const require = createRequire(import.meta.url);
  try {
    const binary = require('electron') as unknown;
    return typeof binary === 'string'
      ? { path: binary }
      : { missing: 'the electron package has no binary' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      missing:
        code === 'MODULE_NOT_FOUND'
          ? 'the electron package is not installed'
          : 'its binary is not installed',
    };
  }
}
