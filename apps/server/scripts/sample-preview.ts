// Writes the home page's sample preview (build-sample-preview.ts) for the web build to read:
// apps/web/src/features/marketing/generated/sample-preview.json (git-ignored, made again by every build).
// The root `npm run build` runs it after the word vectors are derived and before the web build.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSamplePreview } from './build-sample-preview.ts';

const target = fileURLToPath(
  new URL('../../web/src/features/marketing/generated/sample-preview.json', import.meta.url),
);

const started = performance.now();
const preview = await buildSamplePreview();
await mkdir(path.dirname(target), { recursive: true });
await writeFile(target, `${JSON.stringify(preview, null, 2)}\n`);
const themes = preview.quadrants.reduce((sum, quadrant) => sum + quadrant.themes.length, 0);
console.log(
  `sample preview: ${preview.responseCount} answers, ${themes} themes, ${preview.goals.length} goals -> ` +
    `${path.relative(process.cwd(), target)} (${Math.round(performance.now() - started)} ms)`,
);
