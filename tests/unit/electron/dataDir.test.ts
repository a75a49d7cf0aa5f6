import { describe, expect, it } from 'vitest';
import { DATA_DIR_ENV, dataDirOverride, defaultDataDir } from '../../../electron/dataDir.ts';

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

describe('dataDirOverride (the folder the app is told to use instead, HD4)', () => {
  it('takes the installed app’s own --data, as the refusal of a second owner offers it', () => {
    expect(dataDirOverride({}, ['/opt/High Noon Table/high-noon-table', '--data', '/srv/b'])).toBe(
      '/srv/b',
    );
    expect(dataDirOverride({}, ['app', '--data=/srv/c'])).toBe('/srv/c');
    // The flag wins over the folder `npm start` passes in the environment.
    expect(dataDirOverride({ [DATA_DIR_ENV]: '/srv/env' }, ['app', '--data', '/srv/flag'])).toBe(
      '/srv/flag',
    );
  });

  it('falls back to the environment, then to Electron’s own folder', () => {
    expect(dataDirOverride({ [DATA_DIR_ENV]: '/srv/env' }, ['app'])).toBe('/srv/env');
    expect(dataDirOverride({}, ['app'])).toBeUndefined();
    // A flag with no folder after it is no folder.
    expect(dataDirOverride({}, ['app', '--data'])).toBeUndefined();
  });
});
