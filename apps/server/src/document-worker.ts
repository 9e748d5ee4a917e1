// The document thread's entry (bundled as dist/document-worker.js): lays out
// PDFs, slides and workbooks for the HTTP thread (documents.ts). It shares
// nothing with the main thread but messages.
import { documentHandlers } from './document-handlers.ts';
import { lowerThreadPriority } from './threads/background-priority.ts';
import { serveThread } from './threads/serve-thread.ts';

// The HTTP thread, and the participants and organisers it serves, come first for the CPU.
lowerThreadPriority();
serveThread(documentHandlers);
