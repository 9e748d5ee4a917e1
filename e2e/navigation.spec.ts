import { expect, test } from '@playwright/test';

test.describe('public site and routing', () => {
  test('the home page renders with the visitor navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Foursight: SWOT analysis for organisations');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('strategy you can act on');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'Features',
      'How it works',
      'Packages',
      'About',
      'Contact',
      'Sign In',
      'Start Free Trial',
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/features');
    await expect(page.getByRole('link', { name: /See plans and pricing/ })).toHaveAttribute('href', '/pricing');
  });

  for (const path of ['/no/such/page', '/dashboard/extra', '/swot-management/x/y', '/admin/anything']) {
    test(`an unknown route (${path}) shows the 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle(/404 Page Not Found/);
    });
  }

  test('a signed-out visit to /dashboard shows the login screen inside the public layout', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome Back')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a deep link survives a reload', async ({ page }) => {
    const response = await page.goto('/swot/3f1c2d');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Welcome Back')).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/swot\/3f1c2d$/);
    await expect(page.getByText('Welcome Back')).toBeVisible();
  });

  test('an unknown API path answers JSON, not the web app', async ({ request }) => {
    const response = await request.get('/api/nothing-here');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar collapses into a menu that closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Packages' })).toBeHidden();
    await toggle.click();
    const menu = page.locator('#public-mobile-menu');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
  });
});
