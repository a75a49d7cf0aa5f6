import { describe, expect, it } from 'vitest';
import { ruleIds } from './projectLint.ts';

/** The lint rules that keep engine/ pure (DESIGN.md), run on code they must refuse. */
describe('engine purity lint', () => {
  it.each([
    ["import { Graphics } from 'pixi.js';\nexport const g = Graphics;\n", 'pixi.js'],
    ["import { Low } from 'lowdb';\nexport const l = Low;\n", 'lowdb'],
    ["import { useState } from 'react';\nexport const u = useState;\n", 'react'],
    ["import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n", 'node:fs'],
    ["import path from 'path';\nexport const p = path;\n", 'path'],
    [
      "import { Board } from '../../renderer/board/Board.ts';\nexport const b = Board;\n",
      'renderer/',
    ],
    [
      "import { SaveStore } from '../../electron/store/saveStore.ts';\nexport const s = SaveStore;\n",
      'electron/',
    ],
  ])('refuses an engine import of %#: %s', async (code, what) => {
    expect(await ruleIds(code, 'engine/grid/bad.ts'), what).toContain('no-restricted-imports');
  });

  it('refuses Math.random in engine/', async () => {
    expect(
      await ruleIds('export const roll = () => Math.random();\n', 'engine/game/bad.ts'),
    ).toContain('no-restricted-properties');
  });

  it('allows the same code outside engine/, and pure code inside it', async () => {
    expect(
      await ruleIds('export const roll = () => Math.random();\n', 'renderer/board/ok.ts'),
    ).toEqual([]);
    expect(
      await ruleIds(
        "import { z } from 'zod';\nexport const s = z.string();\n",
        'engine/model/ok.ts',
      ),
    ).toEqual([]);
  });

  it('lets renderer/ import electron/contract.ts and nothing else of electron/', async () => {
    expect(
      await ruleIds(
        "import { contract } from '../../electron/contract.ts';\nexport const c = contract;\n",
        'renderer/bridge/ok.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        "import { SaveStore } from '../../electron/store/saveStore.ts';\nexport const s = SaveStore;\n",
        'renderer/bridge/bad.ts',
      ),
    ).toContain('no-restricted-imports');
  });
});
