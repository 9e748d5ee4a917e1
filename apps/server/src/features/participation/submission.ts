import type { AppError } from '@foursight/shared/errors';

/** One answer as the participation path queues it for the group commit (submission-batcher.ts). */
export interface Submission {
  swotId: string;
  companyId: string;
  answers: { strengths: string; weaknesses: string; opportunities: string; threats: string };
  /** Always set: a submission sent without a key gets a unique one from the service, so it is never a repeat. */
  idempotencyKey: string;
  /**
   * The link it came through. A personal link was claimed before the answer was queued. The
   * shared link carries the SHA-256 of the answering browser's device cookie, held against the
   * one-answer-per-browser rule here, with the SWOT's settings as they are at the write.
   */
  via: { link: 'personal' } | { link: 'shared'; deviceHash: string };
}

/** Per answer: true (stored), false (a repeat) or the error to answer with. */
export type SubmissionOutcome = boolean | AppError;
