import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { linkInOutbox } from './outbox';
import { E2E_PASSWORD, signUpAndSignIn } from './session';
import { toast } from './toast';

const NEW_PASSWORD = 'amber river lighthouse 7';
const RESET_LINK = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+/;

/** The page at the three widths; nothing may scroll sideways. */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = '/work/shots/36';
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a forgotten password is reset from the e-mailed link, the new one signs in, and the old sessions are over', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000); // Four pages photographed at three widths.
  // Signed in on one device...
  const { email } = await signUpAndSignIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // ...and locked out on another.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/login');
  await phone.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(phone).toHaveURL(/\/forgot-password$/);
  await expect(phone.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await shoot(phone, 'forgot-password');
  await phone.getByLabel('Email').fill(email);
  await phone.getByRole('button', { name: 'Send reset link' }).click();
  await expect(phone.getByRole('status')).toContainText('we have sent it a link to reset the password');
  await shoot(phone, 'forgot-password-sent');

  const link = await linkInOutbox(email, RESET_LINK);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The token leaves the address bar once read.
  await expect(phone).toHaveURL(/\/reset-password$/);
  await shoot(phone, 'reset-password');
  await phone.getByLabel(/^New password(?! again)/).fill(NEW_PASSWORD);
  await phone.getByLabel('New password again').fill('amber river lighthouse 8');
  await phone.getByRole('button', { name: 'Set new password' }).click();
  await expect(phone.getByText('The two passwords differ.')).toBeVisible();
  await phone.getByLabel('New password again').fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Set new password' }).click();
  await expect(phone.getByRole('status')).toContainText('Your password has been changed');
  await shoot(phone, 'reset-password-done');

  await phone.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await phone.getByLabel('Email').fill(email);
  await phone.getByLabel('Password').fill(E2E_PASSWORD);
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(phone, 'Invalid email or password.')).toBeVisible();
  await phone.getByLabel('Password').fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Sign In' }).click();
  await expect(phone).toHaveURL(/\/dashboard$/);

  // The first device's session ended with the reset.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // The link worked once.
  await phone.goto(link);
  await phone.getByLabel(/^New password(?! again)/).fill('another long password 9');
  await phone.getByLabel('New password again').fill('another long password 9');
  await phone.getByRole('button', { name: 'Set new password' }).click();
  await expect(phone.getByRole('alert')).toContainText('has been used, replaced by a newer one, or has expired');
  await expect(phone.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await other.close();
});

test('the admin sign-in offers Forgot password?, which leads to the admin pages', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('someone-unknown@example.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
