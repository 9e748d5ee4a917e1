import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_AI_PORT,
  E2E_BASE_URL,
  E2E_PORT,
  E2E_RAZORPAY,
  E2E_RAZORPAY_PORT,
  E2E_RAZORPAY_URL,
} from './e2e/e2e-server';

/**
 * Browser journeys against the built product, served by the same entry point
 * `npm start` uses, on a fresh embedded database. Chromium comes from Debian
 * (/usr/bin/chromium): no browser download is possible on these machines.
 */
const DATA_DIR = 'test-results/e2e-data';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Two Chromium pages, the server and its threads share two cores: a page's first paint has taken over 5 s
  // (the default) while the server answered in under 0.4 s (traces of 2026-11-26). What must be fast says so
  // with its own timeout (the live view's 2 s); the rest waits up to 10 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /admin-console\.spec\.ts/,
    },
    {
      // Platform-wide changes (maintenance mode, the public menu) run after every other journey.
      name: 'platform',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /admin-console\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // The AI service for the journeys: a local stand-in, never the real one (see e2e/ai-stand-in.mjs).
      command: 'node e2e/ai-stand-in.mjs',
      url: `http://127.0.0.1:${E2E_AI_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { E2E_AI_PORT: String(E2E_AI_PORT) },
    },
    {
      // Razorpay for the journeys: a local stand-in for its Orders API and checkout (see e2e/razorpay-stand-in.mjs).
      command: 'node e2e/razorpay-stand-in.mjs',
      url: `${E2E_RAZORPAY_URL}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: {
        E2E_RAZORPAY_PORT: String(E2E_RAZORPAY_PORT),
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
      },
    },
    {
      command: `rm -rf ${DATA_DIR} && node apps/server/dist/main.js`,
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT),
        DATA_DIR,
        LOG_LEVEL: 'warn',
        ANALYSIS_DELAY_SECONDS: '1',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        // Every journey registers from 127.0.0.1: room for all of them, still counted in the database.
        REGISTER_ADDRESS_LIMIT_PER_HOUR: '1000',
        CHECK_DUPLICATE_ADDRESS_LIMIT_PER_HOUR: '10000',
        // Browsers, the server and its jobs share two cores here: event-loop shedding would answer 503 to
        // journeys that are not about overload (the API tests switch it off for the same reason).
        SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
        // A SWOT with more than 3 responses counts as large, so the reports journey can prepare an export in the
        // background without writing 20 000 answers (the sample SWOTs have 3 and keep their direct downloads).
        EXPORT_JOB_THRESHOLD: '3',
        AI_BASE_URL: `http://127.0.0.1:${E2E_AI_PORT}/v1`,
        AI_MODEL: 'gpt-4o-mini',
        RAZORPAY_KEY_ID: E2E_RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: E2E_RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: E2E_RAZORPAY.webhookSecret,
        RAZORPAY_API_URL: E2E_RAZORPAY_URL,
        RAZORPAY_CHECKOUT_URL: `${E2E_RAZORPAY_URL}/v1/checkout.js`,
        // The seller on invoices: with a GSTIN, the invoice shows the GST inside each price.
        SELLER_NAME: 'Foursight Analytics Private Limited',
        SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
        SELLER_STATE: 'Karnataka',
        SELLER_GSTIN: '29ABCDE1234F1Z5',
      },
    },
  ],
});
