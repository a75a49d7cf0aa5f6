import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, resolveAppFile, servedAppFile } from '../../../electron/appProtocol.ts';
import { CONTENT_SECURITY_POLICY } from '../../../electron/csp.ts';
import {
  denyAllPermissions,
  hardenWebContents,
  isTrustedSender,
} from '../../../electron/hardening.ts';
import { mainWindowOptions } from '../../../electron/windowOptions.ts';

describe('the main window options (Electron security checklist)', () => {
  const options = mainWindowOptions('/app/preload.cjs', { devTools: false });
  it('isolates and sandboxes the renderer, with no Node', () => {
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: '/app/preload.cjs',
    });
  });
});

describe('hardening every web contents', () => {
  function fakeContents() {
    const listeners: Record<string, (event: { preventDefault(): void }, url: string) => void> = {};
    let openHandler: ((d: { url: string }) => { action: string }) | null = null;
    return {
      listeners,
      open: (url: string) => openHandler!({ url }),
      contents: {
        setWindowOpenHandler: (h: (d: { url: string }) => { action: 'deny' }) =>
          void (openHandler = h),
        on: (event: string, listener: (event: { preventDefault(): void }, url: string) => void) =>
          void (listeners[event] = listener),
      },
    };
  }

  it('denies window.open, and blocks navigation, redirects and <webview>', () => {
    const fake = fakeContents();
    hardenWebContents(fake.contents);
    expect(fake.open('https://example.com')).toEqual({ action: 'deny' });
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      let prevented = false;
      fake.listeners[event]!(
        { preventDefault: () => void (prevented = true) },
        'https://example.com',
      );
      expect(prevented, event).toBe(true);
    }
  });

  it('denies every permission request and check', () => {
    let request: ((c: unknown, p: string, cb: (g: boolean) => void) => void) | null = null;
    let check: ((...a: unknown[]) => boolean) | null = null;
    denyAllPermissions({
      setPermissionRequestHandler: (h) => void (request = h),
      setPermissionCheckHandler: (h) => void (check = h),
    });
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      let granted: boolean | null = null;
      request!(null, permission, (g) => void (granted = g));
      expect(granted, permission).toBe(false);
    }
    expect(check!(null, 'media')).toBe(false);
  });

  it('answers IPC only from the app page', () => {
    expect(isTrustedSender({ url: APP_ENTRY_URL })).toBe(true);
    expect(isTrustedSender({ url: 'https://evil.example/index.html' })).toBe(false);
    expect(isTrustedSender({ url: 'file:///etc/passwd' })).toBe(false);
    expect(isTrustedSender({ url: 'app://other/index.html' })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender({ url: 'not a url' })).toBe(false);
  });
});

describe('the app:// protocol', () => {
  const root = path.resolve('/srv/renderer');
  it('maps app URLs into the renderer build only', () => {
    expect(resolveAppFile(root, 'app://bundle/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://bundle/assets/x.js')).toBe(
      path.join(root, 'assets', 'x.js'),
    );
    expect(resolveAppFile(root, 'app://bundle/../../etc/passwd')).toBe(
      path.join(root, 'etc', 'passwd'),
    );
    expect(resolveAppFile(root, 'app://bundle/%2e%2e%2f%2e%2e%2fetc%2fpasswd')).toBeNull();
    expect(resolveAppFile(root, 'app://elsewhere/index.html')).toBeNull();
    expect(resolveAppFile(root, 'https://bundle/index.html')).toBeNull();
  });

  it('answers a malformed % escape with no file (a 404), not an exception', () => {
    expect(resolveAppFile(root, 'app://bundle/%E0%A4%A.js')).toBeNull();
    expect(resolveAppFile(root, 'app://bundle/%')).toBeNull();
  });

  it('serves no dotfile and follows no symbolic link, as the web host (HD10)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'app-scheme-'));
    try {
      const build = path.join(dir, 'renderer');
      await mkdir(path.join(build, 'assets'), { recursive: true });
      await writeFile(path.join(build, 'index.html'), '<!doctype html>');
      await writeFile(path.join(build, 'assets', 'app.js'), '');
      await writeFile(path.join(build, '.env'), 'SECRET=1');
      await writeFile(path.join(dir, 'outside.txt'), 'not the app');
      await symlink(path.join(dir, 'outside.txt'), path.join(build, 'assets', 'linked.js'));
      const real = await realpath(build);
      expect(await servedAppFile(build, 'app://bundle/')).toBe(path.join(real, 'index.html'));
      expect(await servedAppFile(build, 'app://bundle/assets/app.js')).toBe(
        path.join(real, 'assets', 'app.js'),
      );
      expect(await servedAppFile(build, 'app://bundle/.env')).toBeNull();
      expect(await servedAppFile(build, 'app://bundle/assets/linked.js')).toBeNull();
      expect(await servedAppFile(build, 'app://bundle/missing.js')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the content security policy', () => {
  it('allows no inline or evaluated script, workers only from its own files, no foreign origins', () => {
    const directives = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((d) => {
        const [name, ...values] = d.split(' ');
        return [name!, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/worker-src[^;]*blob:/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-inline|https:/);
    // Connections: the page's own origin, and the table room on this machine's loopback only
    // (issue 38: Electron's app:// pages reach it on its own 127.0.0.1 port).
    expect(directives['connect-src']).toEqual(["'self'", 'http://127.0.0.1:*', 'ws://127.0.0.1:*']);
    expect(CONTENT_SECURITY_POLICY.replace(/(http|ws):\/\/127\.0\.0\.1:\*/g, '')).not.toMatch(
      /https?:|wss?:/,
    );
  });
});
