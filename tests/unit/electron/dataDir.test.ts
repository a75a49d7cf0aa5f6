import { describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../../electron/dataDir.ts';

describe('defaultDataDir (the folder Electron’s userData uses)', () => {
  it('follows XDG on Linux, falling back to ~/.config', () => {
    expect(defaultDataDir({ platform: 'linux', env: {}, homedir: '/home/ann' })).toBe(
      '/home/ann/.config/High Noon Table',
    );
    expect(
      defaultDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '/cfg' }, homedir: '/home/ann' }),
    ).toBe('/cfg/High Noon Table');
  });
  it('uses Application Support on macOS and %APPDATA% on Windows', () => {
    expect(defaultDataDir({ platform: 'darwin', env: {}, homedir: '/Users/ann' })).toBe(
      '/Users/ann/Library/Application Support/High Noon Table',
    );
    expect(
      defaultDataDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' },
        homedir: 'C:\\Users\\ann',
      }),
    ).toBe('C:\\Users\\ann\\AppData\\Roaming\\High Noon Table');
  });
});
