import { isAppUrl } from './appProtocol.ts';
import type { SessionLike, WebContentsLike } from './electronApi.ts';

/**
 * Electron security checklist, for every web contents the app creates: no new windows, no
 * navigation away from the app page (a link or a dropped file would otherwise replace the app with
 * a page that has the preload's API), no <webview>.
 */
export function hardenWebContents(contents: WebContentsLike): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  const block = (event: { preventDefault(): void }) => event.preventDefault();
  contents.on('will-navigate', block);
  contents.on('will-redirect', block);
  contents.on('will-attach-webview', block);
}

/** The app needs no camera, microphone, notifications, geolocation or anything else: deny all. */
export function denyAllPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** Main answers IPC only from the app's own page, never from another frame or origin. */
export function isTrustedSender(frame: { url: string } | null): boolean {
  if (!frame) return false;
  try {
    return isAppUrl(new URL(frame.url));
  } catch {
    return false;
  }
}
