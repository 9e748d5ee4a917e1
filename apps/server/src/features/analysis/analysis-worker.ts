// The analysis worker thread's entry (bundled as dist/analysis-worker.js):
// analyses the responses it is sent and posts the result back. It shares
// nothing with the main thread but messages.
import { parentPort } from 'node:worker_threads';
import { analyseSwot, type ResponseText } from '@foursight/analysis/analyse-swot';

export interface AnalysisRequest {
  id: number;
  responses: readonly ResponseText[];
  /** Epoch milliseconds (a Date survives cloning, but the number says what is meant). */
  generatedAt: number;
}

parentPort?.on('message', (request: AnalysisRequest) => {
  try {
    parentPort!.postMessage({
      id: request.id,
      analysis: analyseSwot(request.responses, new Date(request.generatedAt)),
    });
  } catch (error) {
    parentPort!.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
