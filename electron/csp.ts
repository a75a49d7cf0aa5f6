/**
 * The Content Security Policy of every page the app shows, in Electron and in the web mode. No
 * inline or evaluated script: PixiJS runs with `pixi.js/unsafe-eval`, which swaps its generated
 * shader-sync code for static code, and its texture-loading workers (built from blob: URLs) are
 * switched off in the renderer. `worker-src` allows only the app's own worker files (the
 * computer player's, issue 14 item 4), never blob:, so no script built at run time can run. Assets are never inlined as data:
 * URLs by the build, so fonts and images come from 'self' only. Styles are only 'self': React sets
 * style properties through the CSSOM, which CSP does not restrict. The table room (issue 38) is
 * reached at the page's own origin in the web mode, and on a 127.0.0.1 port of its own from
 * Electron's app:// pages: its joins over HTTP, its socket over WebSocket.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
