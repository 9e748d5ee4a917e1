import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { AnalysisRunner } from './features/analysis/analysis-thread.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { LiveBus } from './integrations/live/live-bus.ts';
import type { AiClient } from './integrations/ai/ai-client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { PaymentGateway } from './integrations/payments/payment-gateway.ts';
import type { SecretBox } from './integrations/secrets/secret-box.ts';
import type { WhatsAppClient } from './integrations/whatsapp/whatsapp-client.ts';
import type { TaskThread } from './threads/worker-thread.ts';

/**
 * Everything a feature may depend on, built once in main.ts (or by the test
 * builder) and passed down explicitly: no container, no globals.
 */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  queue: JobQueue<AppDeps>;
  logger: FastifyBaseLogger;
  mailer: Mailer;
  /** Null when WhatsApp is not configured. */
  whatsapp: WhatsAppClient | null;
  ai: AiClient;
  /** Razorpay's Orders API; null when payments are not configured (every pay button says so). */
  payments: PaymentGateway | null;
  /** Encrypts and decrypts secrets kept in the database (companies' AI keys). */
  secrets: SecretBox;
  /** Runs the statistical analysis (on a worker thread in the built server). */
  analysis: AnalysisRunner;
  /** Lays out documents (report PDF, slides, workbooks, invoice PDFs): on a thread of its own in the built server. */
  documents: TaskThread;
  /** Tells open event streams (in every process) that a SWOT's responses changed. */
  live: LiveBus;
  /** The clock, so schedules and expiries can be tested at chosen instants. */
  now: () => Date;
}
