import type { Page } from '@playwright/test';
import { expect, waitForBoard } from './fixtures.ts';

/**
 * A crowd for the players' view (issue 40): eight NPCs with long names and short, as a table has
 * them, and the way to start an encounter of them from the Library, as a Dealer does.
 */
export const CROWD = [
  'Deputy Lou Calhoun',
  'Rattlesnake Rose',
  'One-Eyed Pete',
  'Doc Holloway',
  'Widow Maguire',
  'Cactus Jack',
  'Big Earl',
  'Silent Sam',
] as const;

/** A save written through the host's API, over any a run before left. */
export async function writeSave(
  app: Page,
  kind: string,
  name: string,
  data: unknown,
): Promise<void> {
  const written = await app.request.post(
    new URL('api/writeSave', process.env.HIGH_NOON_URL!).href,
    {
      data: { kind, name, data, overwrite: true },
    },
  );
  expect(await written.json()).toMatchObject({ ok: true });
}

/** An NPC of the crowd as an encounter places it: a green 1 of the Desperados. */
export function crowdNpc(name: string, at: readonly [number, number]) {
  const id = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    id,
    side: 'npc',
    at,
    npc: {
      id,
      name,
      tier: { color: 'green', level: 1 },
      hp: 6,
      speed: 5,
      weaponTrait: 'body',
      notes: '',
      faction: 'Desperados',
    },
    hidden: false,
  };
}

/** Writes the encounter, starts it from the Library and begins its first round. */
export async function startEncounter(
  app: Page,
  name: string,
  data: { map: string; placements: unknown[] },
): Promise<void> {
  await writeSave(app, 'encounter', name, { ...data, dealerNotes: '' });
  await app.evaluate(() => sessionStorage.removeItem('high-noon:session'));
  await app.goto(process.env.HIGH_NOON_URL!);
  await app.getByRole('button', { name: 'Open the Library' }).click();
  await app.getByRole('searchbox').fill(name);
  await app.getByRole('list', { name: 'Saves found' }).getByRole('button', { name }).click();
  await app.locator('.library-side').getByRole('button', { name: 'Start the encounter' }).click();
  await waitForBoard(app);
  await app.getByRole('button', { name: 'Begin round 1' }).click();
}
