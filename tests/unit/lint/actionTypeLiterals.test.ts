import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import {
  ACTION_RECORD_DIRS,
  actionTypeLiterals,
  recordTypes,
} from '../../../lint/actionTypeLiterals.js';
import { PROJECT_ROOT } from '../../../lint/boundaries.js';
import { ACTION_RECORDS } from '../../../engine/game/actionRegistry.ts';
import { FINGER_GUNS_RECORDS } from '../../../engine/modes/finger-guns/fingerGunsRecords.ts';
import { TEXAS_RECORDS } from '../../../engine/modes/texas-shootout/texasRecords.ts';
import { ruleIds } from './projectLint.ts';

/**
 * Issue 37, item 1: an action type is written in its record only; elsewhere code names it
 * through the record (WALTZ.type, WaltzAction).
 */
RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
// Made-up types: the rule knows only what it is given.
const options = [{ types: ['WALTZ', 'TIP_HAT'] }];

describe('action-type-literals', () => {
  tester.run('action-type-literals', actionTypeLiterals, {
    valid: [
      { code: "const a = { type: WALTZ.type, who: 'kate', path: [] };", options },
      { code: 'if (action.type === TIP_HAT.type) stop();', options },
      { code: 'type M = WaltzAction;', options },
      // Other strings, and other spellings, are not action types.
      { code: "const s = 'waltz'; const t = 'WALTZED';", options },
      { code: "import { WALTZ } from './WALTZ';", options },
    ],
    invalid: [
      {
        code: "const a = { type: 'WALTZ', who: 'kate', path: [] };",
        options,
        errors: [{ messageId: 'literal' }],
      },
      {
        code: "if (action.type === 'TIP_HAT') stop();",
        options,
        errors: [{ messageId: 'literal' }],
      },
      {
        code: "switch (a.type) { case 'WALTZ': break; }",
        options,
        errors: [{ messageId: 'literal' }],
      },
      {
        code: "type M = Extract<Action, { type: 'WALTZ' }>;",
        options,
        errors: [{ messageId: 'literal' }],
      },
      { code: 'const t = `TIP_HAT`;', options, errors: [{ messageId: 'literal' }] },
      {
        code: "const both = ['WALTZ', 'TIP_HAT'];",
        options,
        errors: [{ messageId: 'literal' }, { messageId: 'literal' }],
      },
    ],
  });

  it("reads every record's type from its schema, and only those, for all three games", () => {
    const types = ACTION_RECORD_DIRS.flatMap((dir) => recordTypes(path.join(PROJECT_ROOT, dir)));
    expect(types.sort()).toEqual(
      [
        ...Object.keys(ACTION_RECORDS),
        ...Object.keys(TEXAS_RECORDS),
        ...Object.keys(FINGER_GUNS_RECORDS),
      ].sort(),
    );
  });

  it('is on wherever code is, and off in the records, the machines and old saves', async () => {
    const code = "export const a = { type: 'TOGGLE_DOOR', who: 'kate', door: 0 };\n";
    for (const file of [
      'engine/ai/x.ts',
      'engine/game/intents/x.ts',
      'renderer/panels/X.tsx',
      'tests/unit/engine/game/x.test.ts',
      'scripts/x.ts',
    ])
      expect(await ruleIds(code, file), file).toContain('high-noon/action-type-literals');
    const texasCode = "export const a = { type: 'SHOOT' };\n";
    expect(await ruleIds(texasCode, 'renderer/screens/texas/X.tsx')).toContain(
      'high-noon/action-type-literals',
    );
    expect(await ruleIds(texasCode, 'engine/modes/texas-shootout/records/x.ts')).not.toContain(
      'high-noon/action-type-literals',
    );
    for (const file of [
      'engine/game/records/x.ts',
      'engine/modes/finger-guns/records/x.ts',
      'engine/machines/x.ts',
      'engine/save/migrations/session/x.ts',
    ])
      expect(await ruleIds(code, file), file).not.toContain('high-noon/action-type-literals');
  });
});
