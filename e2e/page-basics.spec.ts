import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';

test('a new page starts at its top, not where the last one was scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/register');
  await page.getByRole('link', { name: 'Sign in here' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('link', { name: 'Sign in here' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('closing a dialog gives focus back to the control that opened it', async ({ page }) => {
  await signUpAndSignIn(page);
  const created = await page.request.post('/api/users', {
    headers: { origin: E2E_BASE_URL },
    data: { fullName: 'Kiran Rao', email: `kiran.${Date.now()}@example.test`, department: 'Finance' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/manage-users');
  const edit = page.getByRole('button', { name: 'Edit Kiran Rao' });
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edit).toBeFocused();
});

test('every form field on the organiser screens has a name, for autofill, password managers and tests', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const unnamed: string[] = [];
  for (const [path, tab] of [
    ['/create-swot', null],
    ['/settings', null],
    ['/profile', null],
    ['/manage-users', 'Add User'],
    ['/manage-users', 'Custom Lists'],
    ['/email-templates', 'Create/Edit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    if (tab) await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    const fields = await page
      .locator('main input:visible, main select:visible, main textarea:visible')
      .evaluateAll((elements) =>
        elements
          .filter((element) => !element.getAttribute('name'))
          .map((element) => element.getAttribute('aria-label') ?? (element.id || element.outerHTML.slice(0, 120))),
      );
    unnamed.push(...fields.map((field) => `${path}${tab ? ` (${tab})` : ''}: ${field}`));
  }
  expect(unnamed, unnamed.join('\n')).toEqual([]);
});
