// Analysis of 10 000 responses. Run: npx tsx bench/analysis.ts
//
// First, as the server runs it: a fresh worker thread (bench/analysis-thread.ts, bundled to plain
// JavaScript here as the server's build bundles its analysis worker) that imports the engine, loads the
// English word vectors (src/word-vectors.ts), analyses 10 000 responses, then analyses again warm. The
// budget (issue 30): the first run including loading the vectors <= 4 s; 10 000 responses <= 1.5 s of
// CPU on a warm thread; memory growth <= 200 MB. Then the engine in this thread, as before.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { analyseSwot, createStatementParser } from '../packages/analysis/src/analyse-swot.ts';
import { makeDistinct, makeResponses } from './analysis-responses.ts';

/** The thread's code and the word vectors in a folder of their own, found as the server's bundle finds them. */
async function bundleThread(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'foursight-bench-analysis-'));
  const file = path.join(folder, 'analysis-thread.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('analysis-thread.ts', import.meta.url))],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The engine's npm dependencies are CommonJS: bundled into an ES module, they need a require.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  copyFileSync(
    fileURLToPath(new URL('../packages/analysis/vectors/en-100.bin', import.meta.url)),
    path.join(folder, 'en-100.bin'),
  );
  return file;
}

function inFreshThread(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    // BENCH_ANALYSIS_HEAP_MB caps the thread's old generation, to see what a memory limit costs in CPU.
    const heapMb = Number(process.env.BENCH_ANALYSIS_HEAP_MB ?? 0);
    const worker = new Worker(file, heapMb > 0 ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {});
    worker.once('message', (lines: string[]) => {
      resolve(lines);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

for (const line of await inFreshThread(await bundleThread())) console.log(line);
console.log('');
inThisThread();

function inThisThread(): void {
  const responses = makeResponses(10_000);
  analyseSwot(responses.slice(0, 500)); // warm the JIT and the lexicon
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const analysis = analyseSwot(responses);
    const wall = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    runs.push((cpu.user + cpu.system) / 1000);
    if (run === 0) {
      console.log(
        `themes found: ${Object.values(analysis.categoryAnalysis)
          .map((c) => c.topThemes.length)
          .join(', ')}`,
      );
    }
    console.log(`run ${run + 1}: ${wall.toFixed(0)} ms wall, ${runs.at(-1)!.toFixed(0)} ms CPU`);
  }
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(
    `analysis of 10 000 responses: median ${sorted[2]!.toFixed(0)} ms CPU (min ${sorted[0]!.toFixed(0)}, max ${sorted[4]!.toFixed(0)}); goal < 1000 ms`,
  );

  // The same size with every answer written differently (as real respondents do), so the statement
  // parser's cache cannot help the first analysis: the cold cost. Then the same responses again with
  // the parser kept, as the analysis thread keeps it between runs of one SWOT: the warm cost.
  const distinct = makeDistinct(responses, 'branch');
  const parser = createStatementParser();
  const timed = (label: string) => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    analyseSwot(distinct, new Date(), parser);
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `${label}: ${(performance.now() - started).toFixed(0)} ms wall, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU`,
    );
  };
  timed('10 000 distinct responses, cold parser');
  timed('10 000 distinct responses, warm parser (re-analysis)');
}
