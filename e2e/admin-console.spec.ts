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

  // The console's header fits a phone: every view and Sign Out on screen, nothing scrolls sideways.
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const signOut = await page.getByRole('button', { name: 'Sign Out' }).boundingBox();
    expect(signOut && signOut.x + signOut.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/admin-header-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Edit a plan's one-time upgrade price (there is no monthly or yearly one): it reaches the public pricing page.
  await page.getByRole('tab', { name: 'Subscription Plans' }).click();
  await expect(page.getByTestId('plan-price-enterprise')).toHaveText('₹2,999 one-time');
  await expect(page.getByTestId('plan-price-premium')).toHaveText('₹999 one-time');
  await expect(page.getByRole('tabpanel')).not.toContainText(/month|year/);
  await page.getByRole('button', { name: 'Edit Enterprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Plan' });
  await expect(dialog.getByLabel(/Monthly|Yearly/)).toHaveCount(0);
  // The plan's terms are the catalogue's, edited here: Enterprise allows unlimited responses and includes WhatsApp.
  await expect(dialog.getByLabel('Responses included')).toHaveValue('-1');
  await expect(dialog.getByLabel('Counted')).toHaveValue('month');
  await expect(dialog.getByLabel('Includes WhatsApp notifications')).toBeChecked();
  for (const width of [390, 320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/admin-plan-dialog-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
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
  // The console is outside the maintenance gate, and says that maintenance is on.
  await expect(page.getByRole('status').filter({ hasText: 'Maintenance mode is on.' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin views' }).getByRole('button', { name: 'CMS' }).click();
  await page.getByRole('tab', { name: 'Site Settings' }).click();
  await page.getByRole('switch', { name: 'Maintenance mode' }).uncheck();
  await page.getByRole('button', { name: 'Save Site Settings' }).click();
  await expect(toast(page, 'Site settings updated successfully!')).toBeVisible();
  await expect(async () => {
    await visitor.goto('/pricing');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Packages', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Maintenance mode is on.' })).toHaveCount(0);
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

test("the admin adds a company with its GSTIN and reads the company's payments, on a phone too", async ({
  page,
  playwright,
}) => {
  const tag = Date.now().toString(36);
  const name = `Globex ${tag}`;
  const email = `hank.${tag}@globex.example`;
  const password = 'quiet meadow lantern 42';
  // A published GSTIN (its check character is right), typed in lower case: the console keeps it upper-cased.
  const gstin = '29AAGCB7383J1Z4';
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Add Company' }).click();
  const add = page.getByRole('dialog', { name: 'Add Company' });
  for (const [label, value] of [
    ['Organization name', name],
    ['Contact name', 'Hank Scorpio'],
    ['Contact e-mail', email],
    ['First password', password],
    ['Official domain', `globex-${tag}.example`],
    ['Mobile number', '+91 98450 44444'],
    ['Full address', '1 Globex Plaza'],
    ['Country', 'India'],
    ['State', 'Karnataka'],
    ['City', 'Bengaluru'],
    ['ZIP / PIN Code', '560001'],
    ['GSTIN (optional)', gstin.toLowerCase()],
  ]) {
    await add.getByLabel(label!).fill(value!);
  }
  await add.getByRole('button', { name: 'Add Company' }).click();
  await expect(toast(page, 'Company added')).toBeVisible();

  // The company orders credits and has not paid yet: the console lists the order.
  const company = await playwright.request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { origin: E2E_BASE_URL },
  });
  expect((await company.post('/api/login', { data: { email, password } })).status()).toBe(200);
  expect((await company.post('/api/payment/create-order', { data: { type: 'credits', quantity: 5 } })).status()).toBe(
    200,
  );
  await company.dispose();

  await page.getByRole('navigation', { name: 'Admin views' }).getByRole('button', { name: 'Companies' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText(`GSTIN ${gstin}`)).toBeVisible();
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 800 });
    // By keyboard: the button, Enter, and Escape back to it.
    const opener = row.getByRole('button', { name: `Payments & GSTIN of ${name}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name });
    await expect(details.getByLabel('GSTIN')).toHaveValue(gstin);
    const payments = details.getByRole('table', { name: `Payments of ${name}` });
    await expect(payments).toContainText('5 credits');
    await expect(payments).toContainText('₹75');
    await expect(payments).toContainText('Awaiting payment');
    await expect(payments).toContainText(/\d{4}, \d{2}:\d{2} IST/);
    // Nothing scrolls sideways, the page or the dialog.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await details.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/admin-company-payments-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
  await page.setViewportSize({ width: 1280, height: 720 });
});
