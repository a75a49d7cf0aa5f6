import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import dusty from '../../assets/maps/dusty-crossing.json' with { type: 'json' };
import ned from '../../assets/characters/ned-calloway.json' with { type: 'json' };
import npcFixture from '../fixtures/npc-v1.json' with { type: 'json' };
import { expect, shot, shotsAtSizes, test } from './fixtures.ts';

/**
 * Issue 13, item 8: the Library screen. Every kind in one place, found by name as it is typed
 * (without case or accents), renamed and duplicated, and exported as one bundle that imports back
 * with the question for each name already there (Bad input: nothing overwritten without asking,
 * a bad entry listed by name and reason while the good ones import).
 */

/** Names of this run only: every test shares one data folder. */
const RUN = `${Date.now().toString(36)}`;
const MAP = `Café Ruins ${RUN}`;
const NPC = `Deputy ${RUN}`;
const CHARACTER = `Ned ${RUN}`;

async function write(page: Page, kind: string, name: string, data: unknown): Promise<void> {
  const response = await page.request.post(
    new URL('api/writeSave', process.env.HIGH_NOON_URL!).toString(),
    {
      data: { kind, name, data, overwrite: true },
    },
  );
  expect(await response.json()).toMatchObject({ ok: true });
}

async function openLibrary(page: Page): Promise<void> {
  await page.evaluate(() => sessionStorage.removeItem('high-noon:session'));
  await page.goto(process.env.HIGH_NOON_URL!);
  await page.getByRole('button', { name: 'Open the Library' }).click();
  await expect(page.getByRole('tablist', { name: 'Kinds of save' })).toBeVisible();
}

test.use({
  viewport: { width: 1280, height: 720 },
  beforeOpen: {
    async run(page) {
      await write(page, 'map', MAP, { ...dusty, name: MAP });
      await write(page, 'npc', NPC, { ...npcFixture.data, name: NPC });
      await write(page, 'character', CHARACTER, { ...ned, name: 'Ned Kelly' });
    },
  },
});

test('finds, renames and duplicates saves, and exports a bundle that imports back asking first', async ({
  app,
}) => {
  await openLibrary(app);
  const list = app.getByRole('list', { name: 'Saves found' });
  const side = app.locator('.library-side');

  // Type-ahead, without case or accents: "cafe ruins" finds "Café Ruins …", only it.
  await app.getByRole('searchbox').fill(`cafe ruins ${RUN}`);
  await expect(list.getByRole('button')).toHaveText([MAP]);
  // The NPC cards' tab holds the NPC, not the map.
  await app.getByRole('searchbox').fill(RUN);
  await app.getByRole('tab', { name: /NPC cards/ }).click();
  await expect(list.getByRole('button')).toHaveText([NPC]);
  // The tabs are keyboard reachable: arrows move between kinds.
  await app.getByRole('tab', { name: /NPC cards/ }).press('ArrowLeft');
  await expect(app.getByRole('tab', { name: /Characters/ })).toBeFocused();
  await app.getByRole('tab', { name: /^All/ }).click();
  await expect(list.getByRole('button')).toHaveText([CHARACTER, MAP, NPC]);

  // Details read-only, then a rename, and a duplicate of the renamed map.
  await list.getByRole('button', { name: MAP }).click();
  await expect(side.getByRole('definition').first()).toHaveText('map');
  await expect(side.getByText('16 × 12 squares')).toBeVisible();
  const renamed = `${MAP} renamed`;
  await side.getByRole('button', { name: 'Rename' }).click();
  await side.getByRole('textbox').fill(renamed);
  await side.getByRole('button', { name: 'Rename' }).last().click();
  await expect(side.getByRole('status').first()).toHaveText(`Renamed to “${renamed}”.`);
  // A refusal from the store is shown as given: a duplicate cannot take the name of a map.
  await side.getByRole('button', { name: 'Duplicate' }).click();
  await side.getByRole('textbox').fill(renamed);
  await side.getByRole('button', { name: 'Duplicate' }).last().click();
  await expect(side.getByRole('alert')).toHaveText(`A map named "${renamed}" already exists.`);
  await side.getByRole('textbox').fill(`${renamed} copy`);
  await side.getByRole('button', { name: 'Duplicate' }).last().click();
  await expect(list.getByRole('button')).toHaveText([CHARACTER, renamed, `${renamed} copy`, NPC]);

  // Export the renamed map and the NPC as one bundle.
  await app.getByRole('checkbox', { name: `Tick ${renamed} for export` }).check();
  await app.getByRole('checkbox', { name: `Tick ${NPC} for export` }).check();
  const downloading = app.waitForEvent('download');
  await app.getByRole('button', { name: 'Export bundle' }).click();
  const download = await downloading;
  const text = await readFile((await download.path())!, 'utf8');
  const bundle = JSON.parse(text) as { bundleVersion: number; entries: { name: string }[] };
  expect(bundle.bundleVersion).toBe(1);
  expect(bundle.entries.map((e) => e.name)).toEqual([renamed, NPC]);
  await expect(app.getByText('Exported 2 saves')).toBeVisible();

  // Import it back with a bad entry added: both names are taken, so each is asked about.
  const bad = { schemaVersion: 1, kind: 'encounter', name: `Broken ${RUN}`, savedAt: '', data: {} };
  await app.getByLabel(/Import a bundle/).setInputFiles({
    name: 'back.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ ...bundle, entries: [...bundle.entries, bad] })),
  });
  const question = app.getByRole('group', { name: 'Name already in the library' });
  await expect(question).toContainText(`A map named “${renamed}” is already in the library.`);
  await expect(question.getByRole('checkbox')).toBeVisible();
  await shot(app, `library-import-1280x720.png`);
  await question.getByRole('button', { name: 'Keep both' }).click();
  await expect(question).toContainText(`An NPC card named “${NPC}” is already in the library.`);
  await question.getByRole('button', { name: 'Overwrite' }).click();
  await expect(
    app.getByRole('list', { name: 'Imported', exact: true }).getByRole('listitem'),
  ).toHaveText([
    `map “${renamed} (2)” (kept beside “${renamed}”)`,
    `NPC card “${NPC}” (overwritten)`,
  ]);
  await expect(app.getByRole('list', { name: 'Not imported' })).toContainText(
    `encounter “Broken ${RUN}”: data.map`,
  );
  await expect(list.getByRole('button')).toHaveText([
    CHARACTER,
    renamed,
    `${renamed} (2)`,
    `${renamed} copy`,
    NPC,
  ]);

  // A character opens in the builder, its build in the form.
  await list.getByRole('button', { name: CHARACTER }).click();
  await side.getByRole('button', { name: 'Open in the builder' }).click();
  await expect(app.getByRole('form', { name: 'Character build' }).getByLabel('Name')).toHaveValue(
    'Ned Kelly',
  );
});

test('an overwritten save keeps its earlier version, which Restore puts back (issue 16, item 4)', async ({
  app,
}) => {
  const name = `Versioned ${RUN}`;
  await write(app, 'map', name, { ...dusty, name, dealerNotes: 'the first plan' });
  await write(app, 'map', name, { ...dusty, name, dealerNotes: 'the second plan' });
  await openLibrary(app);
  await app.getByRole('searchbox').fill(name);
  await app.getByRole('list', { name: 'Saves found' }).getByRole('button', { name }).click();
  const side = app.locator('.library-side');
  await side.getByText('Restore an earlier version').click();
  const versions = side.getByRole('list', { name: 'Earlier versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await versions.getByRole('button', { name: /^Restore the version of/ }).click();
  await expect(side.getByRole('status').first()).toContainText(
    `Put back “${name}” as it was until`,
  );
  const read = await app.request.post(
    new URL('api/loadSave', process.env.HIGH_NOON_URL!).toString(),
    {
      data: { kind: 'map', name },
    },
  );
  expect(await read.json()).toMatchObject({
    ok: true,
    value: { data: { dealerNotes: 'the first plan' } },
  });
  // The second plan, replaced by the restore, is kept in its turn (the entry is shown afresh).
  await side.getByText('Restore an earlier version').click();
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await shot(app, `library-versions-1280x720.png`);

  // The disk damages the file: the save is listed with its problem, and an earlier version is the
  // way back to it.
  const folder = path.join(process.env.HIGH_NOON_DATA!, 'saves', 'maps');
  let file = '';
  for (const f of await readdir(folder))
    if (f.endsWith('.json') && (await readFile(path.join(folder, f), 'utf8')).includes(name))
      file = path.join(folder, f);
  expect(file).not.toBe('');
  await writeFile(`${file}.damaged`, '{"schemaVersion": 2, "kind": "map", "na');
  await rename(`${file}.damaged`, file);
  await openLibrary(app);
  await app.getByRole('searchbox').fill(name);
  const damaged = app.getByRole('list', { name: 'Saves found' }).getByRole('button', { name });
  await expect(damaged).toContainText('⚠');
  await damaged.click();
  await side.getByText('Restore an earlier version').click();
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await shotsAtSizes(app, 'library-damaged', { width: 1280, height: 800 });
  // The newest version is the one the restore above replaced: the second plan.
  await versions
    .getByRole('button', { name: /^Restore the version of/ })
    .first()
    .click();
  await expect(side.getByRole('status').first()).toContainText(`Put back “${name}”`);
  await expect(damaged).not.toContainText('⚠');
  const back = await app.request.post(
    new URL('api/loadSave', process.env.HIGH_NOON_URL!).toString(),
    { data: { kind: 'map', name } },
  );
  expect(await back.json()).toMatchObject({
    ok: true,
    value: { data: { dealerNotes: 'the second plan' } },
  });
  await shot(app, `library-versions-damaged-1280x720.png`);
});
