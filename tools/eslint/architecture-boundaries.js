// House rule 1, enforced: web features do not import each other (src/app
// composes them); ui and lib stay free of features; a server feature may call
// another feature's service but never its repository; packages/shared does no
// I/O. A small rule of our own states these exactly.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB_SRC = path.join(ROOT, 'apps/web/src');
const SERVER_FEATURES = path.join(ROOT, 'apps/server/src/features');
const SHARED_SRC = path.join(ROOT, 'packages/shared/src');
const NODE_IO = /^(node:)?(fs|fs\/promises|net|http|https|child_process|dgram|worker_threads)$/;

function resolveSource(file, source) {
  if (source.startsWith('@/')) return path.join(WEB_SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

function area(file) {
  if (file.startsWith(`${WEB_SRC}/`)) {
    const [top, name] = path.relative(WEB_SRC, file).split(path.sep);
    return { side: 'web', top, feature: top === 'features' ? name : undefined };
  }
  if (file.startsWith(`${SERVER_FEATURES}/`)) {
    return { side: 'server', feature: path.relative(SERVER_FEATURES, file).split(path.sep)[0] };
  }
  return null;
}

function violation(file, source) {
  if (file.startsWith(`${SHARED_SRC}/`) && NODE_IO.test(source)) {
    return 'packages/shared runs in the browser too: no I/O modules.';
  }
  const target = resolveSource(file, source);
  if (!target) return null;
  const from = area(file);
  const to = area(target);
  if (!from || !to || from.side !== to.side) return null;
  if (from.side === 'web') {
    if (from.top === 'features' && to.top === 'features' && from.feature !== to.feature) {
      return `Feature "${from.feature}" imports feature "${to.feature}": compose them in src/app instead.`;
    }
    if (from.top === 'features' && to.top === 'app') return 'A feature must not import from src/app.';
    if ((from.top === 'ui' || from.top === 'lib') && (to.top === 'features' || to.top === 'app')) {
      return `src/${from.top} is shared by every feature and must not import features or the app.`;
    }
    if (from.top === 'lib' && to.top === 'ui') return 'src/lib must not import ui components.';
    return null;
  }
  if (from.feature !== to.feature && /\.repository(\.ts)?$/.test(target)) {
    return `Feature "${from.feature}" reads feature "${to.feature}"'s repository: call its service.`;
  }
  return null;
}

export const architectureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: 'Keeps features, ui and lib apart as the house rules say.' },
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const message = violation(context.filename, source);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
