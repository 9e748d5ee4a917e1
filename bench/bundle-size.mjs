// JavaScript each entry of the built web app makes the browser load, gzip -9,
// against its budget. The participation page must stay under 75 KB: it is
// what every participant opens, often on a phone. Run `npm run build` first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const BUDGETS_KB = { 'participate.html': 75, 'index.html': null };

for (const [page, budget] of Object.entries(BUDGETS_KB)) {
  const html = readFileSync(path.join(DIST, page), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const styles = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]);
  const size = (files) =>
    files.reduce((total, file) => total + gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length, 0);
  const js = size(scripts) / 1024;
  const css = size(styles) / 1024;
  const verdict =
    budget === null ? '' : js <= budget ? ` (budget ${budget} KB: within)` : ` (budget ${budget} KB: OVER)`;
  console.log(
    `${page}: JavaScript ${js.toFixed(1)} KB gzip in ${scripts.length} files${verdict}; CSS ${css.toFixed(1)} KB gzip`,
  );
}
