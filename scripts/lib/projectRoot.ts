import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, whatever folder a script is started from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
