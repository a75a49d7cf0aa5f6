/** `npm run build`: the renderer (Vite) and the Electron main process and preload. */
import { buildElectron, buildRenderer } from './lib/build.ts';

await buildRenderer();
await buildElectron();
console.log('Built dist/renderer and dist/electron.');
