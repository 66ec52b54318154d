import path from 'node:path';

/**
 * The web app's layers (docs/decisions/126), checked on the resolved path of every relative import, so that
 * `../work-orders` from a sibling feature counts as well as `../../features/work-orders`:
 *   lib/, components/  generic pieces: import neither entities/, features/ nor app/
 *   entities/          domain pieces several features share (entities/work-orders): never features/ or app/
 *   features/<name>/   one screen area: never another feature, never app/
 *   app/               the shell and router: anything
 * Other folders (test/, main.tsx) are not a layer.
 */
const FORBIDDEN = {
  lib: ['entities', 'features', 'app'],
  components: ['entities', 'features', 'app'],
  entities: ['features', 'app'],
  features: ['app'],
};

const MESSAGES = {
  lib: 'lib/ is generic: it never imports {{target}}/ (docs/decisions/126).',
  components:
    'components/ are generic: they never import {{target}}/ (docs/decisions/126). Pass domain pieces in as props.',
  entities: 'entities/ never import {{target}}/: features build on entities (docs/decisions/126).',
  features: 'features/ never import {{target}}/ (docs/decisions/126).',
  feature:
    'Features do not import each other: move what both need to entities/, components/, lib/ or shared (docs/decisions/126).',
};

const SRC_MARK = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;

/** ['features', 'work-orders', ...] for a path under apps/web/src, else null. */
function segmentsOf(file) {
  const at = file.lastIndexOf(SRC_MARK);
  return at < 0 ? null : file.slice(at + SRC_MARK.length).split(path.sep);
}

const webLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow lib/components <- entities <- features <- app (docs/decisions/126).' },
    schema: [],
    messages: MESSAGES,
  },
  create(context) {
    const from = segmentsOf(context.filename);
    if (!from || !(from[0] in FORBIDDEN)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const to = segmentsOf(path.resolve(path.dirname(context.filename), source.value));
      if (!to) return;
      if (FORBIDDEN[from[0]].includes(to[0])) {
        context.report({ node: source, messageId: from[0], data: { target: to[0] } });
      } else if (from[0] === 'features' && to[0] === 'features' && to.length > 1 && to[1] !== from[1]) {
        context.report({ node: source, messageId: 'feature' });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const webLayers = { rules: { 'web-layers': webLayersRule } };
