/** The server the journeys run against, shared with playwright.config.ts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * The AI stand-in (e2e/ai-stand-in.mjs) the e2e server's AI_BASE_URL points at: 10 000 above the
 * server's port, so runs on different E2E_PORTs keep apart.
 */
export const E2E_AI_PORT = Number(process.env.E2E_AI_PORT ?? E2E_PORT + 10_000);

/** The platform admin the e2e server is started with (as ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@foursight.test', password: 'e2e admin passphrase 1' };

/**
 * The Razorpay stand-in (e2e/razorpay-stand-in.mjs): Orders API, checkout script and signing, 10 above the
 * server's port. Test credentials only; the browser never sees the secrets.
 */
export const E2E_RAZORPAY_PORT = Number(process.env.E2E_RAZORPAY_PORT ?? E2E_PORT + 10);
export const E2E_RAZORPAY_URL = `http://127.0.0.1:${E2E_RAZORPAY_PORT}`;
export const E2E_RAZORPAY = {
  keyId: 'rzp_test_E2eFoursight01',
  keySecret: 'e2e-razorpay-key-secret-not-real',
  webhookSecret: 'e2e-razorpay-webhook-secret-not-real',
};
