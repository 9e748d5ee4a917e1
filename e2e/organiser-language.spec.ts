import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, signUpAndSignIn } from './session';

/**
 * The organiser app in Hindi (issue 32), as far as it is translated: an organiser picks हिन्दी on their
 * Profile, and the app's frame (the sidebar, its account menu, the phone menu) speaks Hindi at once, after a
 * reload and on another device (the choice is on the account). Screenshots at 1280, 390 and 320 px go to /tmp/shots/.
 */
test('an organiser switches their screens to Hindi on the Profile, and the app’s frame follows at once and after a reload', async ({
  page,
}) => {
  const { email } = await signUpAndSignIn(page);
  await page.goto('/profile');
  const language = page.getByLabel('Screen language');
  await expect(language).toHaveValue('en');
  await language.selectOption('hi');
  const nav = page.getByRole('navigation', { name: 'ऐप' });
  await expect(nav.getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
  // The page stays English while most screens are; the translated frame says it is Hindi.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('lang', 'hi');
  await expect(page.getByLabel('स्क्रीन की भाषा')).toHaveValue('hi');

  await page.reload();
  // Another device: a fresh browser signed in to the same account opens in Hindi.
  const other = await page.context().browser()!.newContext();
  const device = await other.newPage();
  await device.request.post('/api/login', {
    headers: { origin: new URL(page.url()).origin },
    data: { email, password: E2E_PASSWORD },
  });
  await device.goto('/dashboard');
  await expect(device.getByRole('navigation', { name: 'ऐप' }).getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
  await expect(device.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await other.close();
  await expect(page.getByRole('navigation', { name: 'ऐप' }).getByRole('link', { name: 'सेटिंग्स' })).toBeVisible();
  await mkdir('/tmp/shots', { recursive: true });
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    if (width < 768) {
      await page.getByRole('button', { name: 'नेविगेशन खोलें' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'रणनीतिक लक्ष्य' })).toBeVisible();
    }
    await page.screenshot({ path: `/tmp/shots/organiser-hi-${width}.png` });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `the page scrolls sideways at ${width} px`).toBe(false);
    if (width < 768) await page.keyboard.press('Escape');
  }

  // Back to English the same way.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('स्क्रीन की भाषा').selectOption('en');
  await expect(page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
});
