import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';

export const E2E_PASSWORD = 'quiet meadow lantern 42';

/**
 * Registers a fresh company through the API and signs its owner in within
 * the page's cookie jar (page.request shares it), for journeys that start
 * signed in. The register-and-sign-in form journey is in accounts.spec.ts.
 */
export async function signUpAndSignIn(page: Page): Promise<{ email: string; organizationName: string }> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `owner.${tag}@example.test`;
  const organizationName = `Globex ${tag}`;
  const headers = { origin: E2E_BASE_URL };
  const registered = await page.request.post('/api/register', {
    headers,
    data: {
      organizationName,
      contactName: 'Meera Iyer',
      email,
      password: E2E_PASSWORD,
      fullAddress: '4 Residency Road, Bengaluru',
      officialDomain: `globex-${tag}.example`,
      mobileNumber: '+91 98450 22222',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      zipCode: '560025',
    },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/login', { headers, data: { email, password: E2E_PASSWORD } });
  expect(login.status()).toBe(200);
  return { email, organizationName };
}
