import { AppError } from '@foursight/shared/errors';
import { bundledFile } from './bundled-file.ts';
import { createInlineTaskThread } from './threads/inline-thread.ts';
import { createTaskThread, type TaskThread } from './threads/worker-thread.ts';

/**
 * How long one document may take to lay out, and a streamed workbook may go
 * without progress. Long answers are broken before layout, so a report of
 * hostile answers takes about a second; this only catches what we did not
 * foresee, and stops it (the thread is replaced) instead of letting it queue
 * every later download behind it.
 */
export const DOCUMENT_BUDGET_MS = 30_000;

/**
 * The document thread's heap: a workbook streams its rows and a PDF of the largest report is a few
 * megabytes, so a document needing more is a fault, and it stops the thread rather than the server.
 */
export const DOCUMENT_HEAP_MB = 1024;

/** The document thread from its bundled entry (the built server, tests that bundle it). */
export function createDocumentThread(workerFile: URL): TaskThread {
  return createTaskThread(workerFile, {
    budgetMs: DOCUMENT_BUDGET_MS,
    maxHeapMb: DOCUMENT_HEAP_MB,
    budgetError: () =>
      new AppError(
        'SERVICE_UNAVAILABLE',
        'The document took too long to prepare and was stopped. Try again in a minute; if it happens again, tell us.',
        undefined,
        60,
      ),
    lostError: () =>
      new AppError('SERVICE_UNAVAILABLE', 'The document could not be prepared just now. Try again.', undefined, 5),
  });
}

/**
 * Where this process makes documents: on a thread of its own when the build
 * put its entry beside the running bundle (`npm start`), else in this thread
 * (tests and tools run from source), with the renderers loaded on first use.
 */
export function createDocuments(bundleUrl: string): TaskThread {
  const workerFile = bundledFile(bundleUrl, 'document-worker.js');
  return workerFile
    ? createDocumentThread(workerFile)
    : createInlineTaskThread(async () => (await import('./document-handlers.ts')).documentHandlers);
}
