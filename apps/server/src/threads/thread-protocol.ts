import type { ErrorCode } from '@foursight/shared/errors';

/**
 * The messages between a task thread (worker-thread.ts) and its worker
 * (serve-thread.ts). A task is either a call (one request, one answer) or a
 * stream (one request, input values fed on demand, byte chunks back).
 */

/** Main thread to worker. */
export type ToWorker =
  | { id: number; op: 'call'; kind: string; request: unknown }
  | { id: number; op: 'stream'; kind: string; request: unknown }
  /** The next input value of a stream, sent only after the worker asked for it. */
  | { id: number; op: 'input'; value: unknown }
  /** A stream's input has no more values. */
  | { id: number; op: 'input-end' }
  /** The reader went away: the worker stops the stream. */
  | { id: number; op: 'cancel' };

/** Worker to main thread. */
export type FromWorker =
  /** The worker began the task: its budget runs from here, not from when it was sent. */
  | { id: number; op: 'start' }
  | { id: number; op: 'result'; value: unknown }
  /** A failure; `code` when it was an AppError, so it is mapped to its status as if thrown here. */
  | { id: number; op: 'error'; message: string; code?: ErrorCode; retryAfterSeconds?: number }
  | { id: number; op: 'chunk'; data: Uint8Array }
  /** The worker wants a stream's next input value. */
  | { id: number; op: 'more' }
  | { id: number; op: 'end' };
