import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The tests that time themselves against a tight limit (a request holding the
 * event loop 200 ms, a pattern 20 ms on 100 KB, 100 000 people in 300 ms, an
 * answer's 20 ms wait for its write):
 * they run on their own, one file at a time, after the others (`timed`), so
 * two workers sharing the machine's cores never measure each other.
 */
const TIMED = [
  'apps/server/test/event-loop.test.ts',
  'apps/server/test/linear-patterns.test.ts',
  'apps/server/src/features/participation/privacy-guard-speed.test.ts',
  'apps/server/src/features/directory/departments.test.ts',
  'apps/server/src/features/reports/hostile-answers.test.ts',
  'apps/server/src/http/json-body.test.ts',
  // An answer queued 20 ms before its write must still be written: other work on the cores delays that write.
  'apps/server/src/features/participation/submission-batcher.test.ts',
  'packages/shared/src/domain/long-words.test.ts',
];

const API = {
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

/**
 * One runner, five projects: pure unit tests of the packages, web component
 * tests (happy-dom), API tests on a real database (PGlite, or PostgreSQL when
 * TEST_DATABASE_URL is set), the timed tests above (on that database too), and
 * multi-process tests that need PostgreSQL. Two test files at a time (vitest's
 * default on two cores is one); scripts/test.mjs runs `timed` in a run of its
 * own after the rest.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          // Build-time tools that need no database (the home page's sample preview) are unit-tested too.
          include: ['packages/*/src/**/*.test.ts', 'apps/server/scripts/*.test.ts'],
          exclude: TIMED,
        },
      },
      {
        // lingui(): the app's catalogs are imported compiled (`?lingui`), as the build compiles them.
        plugins: [
          react(),
          lingui({ configPath: fileURLToPath(new URL('./apps/web/lingui.config.ts', import.meta.url)) }),
        ],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/*.test.ts'],
          exclude: TIMED,
          ...API,
        },
      },
      {
        test: { name: 'timed', include: TIMED, fileParallelism: false, ...API },
      },
      {
        test: {
          name: 'scale',
          include: ['apps/server/test/scale/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
