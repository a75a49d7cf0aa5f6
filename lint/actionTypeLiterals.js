// @ts-check
/**
 * Issue 37, item 1: every action type is written in one place, its record (in
 * ACTION_RECORD_DIRS). Elsewhere code names a type through the record's exports: `MOVE.type`
 * for the value, `MoveAction` for the action's type. A type written out again as a string would
 * be a second definition that nothing keeps in step with the first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where each game's action records are (issue 37, item 1): the skirmish's, then the two others'. */
export const ACTION_RECORD_DIRS = [
  'engine/game/records',
  'engine/modes/texas-shootout/records',
  'engine/modes/finger-guns/records',
];

/**
 * The action types the records in `dir` define, read from their schemas (`z.literal('MOVE')`):
 * a new record brings its type to the rule with no list to update.
 *
 * @param {string} dir
 * @returns {string[]}
 */
export function recordTypes(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const found = text.match(/type: z\.literal\('([A-Z_]+)'\)/);
      return found ? [found[1]] : [];
    })
    .filter(/** @returns {t is string} */ (t) => t !== undefined);
}

/** @type {import('eslint').Rule.RuleModule} */
export const actionTypeLiterals = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "An action type is written only in its record; elsewhere it is named through the record's exports.",
    },
    schema: [
      {
        type: 'object',
        properties: { types: { type: 'array', items: { type: 'string' } } },
        required: ['types'],
        additionalProperties: false,
      },
    ],
    messages: {
      literal:
        "'{{type}}' is an action type: name it through its record ({{type}}.type, or its action's type), so the record stays the one place it is written.",
    },
  },
  create(context) {
    const types = new Set(context.options[0].types);
    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value === 'string' && types.has(value))
        context.report({ node, messageId: 'literal', data: { type: value } });
    };
    return {
      Literal(node) {
        const parent = /** @type {import('estree').Node & { parent?: import('estree').Node }} */ (
          node
        ).parent;
        // A module's name is not an action type, whatever it is spelt.
        if (parent && 'source' in parent && parent.source === node) return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked);
      },
    };
  },
};
