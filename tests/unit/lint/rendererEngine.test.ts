import { describe, expect, it } from 'vitest';
import { ruleIds } from './projectLint.ts';

/**
 * DESIGN.md, one authority: renderer/ reaches the engine through its entries only (engine/core.ts
 * and each game's: skirmish.ts, texas.ts, fingerGuns.ts), so no
 * range, cost, rule or refusal sentence is worked out by the board or a panel.
 */
describe('renderer engine-facade lint', () => {
  it.each([
    ["import { findPath } from '../../engine/grid/findPath.ts';\nexport const f = findPath;\n"],
    ["import { distance } from '../../../engine/grid/distance.ts';\nexport const d = distance;\n"],
    [
      "import { attackReach } from '../../engine/resolve/resolveAttack.ts';\nexport const a = attackReach;\n",
    ],
    [
      "import { toggleDoor } from '../../engine/game/handlers/turnActions.ts';\nexport const t = toggleDoor;\n",
    ],
    [
      "import type { GameState } from '../../engine/game/gameState.ts';\nexport type G = GameState;\n",
    ],
    ["export { findWeapon } from '../../engine/rules/weapons.ts';\n"],
    ["import * as engine from '../../engine';\nexport const e = engine;\n"],
    // The whole engine at once is for the tests and scripts (issue 37, item 4).
    ["import { planMove } from '../../engine/index.ts';\nexport const p = planMove;\n"],
  ])('refuses a renderer import of an engine module other than the facade: %s', async (code) => {
    expect(await ruleIds(code, 'renderer/state/bad.ts')).toContain('no-restricted-imports');
    expect(await ruleIds(code, 'renderer/panels/Bad.tsx')).toContain('no-restricted-imports');
  });

  it("lets renderer/ import the engine's entries, values and types", async () => {
    expect(
      await ruleIds(
        "import { planMove, type GameState } from '../../engine/skirmish.ts';\nexport const p = planMove;\nexport type G = GameState;\n",
        'renderer/state/ok.ts',
      ),
    ).toEqual([]);
    for (const entry of ['core', 'skirmish', 'texas', 'fingerGuns']) {
      expect(
        await ruleIds(
          `import * as e from '../../engine/${entry}.ts';\nexport const l = e;\n`,
          'renderer/panels/Ok.tsx',
        ),
        entry,
      ).toEqual([]);
    }
  });

  it('leaves engine/ and the tests free to import engine modules directly', async () => {
    const code = "import { findPath } from '../grid/findPath.ts';\nexport const f = findPath;\n";
    expect(await ruleIds(code, 'engine/game/ok.ts')).toEqual([]);
    expect(
      await ruleIds(
        "import { findPath } from '../../../engine/grid/findPath.ts';\nexport const f = findPath;\n",
        'tests/unit/renderer/ok.test.ts',
      ),
    ).toEqual([]);
  });
});
