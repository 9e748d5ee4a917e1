import { Worker } from 'node:worker_threads';
import type { ResponseText } from '@foursight/analysis/analyse-swot';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import { bundledFile } from '../../bundled-file.ts';
import type { AnalysisRequest } from './analysis-worker.ts';

/** What an analysis starts from besides the responses. */
export interface AnalysisContext {
  /** The SWOT's theme records from its previous analysis, with a person's corrections: kept (ids, labels, pins). */
  themes?: readonly ThemeRecord[];
  /** The organisation's name: never a theme. */
  organisation?: string;
}

/** The statistical analysis and the theme records it was made from. */
export interface AnalysisResult {
  analysis: SwotAnalysis;
  themes: ThemeRecord[];
}

/** Runs the statistical analysis of a SWOT's responses. */
export interface AnalysisRunner {
  analyse(responses: readonly ResponseText[], generatedAt: Date, context?: AnalysisContext): Promise<AnalysisResult>;
  close(): Promise<void>;
}

/**
 * In this thread: for tests and tools run from source, where there is no
 * bundled worker file to start. The engine (and its language model, the
 * slowest module to load) loads on the first analysis, not at start.
 */
export function createInlineAnalysisRunner(): AnalysisRunner {
  type Engine = (responses: readonly ResponseText[], generatedAt: Date, context: AnalysisContext) => AnalysisResult;
  let engine: Promise<Engine> | null = null;
  const load = async (): Promise<Engine> => {
    const { analyseSwotWithThemes, createStatementParser } = await import('@foursight/analysis/analyse-swot');
    const parser = createStatementParser();
    return (responses, generatedAt, context) => analyseSwotWithThemes(responses, { generatedAt, parser, ...context });
  };
  return {
    analyse: async (responses, generatedAt, context = {}) =>
      (await (engine ??= load()))(responses, generatedAt, context),
    close: () => Promise.resolve(),
  };
}

type Settle = { resolve: (result: AnalysisResult) => void; reject: (error: Error) => void };

/**
 * On a worker thread. Analysing a large SWOT takes CPU for up to a second
 * (10 000 responses: about 0.7 s); in the HTTP process that stalled every
 * request for as long, and load shedding then refused submissions with 503
 * (seen in bench/submit.ts: the HTTP server analysing the responses the raw
 * phase had written). One thread, started on first use and kept, unreferenced
 * while idle so it never holds the process open; requests queue in its port.
 * A crashed thread fails the requests it held and is started afresh next time.
 */
export function createWorkerAnalysisRunner(workerFile: URL): AnalysisRunner {
  let worker: Worker | null = null;
  const pending = new Map<number, Settle>();
  let nextId = 1;

  function failAll(error: Error) {
    for (const settle of pending.values()) settle.reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = new Worker(workerFile);
    started.on(
      'message',
      (message: { id: number; analysis?: SwotAnalysis; themes?: ThemeRecord[]; error?: string }) => {
        const settle = pending.get(message.id);
        if (!settle) return;
        pending.delete(message.id);
        if (pending.size === 0) started.unref();
        if (message.error !== undefined) settle.reject(new Error(`Analysis failed: ${message.error}`));
        else settle.resolve({ analysis: message.analysis!, themes: message.themes ?? [] });
      },
    );
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`The analysis thread stopped (exit code ${code}).`));
    });
    return started;
  }

  return {
    analyse(responses, generatedAt, context = {}) {
      worker ??= start();
      const id = nextId++;
      const running = worker;
      return new Promise<AnalysisResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.ref();
        const request: AnalysisRequest = { id, responses, generatedAt: generatedAt.getTime(), ...context };
        running.postMessage(request);
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      if (stopping) await stopping.terminate();
    },
  };
}

/**
 * The runner for this process: the worker thread when the bundled worker
 * file sits beside the running bundle (`npm start`), else in this thread.
 */
export function createAnalysisRunner(bundleUrl: string): AnalysisRunner {
  const workerFile = bundledFile(bundleUrl, 'analysis-worker.js');
  return workerFile ? createWorkerAnalysisRunner(workerFile) : createInlineAnalysisRunner();
}
