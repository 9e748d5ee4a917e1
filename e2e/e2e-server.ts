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
