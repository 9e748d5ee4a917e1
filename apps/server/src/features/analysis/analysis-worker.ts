// The analysis worker thread's entry (bundled as dist/analysis-worker.js):
// analyses the responses it is sent and posts the result back. It shares
// nothing with the main thread but messages.
import { parentPort } from 'node:worker_threads';
import { analyseSwotWithThemes, createStatementParser, type ResponseText } from '@foursight/analysis/analyse-swot';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import { lowerThreadPriority } from '../../threads/background-priority.ts';

export interface AnalysisRequest {
  id: number;
  responses: readonly ResponseText[];
  /** Epoch milliseconds (a Date survives cloning, but the number says what is meant). */
  generatedAt: number;
  /** The SWOT's theme records, with a person's corrections, that the analysis keeps (analyse-swot.ts). */
  themes?: readonly ThemeRecord[];
  /** The organisation's name: never a theme. */
  organisation?: string;
}

/**
 * The thread's statement parser, kept between requests: a SWOT is analysed again as answers arrive, and
 * each run then reads only the statements it has not seen (10 000 distinct responses: 1.8 s of CPU cold,
 * 0.7 s warm; bench/analysis.ts). The cache is bounded (see createStatementParser).
 */
const parser = createStatementParser();

// Background work: the HTTP thread (and the participants it serves) comes first for the CPU.
lowerThreadPriority();

parentPort?.on('message', (request: AnalysisRequest) => {
  try {
    const { analysis, themes } = analyseSwotWithThemes(request.responses, {
      generatedAt: new Date(request.generatedAt),
      parser,
      ...(request.themes ? { themes: request.themes } : {}),
      ...(request.organisation ? { organisation: request.organisation } : {}),
    });
    parentPort!.postMessage({ id: request.id, analysis, themes });
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
