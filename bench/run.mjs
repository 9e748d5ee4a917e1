// `npm run bench`: runs every benchmark in turn. Each prints its own figures.
import { spawnSync } from 'node:child_process';

const benches = ['bench/cold-start.mjs', 'bench/csv-import.mjs'];
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const result = spawnSync(process.execPath, [bench], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
