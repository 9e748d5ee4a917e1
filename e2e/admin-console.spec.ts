import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-server';
import { toast } from './toast';

// Runs in the "platform" project, after every other journey: maintenance mode and
// the public menu are platform-wide, and would disturb journeys running beside it.

async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}

test('the admin edits a plan, publishes a page into the public menu, and toggles maintenance mode', async ({
  page,
  browser,
}) => {
  // A long journey (plan price there and back, a CMS page, maintenance on and off) on two shared cores.
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Total Companies' })).toBeVisible();

  // Edit a plan's one-time upgrade price (there is no monthly or yearly one): it reaches the public pricing page.
  await page.getByRole('tab', { name: 'Subscription Plans' }).click();
  await expect(page.getByTestId('plan-price-enterprise')).toHaveText('₹2,999 one-time');
  await expect(page.getByTestId('plan-price-premium')).toHaveText('₹999 one-time');
  await expect(page.getByRole('tabpanel')).not.toContainText(/month|year/);
  await page.getByRole('button', { name: 'Edit Enterprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Plan' });
  await expect(dialog.getByLabel(/Monthly|Yearly/)).toHaveCount(0);
  await dialog.getByLabel('Upgrade price (₹, one-time)').fill('3499');
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(toast(page, 'Plan updated')).toBeVisible();
  await expect(page.getByTestId('plan-price-enterprise')).toHaveText('₹3,499 one-time');
  const pricingVisitor = await browser.newPage();
  await pricingVisitor.goto('/pricing');
  await expect(pricingVisitor.getByTestId('price-enterprise')).toHaveText('₹3,499');
  await pricingVisitor.close();
  // Back to the catalogue's default, which the other journeys' charges read.
  await page.getByRole('button', { name: 'Edit Enterprise' }).click();
  await dialog.getByLabel('Upgrade price (₹, one-time)').fill('2999');
  await dialog.getByRole('button', { name: 'Save Plan' }).click();
  await expect(page.getByTestId('plan-price-enterprise')).toHaveText('₹2,999 one-time');

  // A published, in-menu CMS page appears in the public menu and renders.
  await page.getByRole('navigation', { name: 'Admin views' }).getByRole('button', { name: 'CMS' }).click();
  await page.getByRole('button', { name: 'New Page' }).click();
  const pageDialog = page.getByRole('dialog', { name: 'Create New Page' });
  await pageDialog.getByLabel('Title').fill('Customer Stories');
  await pageDialog.getByLabel('Slug').fill('customer-stories');
  await pageDialog.getByLabel('Content').fill('<h2>Globex</h2><p>Ran 12 SWOTs this year.</p><script>alert(1)</script>');
  await pageDialog.getByLabel('In Menu').check();
  await pageDialog.getByRole('button', { name: 'Create Page' }).click();
  await expect(toast(page, 'Page created successfully!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pages' })).toContainText('/customer-stories');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Customer Stories' }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Customer Stories');
  await expect(visitor.getByText('Ran 12 SWOTs this year.')).toBeVisible();
  await expect(visitor).toHaveTitle('Customer Stories | Foursight');
  await expect(visitor.locator('script:not([src])')).toHaveCount(0);

  // Maintenance mode: visitors see the message; the admin console keeps working.
  await page.getByRole('tab', { name: 'Site Settings' }).click();
  await page.getByLabel('Maintenance message').fill('Upgrading Foursight; back at 10:00 IST.');
  await page.getByRole('switch', { name: 'Maintenance mode' }).check();
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(toast(page, 'Site settings updated successfully!')).toBeVisible();

  // The server keeps site settings for up to 2 s per process.
  await expect(async () => {
    await visitor.goto('/pricing');
    await expect(visitor.getByTestId('maintenance-message')).toHaveText('Upgrading Foursight; back at 10:00 IST.', {
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByText('Super Admin')).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin views' }).getByRole('button', { name: 'CMS' }).click();
  await page.getByRole('tab', { name: 'Site Settings' }).click();
  await page.getByRole('switch', { name: 'Maintenance mode' }).uncheck();
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(toast(page, 'Site settings updated successfully!')).toBeVisible();
  await expect(async () => {
    await visitor.goto('/pricing');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Packages', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await visitorContext.close();
});

test('the admin suspends and reactivates a company from the Companies view', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const registered = await request.post('/api/register', {
    headers: { origin: E2E_BASE_URL },
    data: {
      organizationName: `Initech ${tag}`,
      contactName: 'Peter Gibbons',
      email: `peter.${tag}@initech.example`,
      password: 'quiet meadow lantern 42',
      fullAddress: '1 Initech Way',
      officialDomain: `initech-${tag}.example`,
      mobileNumber: '+91 98450 33333',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      zipCode: '560001',
    },
  });
  expect(registered.status()).toBe(201);
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Admin views' }).getByRole('button', { name: 'Companies' }).click();
  const row = page.getByRole('row').filter({ hasText: `Initech ${tag}` });
  await row.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(row.getByText('Inactive')).toBeVisible();
  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
});
