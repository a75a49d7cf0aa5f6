// @ts-check
/**
 * Issue 35: no test waits for time to pass. A test that sleeps passes on the machine it was
 * written on and fails on a busy one; one that waits for the event that proves the moment has come
 * (a message, a frame drawn, a process saying it is ready) holds at any speed. Refused in tests/:
 *
 * - `waitForTimeout(...)`, Playwright's sleep;
 * - a promise that a timer resolves: `new Promise((r) => setTimeout(r, ms))`, and any executor whose
 *   timer calls its resolve;
 * - a deadline, a timer that rejects a promise, unless its delay is `scaled(...)`: a net for a hang
 *   must stretch with TEST_SLOWDOWN (tests/slowdown.ts), never be a bigger constant;
 * - sleep helpers: `setTimeout` from `timers/promises`, `promisify(setTimeout)`, and functions
 *   named sleep, delay or pause.
 *
 * Allowed: fake timers (a file that calls `vi.useFakeTimers` drives its own clock), injected clocks,
 * and `setImmediate`, which waits for a turn of the event loop, not for time.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
export const noTimedWaits = {
  meta: {
    type: 'problem',
    docs: { description: 'Tests wait for events, never for time (issue 35).' },
    schema: [],
    messages: {
      waitForTimeout:
        'waitForTimeout sleeps: wait for what proves the moment has passed (a frame, a message, a state).',
      timedResolve:
        'A promise resolved by a timer is a sleep: wait for the event itself, or use fake timers.',
      unscaledDeadline:
        'A deadline in a test must stretch with the machine: give it scaled(ms) from tests/slowdown.ts.',
      sleepHelper: 'A sleep helper ({{name}}) waits for time: wait for the event instead.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    const fakeTimers = /\bvi\.useFakeTimers\s*\(/.test(source.getText());
    const SLEEP_NAMES = /^(sleep|delay|pause)$/i;

    /** The executor of `new Promise(executor)` that `node` sits in, and its parameter names. */
    function enclosingExecutor(/** @type {import('estree').Node} */ node) {
      for (const ancestor of [...source.getAncestors(node)].reverse()) {
        if (
          (ancestor.type === 'ArrowFunctionExpression' || ancestor.type === 'FunctionExpression') &&
          'parent' in ancestor
        ) {
          const parent = /** @type {import('estree').Node} */ (ancestor.parent);
          if (
            parent.type === 'NewExpression' &&
            parent.callee.type === 'Identifier' &&
            parent.callee.name === 'Promise' &&
            parent.arguments[0] === ancestor
          ) {
            const [resolve, reject] = ancestor.params.map((p) =>
              p.type === 'Identifier' ? p.name : undefined,
            );
            return { resolve, reject };
          }
        }
      }
      return undefined;
    }

    /** Whether `fn` is `name` itself, or a function that calls it. */
    function calls(
      /** @type {import('estree').Node} */ fn,
      /** @type {string | undefined} */ name,
    ) {
      if (!name) return false;
      if (fn.type === 'Identifier') return fn.name === name;
      if (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression') return false;
      let found = false;
      const visit = (/** @type {any} */ node) => {
        if (found || !node || typeof node.type !== 'string') return;
        if (node.type === 'CallExpression' && node.callee.type === 'Identifier')
          found ||= node.callee.name === name;
        for (const [key, value] of Object.entries(node)) {
          if (key === 'parent') continue;
          if (Array.isArray(value)) value.forEach(visit);
          else if (value && typeof value === 'object') visit(value);
        }
      };
      visit(fn.body);
      return found;
    }

    const isScaled = (/** @type {import('estree').Node | undefined} */ delay) =>
      delay?.type === 'CallExpression' &&
      delay.callee.type === 'Identifier' &&
      delay.callee.name === 'scaled';

    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier') {
          if (callee.property.name === 'waitForTimeout')
            context.report({ node, messageId: 'waitForTimeout' });
        }
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : // window.setTimeout and globalThis.setTimeout, as page code in a browser test writes it.
              callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : undefined;
        if (name === 'promisify' && node.arguments[0]?.type === 'Identifier') {
          const arg = node.arguments[0].name;
          if (arg === 'setTimeout')
            context.report({
              node,
              messageId: 'sleepHelper',
              data: { name: 'promisify(setTimeout)' },
            });
        }
        if (name !== 'setTimeout' || fakeTimers) return;
        const executor = enclosingExecutor(node);
        if (!executor) return;
        const [callback, delay] = node.arguments;
        if (!callback) return;
        if (calls(callback, executor.resolve)) context.report({ node, messageId: 'timedResolve' });
        else if (calls(callback, executor.reject) && !isScaled(/** @type {any} */ (delay)))
          context.report({ node, messageId: 'unscaledDeadline' });
      },
      ImportDeclaration(node) {
        if (!/^(node:)?timers\/promises$/.test(String(node.source.value))) return;
        for (const specifier of node.specifiers)
          if (
            specifier.type !== 'ImportSpecifier' ||
            (specifier.imported.type === 'Identifier' &&
              ['setTimeout', 'scheduler'].includes(specifier.imported.name))
          )
            context.report({
              node: specifier,
              messageId: 'sleepHelper',
              data: { name: 'timers/promises' },
            });
      },
      FunctionDeclaration(node) {
        if (node.id && SLEEP_NAMES.test(node.id.name))
          context.report({ node: node.id, messageId: 'sleepHelper', data: { name: node.id.name } });
      },
      VariableDeclarator(node) {
        if (
          node.id.type === 'Identifier' &&
          SLEEP_NAMES.test(node.id.name) &&
          (node.init?.type === 'ArrowFunctionExpression' ||
            node.init?.type === 'FunctionExpression')
        )
          context.report({ node: node.id, messageId: 'sleepHelper', data: { name: node.id.name } });
      },
    };
  },
};

/** The project's own rules, as an ESLint plugin for eslint.config.js. */
