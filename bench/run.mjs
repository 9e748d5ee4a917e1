// `npm run bench`: runs every benchmark in turn. Each prints its own figures.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/bundle-size.mjs',
  'bench/sign-in.mjs',
  'bench/cold-start.mjs',
  'bench/csv-import.mjs',
  'bench/submit.ts',
  'bench/overload.ts',
  'bench/analysis.ts',
  'bench/dashboard.ts',
  'bench/export.ts',
  'bench/hostile-report.ts',
  'bench/live.ts',
  'bench/round-results.ts',
  'bench/org-chart.mjs',
  'bench/lighthouse.mjs',
];
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const args = bench.endsWith('.ts') ? ['--import', 'tsx', bench] : [bench];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
