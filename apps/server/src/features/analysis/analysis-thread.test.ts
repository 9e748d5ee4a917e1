import { performance } from 'node:perf_hooks';
import { analyseSwotWithThemes } from '@foursight/analysis/analyse-swot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker } from '../../../test/bundle-worker.ts';
import { createWorkerAnalysisRunner, type AnalysisRunner } from './analysis-thread.ts';

// The worker's entry bundled as the server build bundles it.
let bundle: Awaited<ReturnType<typeof bundleWorker>>;
let WORKER: URL;
beforeAll(async () => {
  bundle = await bundleWorker(new URL('./analysis-worker.ts', import.meta.url), 'analysis-worker');
  WORKER = bundle.file;
});
afterAll(() => bundle.remove());

const answers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `r${index}`,
    strengths: `Loyal customers and a strong brand; skilled team number ${index % 7}`,
    weaknesses: 'Slow decisions between departments and an old CRM',
    opportunities: 'Online sales and exports to new markets',
    threats: 'Low-cost online competitors and rising fuel prices',
  }));

describe('analysis on a worker thread', () => {
  let runner: AnalysisRunner | undefined;
  afterEach(async () => runner?.close());

  it('gives the same analysis as running it here, and keeps this thread free meanwhile', async () => {
    runner = createWorkerAnalysisRunner(WORKER);
    const responses = answers(4000);
    const at = new Date('2026-11-24T08:00:00Z');
    await runner.analyse(answers(1), at); // the thread's start-up is not what is measured

    // While the thread analyses, this loop keeps turning: ticks every 5 ms still arrive.
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const started = performance.now();
    const result = await runner.analyse(responses, at);
    const elapsed = performance.now() - started;
    clearInterval(timer);

    expect(result).toEqual(analyseSwotWithThemes(responses, { generatedAt: at }));
    expect(result.analysis.keywordAnalysis).toBeDefined();
    expect(result.analysis.responseCount).toBe(4000);
    expect(result.themes.length).toBeGreaterThan(0);
    // Blocked, the loop would tick about once in the whole wait.
    expect(ticks).toBeGreaterThan(Math.floor(elapsed / 5 / 4));
  });

  it('answers requests sent together, each with its own result', async () => {
    runner = createWorkerAnalysisRunner(WORKER);
    const at = new Date('2026-11-24T08:00:00Z');
    const [small, large] = await Promise.all([runner.analyse(answers(3), at), runner.analyse(answers(300), at)]);
    expect(small).toEqual(analyseSwotWithThemes(answers(3), { generatedAt: at }));
    expect(large).toEqual(analyseSwotWithThemes(answers(300), { generatedAt: at }));
  });

  it('fails the request when the thread dies, and starts a new thread for the next one', async () => {
    runner = createWorkerAnalysisRunner(new URL('data:text/javascript,process.exit(3)'));
    await expect(runner.analyse(answers(1), new Date())).rejects.toThrow(/analysis thread stopped/);
    await expect(runner.analyse(answers(1), new Date())).rejects.toThrow(/analysis thread stopped/);
  });
});
