// The analysis thread as the server runs it, timed from a fresh isolate: bench/analysis.ts bundles this
// file with the engine into plain JavaScript (as the server's build bundles analysis-worker.ts) and
// starts it as a worker thread with the server's resource limits, so no TypeScript loader runs beside it.
// It imports the engine, loads the English word vectors, analyses 10 000 responses, then analyses again
// warm with the theme records of the run before, as analysis-worker.ts does.
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { makeDistinct, makeResponses } from './analysis-responses.ts';

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const lines: string[] = [];
/** process.cpuUsage counts the whole process, but the main thread only waits meanwhile: this thread's CPU (and its GC helpers'). */
const timed = <T>(label: string, work: () => T): { result: T; wall: number; cpu: number } => {
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = work();
  const wall = performance.now() - started;
  const cpu = cpuMs(cpuBefore);
  lines.push(
    `${label}: ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU (then RSS ${mb(process.memoryUsage().rss)}, heap ${mb(getHeapStatistics().total_physical_size)} resident)`,
  );
  return { result, wall, cpu };
};
const first = makeDistinct(makeResponses(10_000), 'branch');
const other = makeDistinct(makeResponses(10_000), 'region');
gc();
const before = process.memoryUsage();

const importCpu = process.cpuUsage();
const importStarted = performance.now();
const { analyseSwotWithThemes, createStatementParser } = await import('../packages/analysis/src/analyse-swot.ts');
const { wordVectors } = await import('../packages/analysis/src/word-vectors.ts');
const importWall = performance.now() - importStarted;
lines.push(
  `fresh thread, the engine's modules: ${importWall.toFixed(0)} ms wall, ${cpuMs(importCpu).toFixed(0)} ms CPU`,
);

gc();
const beforeVectors = process.memoryUsage();
const load = timed('fresh thread, loadWordVectors', () => wordVectors());
gc();
const afterVectors = process.memoryUsage();
lines.push(
  `  ${load.result.size} words x ${load.result.dims}: heap +${mb(afterVectors.heapUsed - beforeVectors.heapUsed)}, ` +
    `buffers +${mb(afterVectors.arrayBuffers - beforeVectors.arrayBuffers)}, RSS +${mb(afterVectors.rss - beforeVectors.rss)}`,
);

// The thread keeps its statement parser between runs, as analysis-worker.ts does.
const parser = createStatementParser();
const run = timed('fresh thread, first analysis of 10 000 distinct responses', () =>
  analyseSwotWithThemes(first, { parser }),
);
lines.push(
  `first run including loading the vectors: ${(load.wall + run.wall).toFixed(0)} ms wall, ${(load.cpu + run.cpu).toFixed(0)} ms CPU ` +
    `(with the engine's modules: ${(importWall + load.wall + run.wall).toFixed(0)} ms wall); budget <= 4000 ms`,
);
const { themes } = timed('warm thread, 10 000 other distinct responses (new to the parser)', () =>
  analyseSwotWithThemes(other, { parser }),
).result;
const warm: number[] = [];
for (let again = 0; again < 3; again += 1) {
  warm.push(
    timed(`warm thread, the same 10 000 again with their theme records (re-analysis) #${again + 1}`, () =>
      analyseSwotWithThemes(other, { parser, themes }),
    ).cpu,
  );
}
lines.push(
  `warm thread, re-analysis of 10 000: median ${[...warm].sort((a, b) => a - b)[1]!.toFixed(0)} ms CPU; budget <= 1500 ms`,
);

gc();
const after = process.memoryUsage();
const heap = getHeapStatistics();
lines.push(
  `memory, thread start -> after the runs (after GC): process RSS ${mb(before.rss)} -> ${mb(after.rss)} (+${mb(after.rss - before.rss)}); budget <= 200 MB`,
  `  the thread's heap: ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} used (the parser's cache included), ` +
    `${mb(heap.total_physical_size)} resident; buffers +${mb(after.arrayBuffers - before.arrayBuffers)}`,
);
// Then idle, as the server's thread is between runs: V8's memory reducer gives back the heap's empty pages
// (it starts some seconds after the last collection), so what the thread keeps is read after it has run.
const idleStarted = performance.now();
let settled = process.memoryUsage().rss;
for (
  let waited = 0;
  waited < 60_000 && settled - before.rss > after.heapUsed - before.heapUsed + 64 * 1024 * 1024;
  waited += 5_000
) {
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  settled = process.memoryUsage().rss;
}
lines.push(
  `memory, after ${((performance.now() - idleStarted) / 1000).toFixed(0)} s idle: process RSS ${mb(settled)} (+${mb(settled - before.rss)} since the thread started), ` +
    `the thread's heap ${mb(getHeapStatistics().total_physical_size)} resident`,
);
if (parentPort) parentPort.postMessage(lines);
else console.log(lines.join('\n'));
