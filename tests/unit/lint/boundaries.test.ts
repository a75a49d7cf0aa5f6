import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import {
  PROJECT_ROOT,
  breachStands,
  layerOrder,
  noImportCycles,
  placeOf,
} from '../../../lint/boundaries.js';
import { ENGINE_LAYERS } from '../../../lint/engineLayers.js';
import { KNOWN_CLIMBS, KNOWN_CYCLES } from '../../../lint/knownBoundaryBreaches.js';
import { KNOWN_LONG_FUNCTIONS } from '../../../lint/knownLongFunctions.js';
import { MAX_FUNCTION_LINES } from '../../../eslint.config.js';
import { ruleIds } from './projectLint.ts';

/**
 * Issue 37, item 4: the boundaries lint keeps. Each rule is shown refusing a planted breach, the
 * project's config is shown applying it where it should, and every breach listed as known is
 * shown still to happen, so the lists only shrink.
 */
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.join(PROJECT_ROOT, file);

describe('no-import-cycles', () => {
  // The graph behind the planted file is the project's own, read from disk: engine/game's state
  // imports the map model, so a map model that imported the game state would close a cycle.
  tester.run('no-import-cycles', noImportCycles, {
    valid: [
      { filename: at('engine/model/map.ts'), code: "import { z } from 'zod';\n" },
      {
        filename: at('engine/model/map.ts'),
        code: "import type { Square } from './geometry.ts';\n",
      },
      {
        // A listed breach passes (and the test below holds the list to breaches that stand).
        filename: at('engine/model/map.ts'),
        code: "import type { GameState } from '../game/gameState.ts';\n",
        options: [{ known: [['engine/model/map.ts', 'engine/game/gameState.ts']] }],
      },
    ],
    invalid: [
      {
        filename: at('engine/model/map.ts'),
        code: "import { applyAction } from '../game/applyAction.ts';\n",
        errors: [{ messageId: 'cycle' }],
      },
      {
        // Type-only imports count: eslint-plugin-import-x's no-cycle would let this through.
        filename: at('engine/model/map.ts'),
        code: "import type { GameState } from '../game/gameState.ts';\n",
        errors: [{ messageId: 'cycle' }],
      },
      {
        filename: at('engine/model/map.ts'),
        code: "export type { GameState } from '../game/gameState.ts';\n",
        errors: [{ messageId: 'cycle' }],
      },
      {
        filename: at('engine/model/map.ts'),
        code: "export const later = () => import('../game/applyAction.ts');\n",
        errors: [{ messageId: 'cycle' }],
      },
    ],
  });

  it('names the whole cycle, shortest way round', async () => {
    const [result] = await new ESLint({
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { b: { rules: { 'no-import-cycles': noImportCycles } } },
        rules: { 'b/no-import-cycles': 'error' },
      },
    }).lintText("import type { GameState } from '../game/gameState.ts';\n", {
      filePath: at('engine/model/map.ts'),
    });
    expect(result!.messages[0]!.message).toMatch(
      /^Import cycle: engine\/model\/map\.ts → engine\/game\/gameState\.ts → (engine\/[\w/.-]+ → )*engine\/model\/map\.ts\./,
    );
  });
});

describe('layer-order', () => {
  const options = [{ root: 'engine', layers: ENGINE_LAYERS }];
  tester.run('layer-order', layerOrder, {
    valid: [
      // Down the order, and within a folder.
      { filename: at('engine/grid/x.ts'), code: "import '../model/map.ts';", options },
      { filename: at('engine/game/x.ts'), code: "import './gameState.ts';", options },
      {
        filename: at('engine/ai/x.ts'),
        code: "import '../modes/texas-shootout/texasGame.ts';",
        options,
      },
      { filename: at('engine/index.ts'), code: "import './ai/simpleAi.ts';", options },
      // Packages and files outside the engine are other rules' business.
      { filename: at('engine/model/x.ts'), code: "import { z } from 'zod';", options },
      {
        filename: at('engine/model/x.ts'),
        code: "import '../../assets/npcs/examples.json';",
        options,
      },
      // Outside the engine the rule says nothing.
      { filename: at('renderer/x.ts'), code: "import '../engine/ai/simpleAi.ts';", options },
      {
        filename: at('engine/model/x.ts'),
        code: "import '../ai/simpleAi.ts';",
        options: [{ ...options[0]!, known: [['engine/model/x.ts', 'engine/ai/simpleAi.ts']] }],
      },
    ],
    invalid: [
      {
        // What issue 37 found: the model reaching up to the computer players.
        filename: at('engine/model/practiceRecord.ts'),
        code: "import { LEVEL_NAMES } from '../ai/tableControl.ts';",
        options,
        errors: [{ messageId: 'climbs' }],
      },
      {
        filename: at('engine/rules/x.ts'),
        code: "import type { GameMap } from '../model/map.ts';",
        options,
        errors: [{ messageId: 'climbs' }],
      },
      {
        // The games stand side by side and share only what is below them.
        filename: at('engine/modes/texas-shootout/x.ts'),
        code: "import '../finger-guns/resolveRound.ts';",
        options,
        errors: [{ messageId: 'sideways' }],
      },
      {
        filename: at('engine/game/x.ts'),
        code: "export * from '../index.ts';",
        options,
        errors: [{ messageId: 'entry' }],
      },
      {
        filename: at('engine/newfolder/x.ts'),
        code: 'export const x = 1;',
        options,
        errors: [{ messageId: 'unplaced' }],
      },
    ],
  });

  it('places every file of the engine in the order', async () => {
    const files = (await readdir(at('engine'), { recursive: true }))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `engine/${f.split(path.sep).join('/')}`);
    expect(files.length).toBeGreaterThan(200);
    expect(files.filter((f) => placeOf(ENGINE_LAYERS, f) === null)).toEqual([]);
  });
});

describe("the project's boundaries, as its config applies them", () => {
  it.each([
    [
      'engine/model/x.ts',
      "import { controllerOf } from '../game/tableControl.ts';\nexport const c = controllerOf;\n",
    ],
    [
      'engine/game/x.ts',
      "import { playOut } from '../ai/playOut.ts';\nexport const p = playOut;\n",
    ],
    [
      'engine/game/x.ts',
      "import type { TexasAction } from '../index.ts';\nexport type T = TexasAction;\n",
    ],
  ])('refuses a climb: %s %s', async (file, code) => {
    expect(await ruleIds(code, file)).toContain('high-noon/layer-order');
  });

  it('refuses a cycle anywhere: engine, renderer, electron, tests', async () => {
    const cases = [
      [
        'engine/model/map.ts',
        "import type { GameState } from '../game/gameState.ts';\nexport type G = GameState;\n",
      ],
      [
        'renderer/board/camera.ts',
        "import type { Board } from './Board.ts';\nexport type B = Board;\n",
      ],
      [
        'electron/store/saveStore.ts',
        "import { webHost } from '../webHost.ts';\nexport const w = webHost;\n",
      ],
      [
        'tests/bench/harness.ts',
        "import type { BudgetVerdict } from './budget.ts';\nexport type V = BudgetVerdict;\n",
      ],
    ];
    for (const [file, code] of cases) {
      expect(await ruleIds(code!, file!), file).toContain('high-noon/no-import-cycles');
    }
  });

  it('refuses electron/ a file of renderer/, and lets both read common/', async () => {
    const menu =
      "import { KEY_MAP } from '../renderer/keys/keyMatch.ts';\nexport const k = KEY_MAP;\n";
    expect(await ruleIds(menu, 'electron/menu2.ts')).toContain('no-restricted-imports');
    const shared = "import { KEY_MAP } from '../common/keyMap.ts';\nexport const k = KEY_MAP;\n";
    expect(await ruleIds(shared, 'electron/menu2.ts')).toEqual([]);
    expect(
      await ruleIds(shared.replace('../common', '../../common'), 'renderer/keys/x.ts'),
    ).toEqual([]);
  });

  it('keeps common/ as pure as the engine', async () => {
    for (const code of [
      "import { readFile } from 'node:fs/promises';\nexport const r = readFile;\n",
      "import { Board } from '../renderer/board/Board.ts';\nexport const b = Board;\n",
      'export const title = () => document.title;\n',
    ]) {
      const ids = await ruleIds(code, 'common/x.ts');
      expect(
        ids.some((id) => id.startsWith('no-restricted-')),
        code,
      ).toBe(true);
    }
  });

  it(`refuses a function of over ${MAX_FUNCTION_LINES} lines in engine/, common/ and renderer/`, async () => {
    const long = (lines: number) =>
      `export function f(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;
    for (const file of ['engine/game/x.ts', 'common/x.ts', 'renderer/panels/X.tsx']) {
      expect(await ruleIds(long(MAX_FUNCTION_LINES), file), file).toEqual([]);
      expect(await ruleIds(long(MAX_FUNCTION_LINES + 1), file), file).toContain(
        'max-lines-per-function',
      );
    }
  });
});

describe('the breaches listed as known still happen (the lists only shrink)', () => {
  it.each(KNOWN_CLIMBS.map((edge) => [edge.join(' → '), edge] as const))('climb %s', (_, edge) => {
    expect(breachStands(edge, 'import')).toBe(true);
    const [from, to] = edge.map((f) => placeOf(ENGINE_LAYERS, f)!);
    expect(to!.layer).toBeGreaterThan(from!.layer);
  });

  it.each(KNOWN_CYCLES.map((edge) => [edge.join(' → '), edge] as const))('cycle %s', (_, edge) => {
    expect(breachStands(edge, 'cycle')).toBe(true);
  });

  it('each long function is still over the limit, at the length listed', async () => {
    const eslint = new ESLint();
    for (const { file, name, lines } of KNOWN_LONG_FUNCTIONS) {
      const [result] = await eslint.lintFiles([file]);
      const fromConfig = await eslint.calculateConfigForFile(file);
      expect(fromConfig.rules['max-lines-per-function'], file).toEqual([2, { max: lines }]);
      const text = await readFile(at(file), 'utf8');
      expect(
        result!.messages.filter((m) => m.ruleId === 'max-lines-per-function'),
        file,
      ).toEqual([]);
      const withLimit = await new ESLint({
        overrideConfig: { rules: { 'max-lines-per-function': ['error', { max: lines - 1 }] } },
      }).lintText(text, { filePath: file });
      expect(
        withLimit[0]!.messages.find((m) => m.ruleId === 'max-lines-per-function')?.message,
        file,
      ).toContain(`'${name}' has too many lines (${lines})`);
    }
  });
});
