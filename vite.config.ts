import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CONTENT_SECURITY_POLICY } from './electron/csp.ts';

/**
 * The CSP also goes into the page itself, so the renderer is protected however it is served. A
 * <meta> CSP cannot carry frame-ancestors; the Electron protocol and the web host send that as a
 * header.
 */
function cspMeta(): Plugin {
  const policy = CONTENT_SECURITY_POLICY.split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
  return {
    name: 'high-noon-csp-meta',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [react(), cspMeta()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    // Inlined data: URLs would need a looser CSP; every asset stays a file.
    assetsInlineLimit: 0,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
});
