import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';
import { BACKGROUND_EXPORT_THRESHOLD } from '@foursight/shared/domain/reports';
import { sellerConfig, sellerEnvShape, type SellerConfig } from './config-seller.ts';

export type { SellerConfig };

/**
 * The only reader of process.env (house rule 11). Everything configurable is
 * listed here with its default, and in the README's configuration table.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

const MEBIBYTE = 1024 * 1024;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /**
   * Connections the kernel queues for the server to accept (capped by net.core.somaxconn).
   * Node's 511 overflowed when 1 000 clients connected at once: dropped connections retry
   * after 1, 3, 7 s... and clients time out.
   */
  LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65535).default(4096),
  /**
   * Extra handles accepting on the listening socket (http/extra-acceptors.ts): each accepts one
   * more connection per event-loop turn, so a burst of new connections is taken in quickly
   * even while every turn is busy. 0 turns them off.
   */
  LISTEN_EXTRA_ACCEPTORS: z.coerce.number().int().min(0).max(64).default(15),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  RUN_MODE: z.enum(['all', 'http', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(here, '../../web/dist')),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').default('admin@foursight.local'),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').max(128).optional(),
  /** The address people use to reach this server, for links in e-mails; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url('PUBLIC_URL must be a URL').optional(),
  /** Submissions one SWOT accepts per minute across all addresses (flood cap). */
  SUBMIT_FLOOD_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Submissions one address may send to one SWOT per minute. */
  SUBMIT_ADDRESS_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Registrations one address may attempt per hour, and availability checks it
   * may make (the registration form's live checks). 0 turns a limit off.
   */
  REGISTER_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(10),
  CHECK_DUPLICATE_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(60),
  /** Password reset requests (and reset attempts) one address may make per hour, per audience. 0 turns it off. */
  PASSWORD_RESET_ADDRESS_LIMIT_PER_HOUR: z.coerce.number().int().min(0).default(10),
  MAIL_FROM: z.string().min(3).default('Foursight <no-reply@foursight.local>'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_API_KEY: z.string().min(1).optional(),
  MAIL_API_URL: z.url('MAIL_API_URL must be a URL').default('https://api.resend.com'),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url('WHATSAPP_API_URL must be a URL').default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE_NAME: z.string().min(1).default('swot_invitation'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default('en'),
  /**
   * Encrypts secrets at rest (companies' AI keys): 32 bytes as 64 hex characters or base64.
   * Unset, a key is made at first start and kept in DATA_DIR/secret.key.
   */
  ENCRYPTION_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/, 'ENCRYPTION_KEY must be 32 bytes: 64 hex characters or base64')
    .optional(),
  /** The OpenAI-compatible service companies' AI keys are used with. */
  AI_BASE_URL: z.url('AI_BASE_URL must be a URL').default('https://api.openai.com/v1'),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** How long analysis waits after a new response, so a burst of answers is analysed once. */
  ANALYSIS_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** A name for this process in logs and health answers; defaults to host and pid. */
  INSTANCE_ID: z.string().min(1).optional(),
  /**
   * Load shedding: above either threshold, requests (except health checks) answer 503
   * with Retry-After at once instead of queuing. 0 turns a threshold off.
   */
  SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(200),
  /** Unset: 90 % of the V8 heap limit. */
  SHED_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** A submission still waiting for its database write after this long answers 503 instead. */
  SHED_MAX_QUEUE_WAIT_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * A SWOT with more responses than this gets its Excel and CSV files from a background
   * job (progress, then a download link) rather than a streamed request.
   */
  EXPORT_JOB_THRESHOLD: z.coerce.number().int().min(0).default(BACKGROUND_EXPORT_THRESHOLD),
  /** Razorpay: both keys or neither; without them every pay button says payments are not set up. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  /** Signs webhooks (set in Razorpay's dashboard); without it the webhook refuses every call. */
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: z.url('RAZORPAY_API_URL must be a URL').default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_URL: z
    .url('RAZORPAY_CHECKOUT_URL must be a URL')
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  ...sellerEnvShape,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  listenBacklog: number;
  listenExtraAcceptors: number;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };
  runMode: Env['RUN_MODE'];
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  webDistDir: string;
  instanceId: string;
  /** The first platform admin, created at first start when none exists. */
  admin: { email: string; password: string | undefined };
  /** Base URL for links sent to people (no trailing slash). */
  publicUrl: string;
  submitFloodLimitPerMinute: number;
  submitAddressLimitPerMinute: number;
  /** Per client address and hour, counted in the database; 0 means no limit. */
  registerAddressLimitPerHour: number;
  checkDuplicateAddressLimitPerHour: number;
  passwordResetAddressLimitPerHour: number;
  mail: MailConfig;
  /** Null when WhatsApp is not configured: nothing is sent there. */
  whatsapp: WhatsAppConfig | null;
  /** The key from ENCRYPTION_KEY, or null to use (or make) the one in keyFile. */
  encryption: { key: Buffer | null; keyFile: string };
  ai: AiConfig;
  analysisDelaySeconds: number;
  /** Responses above which Excel and CSV are prepared by a background job. */
  exportJobThreshold: number;
  loadShedding: LoadSheddingConfig;
  /** Null when Razorpay is not configured: orders are refused with a plain message. */
  payments: PaymentsConfig | null;
  seller: SellerConfig;
}

export interface PaymentsConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  apiUrl: string;
  checkoutUrl: string;
}

/** Thresholds past which the process refuses new work with 503 (0 = that check is off). */
export interface LoadSheddingConfig {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  /** How long a submission may wait for its batch before it is refused rather than written. */
  maxQueueWaitMs: number;
  retryAfterSeconds: number;
}

export interface AiConfig {
  baseUrl: string;
  model: string;
  timeoutMs: number;
}

export interface MailConfig {
  from: string;
  /** SMTP when SMTP_URL is set, else the HTTP API when MAIL_API_KEY is set, else the outbox. */
  transport: { kind: 'smtp'; url: string } | { kind: 'http-api'; url: string; apiKey: string } | { kind: 'outbox' };
  /** Attempts after the first, each waiting twice as long as the one before. */
  retry: { limit: number; delaySeconds: number };
}

export interface WhatsAppConfig {
  apiUrl: string;
  accessToken: string;
  phoneNumberId: string;
  templateName: string;
  language: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set", as they do in most shells' env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: set both or neither');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    listenBacklog: env.LISTEN_BACKLOG,
    listenExtraAcceptors: env.LISTEN_EXTRA_ACCEPTORS,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite') },
    runMode: env.RUN_MODE,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    instanceId: env.INSTANCE_ID ?? `${os.hostname()}-${process.pid}`,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/(?<!\/)\/+$/, ''),
    submitFloodLimitPerMinute: env.SUBMIT_FLOOD_LIMIT_PER_MINUTE,
    submitAddressLimitPerMinute: env.SUBMIT_ADDRESS_LIMIT_PER_MINUTE,
    registerAddressLimitPerHour: env.REGISTER_ADDRESS_LIMIT_PER_HOUR,
    checkDuplicateAddressLimitPerHour: env.CHECK_DUPLICATE_ADDRESS_LIMIT_PER_HOUR,
    passwordResetAddressLimitPerHour: env.PASSWORD_RESET_ADDRESS_LIMIT_PER_HOUR,
    mail: {
      from: env.MAIL_FROM,
      transport: env.SMTP_URL
        ? { kind: 'smtp', url: env.SMTP_URL }
        : env.MAIL_API_KEY
          ? { kind: 'http-api', url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY }
          : { kind: 'outbox' },
      retry: { limit: env.MAIL_RETRY_LIMIT, delaySeconds: env.MAIL_RETRY_DELAY_SECONDS },
    },
    encryption: {
      key: env.ENCRYPTION_KEY
        ? Buffer.from(env.ENCRYPTION_KEY, env.ENCRYPTION_KEY.length === 64 ? 'hex' : 'base64')
        : null,
      keyFile: path.resolve(env.DATA_DIR, 'secret.key'),
    },
    ai: { baseUrl: env.AI_BASE_URL.replace(/(?<!\/)\/+$/, ''), model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS },
    analysisDelaySeconds: env.ANALYSIS_DELAY_SECONDS,
    exportJobThreshold: env.EXPORT_JOB_THRESHOLD,
    loadShedding: {
      maxEventLoopDelayMs: env.SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        env.SHED_MAX_HEAP_USED_MB === undefined
          ? Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9)
          : env.SHED_MAX_HEAP_USED_MB * MEBIBYTE,
      maxQueueWaitMs: env.SHED_MAX_QUEUE_WAIT_MS,
      retryAfterSeconds: env.SHED_RETRY_AFTER_SECONDS,
    },
    payments:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
            apiUrl: env.RAZORPAY_API_URL.replace(/(?<!\/)\/+$/, ''),
            checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
          }
        : null,
    seller: sellerConfig(env),
    whatsapp:
      env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            apiUrl: env.WHATSAPP_API_URL,
            accessToken: env.WHATSAPP_ACCESS_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            templateName: env.WHATSAPP_TEMPLATE_NAME,
            language: env.WHATSAPP_TEMPLATE_LANGUAGE,
          }
        : null,
  };
}
