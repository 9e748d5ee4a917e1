/** The platform admin the e2e server is started with (playwright.config.ts passes it as ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'e2e-admin@foursight.test', password: 'e2e admin passphrase 1' };
