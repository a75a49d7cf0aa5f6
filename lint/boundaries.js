// @ts-check
/**
 * The project's boundaries as lint rules (DESIGN.md, Conventions; issue 37, item 4):
 *
 * - `no-import-cycles`: no file reaches itself through its imports, type-only imports included;
 * - `layer-order`: the engine's folders stand in one order, and a file imports only from its own
 *   folder or from a layer below; every engine folder is placed in the order.
 *
 * Today's breaches are listed in `knownBoundaryBreaches.js`, each by the import that makes it, so
 * a new one is refused while the old ones are paid off; a test fails a listed breach that is gone.
 */
import path from 'node:path';
import { importsOf, resolveImport, shortestPath } from './moduleGraph.js';

/** @typedef {import('estree').Node} Node */
/** @typedef {readonly [from: string, to: string]} Edge project-relative paths, `/`-separated */

/** The project's root: the folder of this one's parent. */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

/** A path relative to the project, with `/` on every platform. */
export function projectPath(/** @type {string} */ file) {
  return path.relative(PROJECT_ROOT, file).split(path.sep).join('/');
}

/**
 * Each import of a module in `context`'s file, with the node to report on and what it names.
 *
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(node: Node, specifier: string) => void} visit
 * @returns {import('eslint').Rule.RuleListener}
 */
function eachImport(context, visit) {
  /** @param {Node & { source?: Node | null }} node */
  const check = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string') {
      visit(source, source.value);
    }
  };
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}

/** The known breaches of a rule, as a set of `from → to` keys. */
function knownSet(/** @type {readonly Edge[] | undefined} */ known) {
  return new Set((known ?? []).map(([from, to]) => `${from} → ${to}`));
}

const edgesSchema = {
  type: 'array',
  items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
};

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No file reaches itself through its imports, types included.' },
    schema: [
      {
        type: 'object',
        properties: { known: edgesSchema },
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{chain}}. Move what both sides need into a file below them both (DESIGN.md: no import cycles).',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const known = knownSet(context.options[0]?.known);
    const from = projectPath(file);
    return eachImport(context, (node, specifier) => {
      const imported = resolveImport(file, specifier);
      if (imported === null || imported === file) return;
      if (known.has(`${from} → ${projectPath(imported)}`)) return;
      const back = shortestPath(imported, file);
      if (back === null) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { chain: [file, ...back].map(projectPath).join(' → ') },
      });
    });
  },
};

/**
 * Where a file stands in `layers`: the index of its layer and the part (a folder, or `dir/*` for
 * the files directly in `dir`) that holds it; the deepest part wins.
 *
 * @param {readonly (readonly string[])[]} layers
 * @param {string} file project-relative
 * @returns {{ layer: number, part: string } | null}
 */
export function placeOf(layers, file) {
  /** @type {{ layer: number, part: string } | null} */
  let best = null;
  layers.forEach((parts, layer) => {
    for (const part of parts) {
      const holds = part.endsWith('/*')
        ? path.posix.dirname(file) === part.slice(0, -2)
        : file.startsWith(`${part}/`);
      if (holds && (best === null || part.length > best.part.length)) best = { layer, part };
    }
  });
  return best;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerOrder = {
  meta: {
    type: 'problem',
    docs: { description: "The engine's folders stand in one order; nothing climbs it." },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          known: edgesSchema,
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      climbs:
        '{{from}} (layer {{fromLayer}}) imports {{to}} (layer {{toLayer}}): nothing climbs the order of lint/engineLayers.js. Move what is shared down.',
      sideways:
        '{{from}} imports {{to}}, which stands beside it in the order of lint/engineLayers.js: move what is shared down.',
      entry:
        '{{from}} imports the entry {{to}}: inside engine/, import the file that holds what you need (entries are for the outside).',
      unplaced: '{{part}} is in no layer of the order: place it in lint/engineLayers.js.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    /** @type {{ root: string, layers: string[][], known?: Edge[] }} */
    const { root, layers, known } = context.options[0];
    const from = projectPath(file);
    if (!from.startsWith(`${root}/`)) return {};
    const here = placeOf(layers, from);
    if (here === null) {
      return {
        Program(node) {
          context.report({
            node,
            messageId: 'unplaced',
            data: { part: path.posix.dirname(from) },
          });
        },
      };
    }
    const allowed = knownSet(known);
    return eachImport(context, (node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const to = projectPath(
        resolveImport(file, specifier) ?? path.resolve(path.dirname(file), specifier),
      );
      const there = placeOf(layers, to);
      if (there === null || allowed.has(`${from} → ${to}`)) return;
      if (there.part.endsWith('/*') && there.layer > here.layer) {
        context.report({ node, messageId: 'entry', data: { from: here.part, to } });
      } else if (there.layer > here.layer) {
        context.report({
          node,
          messageId: 'climbs',
          data: {
            from: here.part,
            fromLayer: String(here.layer + 1),
            to: there.part,
            toLayer: String(there.layer + 1),
          },
        });
      } else if (there.layer === here.layer && there.part !== here.part) {
        context.report({
          node,
          messageId: 'sideways',
          data: { from: here.part, to: there.part },
        });
      }
    });
  },
};

/**
 * Whether a listed breach still happens: `from` imports `to` directly, and (for a cycle) `to`
 * leads back to `from`. A test fails every listed breach that no longer does, so the lists only
 * shrink.
 *
 * @param {Edge} edge
 * @param {'import' | 'cycle'} kind
 */
export function breachStands([from, to], kind) {
  const a = path.join(PROJECT_ROOT, from);
  const b = path.join(PROJECT_ROOT, to);
  if (!importsOf(a).includes(b)) return false;
  return kind === 'import' || shortestPath(b, a) !== null;
}

export const boundaryRules = { 'no-import-cycles': noImportCycles, 'layer-order': layerOrder };
