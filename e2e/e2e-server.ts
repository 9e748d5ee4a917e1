/** The server the journeys run against, shared with playwright.config.ts. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

/** The platform admin the e2e server is started with (as ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@foursight.test', password: 'e2e admin passphrase 1' };
