import { createHmac } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-server';
import { E2E_PASSWORD, signUpAndSignIn } from './session';
import { toast } from './toast';

/**
 * RFC 6238 written here on node:crypto alone (HMAC-SHA1, 30-second steps,
 * 6 digits), not with the server's library: codes an independent
 * implementation computes from the key on the screen must be accepted.
 */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

function totpAtStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return binary.toString().padStart(6, '0');
}

const stepNow = () => Math.floor(Date.now() / 30_000);

async function expectNoSeriousAxeFinding(page: Page, scope: string) {
  const results = await new AxeBuilder({ page }).include(scope).analyze();
  const serious = results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
  expect(serious.map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function signOut(page: Page) {
  expect((await page.request.post('/api/logout', { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
}

async function passwordStep(page: Page, email: string): Promise<Locator> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const step = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(step).toBeVisible();
  return step;
}

test('turn on two-factor from Profile, sign in with a code, and use a recovery code once', async ({ page }) => {
  // Four sign-ins and four axe scans: more than the default 30 s when the machine is busy.
  test.slow();
  const { email } = await signUpAndSignIn(page);
  // The narrowest phone: nothing in the dialogs may push the page sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/profile');
  await expect(page.getByText('Not Enabled')).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();

  await page.getByRole('button', { name: 'Enable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await dialog.getByLabel('Password').fill(E2E_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(dialog.getByText("Can't scan? Enter this key:")).toBeVisible();
  const secret = (await dialog.getByTestId('two-factor-secret').textContent())!;
  expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFinding(page, '[role="dialog"]');

  const enablingStep = stepNow();
  const code = dialog.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(totpAtStep(secret, enablingStep));
  await dialog.getByRole('button', { name: 'Verify and enable' }).click();
  const codes = dialog.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFinding(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(toast(page, 'Two-Factor Enabled')).toBeVisible();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // The password alone now leads to the code step, not into the app.
  await page.setViewportSize({ width: 390, height: 844 });
  await signOut(page);
  let step = await passwordStep(page, email);
  expect((await page.request.get('/api/auth/status')).ok()).toBe(true);
  expect(await (await page.request.get('/api/auth/status')).json()).toMatchObject({ authenticated: false });
  await expect(step.getByLabel('Authentication code')).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeFinding(page, 'main');
  // The enabling code's step is used; the app's next code is inside the one-step tolerance.
  await step.getByLabel('Authentication code').fill(totpAtStep(secret, Math.max(enablingStep + 1, stepNow())));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Welcome back!')).toBeVisible();

  // A recovery code signs in once...
  await signOut(page);
  step = await passwordStep(page, email);
  await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await step.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // ...and only once.
  await signOut(page);
  step = await passwordStep(page, email);
  await step.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await step.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByText('That recovery code is not right, or was already used.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await (await page.request.get('/api/auth/status')).json()).toMatchObject({ authenticated: false });
});

test('the admin console offers two-factor in its Security dialog', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await page.getByRole('button', { name: 'Security' }).click();
  const dialog = page.getByRole('dialog', { name: 'Security' });
  await expect(dialog.getByText('Two-Factor Authentication')).toBeVisible();
  await expectNoSeriousAxeFinding(page, '[role="dialog"]');
  // The set-up dialog opens over the Security dialog and closes back to it (the wrong password turns nothing on).
  await dialog.getByRole('button', { name: 'Enable' }).click();
  const setup = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await setup.getByLabel('Password').fill('not the admin password');
  await setup.getByRole('button', { name: 'Continue' }).click();
  await expect(setup.getByText('Incorrect password.')).toBeVisible();
  await expect(setup.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Escape');
  await expect(setup).toBeHidden();
  await expect(dialog.getByText('Not Enabled')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Security' })).toBeFocused();
});
