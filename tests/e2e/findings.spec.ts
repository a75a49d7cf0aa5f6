import { autosaved, expect, resume, test } from './fixtures.ts';

/*
 * Issue 10's smaller findings, each as a user meets it at the table (seed 7, the sample map).
 */

test.describe('the smaller findings of issue 10', () => {
  test('after a session is resumed, “Save this map as” offers the resumed map’s name', async ({
    app,
  }) => {
    await app.getByRole('button', { name: 'Begin round 1' }).click();
    const session = await autosaved(app, 'Dusty Crossing');
    const field = app.getByLabel('Save this map as');
    // The map saved under another name: the field (and the title) follow it.
    const other = `Mesa ${Date.now().toString(36)}`;
    await field.fill(other);
    await app.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(app.getByTestId('map-title')).toHaveText(other);
    // The session resumed plays Dusty Crossing: the field names that map, not the last one.
    await resume(app, session);
    await expect(app.getByTestId('map-title')).toHaveText('Dusty Crossing');
    await expect(field).toHaveValue('Dusty Crossing');
  });
});
