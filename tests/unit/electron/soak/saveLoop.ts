/**
 * The kill test's writer (issue 16): opens the store on the folder it is given and saves maps in
 * a loop, new ones and overwrites, printing `saved NAME N` once each save is acknowledged. The
 * test SIGKILLs it at a random moment; what it printed is what the store promised to keep.
 */
import { readFileSync } from 'node:fs';
import { SaveStore } from '../../../../electron/store/saveStore.ts';

const [dataDir, seedText] = process.argv.slice(2);
const map = JSON.parse(readFileSync('tests/fixtures/map-v3.json', 'utf8')).data;
const store = await SaveStore.open(dataDir!);
let n = Number(seedText ?? 0);
for (;;) {
  n += 1;
  // Every other save creates a new map and the others overwrite one of four: the two paths (a
  // temporary file linked to a new name, or renamed over an old one, its old text kept as a
  // version first) are both killed midway, again and again.
  const name = n % 2 === 1 ? `Fresh ${n}` : `Loop ${(n / 2) % 4}`;
  // Notes of another length each time, so the kill lands in writes of different lengths.
  const data = { ...map, name, dealerNotes: 'x'.repeat((n * 997) % 20_000) };
  await store.save('map', name, data, { overwrite: name.startsWith('Loop') });
  process.stdout.write(`saved ${name} ${n}\n`);
}
