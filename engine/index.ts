/**
 * The whole engine in one entry, for the tests and the scripts: the shared entry and each game's.
 * The renderer imports the entries it needs (core, skirmish, texas, fingerGuns), and inside
 * engine/ a file imports the file it needs (lint/engineLayers.js).
 */
export * from './core.ts';
export * from './skirmish.ts';
export * from './texas.ts';
export * from './fingerGuns.ts';
