import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_RAZORPAY_URL } from './e2e-server';
import { signUpAndSignIn } from './session';
import { toast } from './toast';

/** Where the journeys leave their screenshots (SHOTS_DIR to keep them elsewhere). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

interface StandInOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

/** The order the stand-in Razorpay created for an id: what the customer was really charged. */
async function chargedOrder(page: Page, orderId: string): Promise<StandInOrder | undefined> {
  const answer = await page.request.get(`${E2E_RAZORPAY_URL}/orders`);
  const { orders } = (await answer.json()) as { orders: StandInOrder[] };
  return orders.find((order) => order.id === orderId);
}

/** Clicks a Pay button and answers the order it creates: the order's id and amount. */
async function startPayment(page: Page, pay: () => Promise<void>): Promise<{ id: string; amount: number }> {
  const created = page.waitForResponse((response) => response.url().endsWith('/api/payment/create-order'));
  await pay();
  const body = (await (await created).json()) as { order: { id: string; amount: number } };
  return body.order;
}

/** Axe finds no serious or critical problem in `selector` (design rule: every screen). */
async function expectAccessible(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
}

const paymentWindow = (page: Page) => page.getByRole('dialog', { name: 'Test payment' });

/** Screenshots at each width, without a toast over the page; a dialog is shot as the screen shows it. */
async function shoot(page: Page, name: string, widths: number[], { fullPage = true } = {}) {
  const closeToast = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  if (await closeToast.isVisible()) await closeToast.click();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150); // layout settles after the resize
    await page.screenshot({ path: path.join(SHOTS, `billing-${name}-${width}.png`), fullPage });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('buying 25 credits on the usage page: the meter, the figures and the invoice follow, and its PDF says ₹375', async ({
  page,
}) => {
  test.slow(); // screenshots at three widths, a PDF rendered, on two shared cores
  await signUpAndSignIn(page);
  await page.goto('/manage-usage');
  await expect(page.getByRole('heading', { name: 'Usage and Credits' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('usage-credits')).toHaveText('0');
  await expect(page.getByTestId('usage-spent')).toHaveText('₹0');
  await expect(page.getByLabel('Year')).toHaveValue(String(new Date().getFullYear()));

  // A quick pack opens the purchase dialog with its quantity and total.
  await page.getByRole('button', { name: /^25 credits/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Purchase Credits' });
  await expect(dialog.getByLabel('Number of credits')).toHaveValue('25');
  await expect(dialog.getByTestId('credit-total')).toHaveText('₹375');
  await expectAccessible(page, '[role="dialog"]');
  const order = await startPayment(page, () => dialog.getByRole('button', { name: 'Pay ₹375' }).click());
  await expect(paymentWindow(page)).toContainText('₹375');
  await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page, 'Credits Purchased Successfully!')).toBeVisible();

  // Charged what the page showed; the meter and the figures change without a reload.
  expect(order.amount).toBe(37_500);
  expect(await chargedOrder(page, order.id)).toMatchObject({ amount: 37_500, currency: 'INR', status: 'paid' });
  await expect(page.getByTestId('sidebar').getByText('+25 purchased credits')).toBeVisible();
  await expect(page.getByTestId('usage-credits')).toHaveText('25');
  await expect(page.getByTestId('usage-spent')).toHaveText('₹375');
  await expect(page.getByRole('button', { name: /^Purchase Credits/ })).toBeEnabled();
  await shoot(page, 'manage-usage', [1280, 390, 320]);
  await expectAccessible(page, 'main');

  // The invoice.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Invoices' }).click();
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  const list = (await (await page.request.get('/api/invoices')).json()) as {
    invoices: { id: string; invoiceNumber: string; amount: number }[];
  };
  expect(list.invoices).toHaveLength(1);
  const invoice = list.invoices[0]!;
  // CGST Rule 46(b): at most 16 characters, e.g. FS2627/000001.
  expect(invoice.invoiceNumber).toMatch(/^FS\d{4}\/\d{6,9}$/);
  expect(invoice.invoiceNumber.length).toBeLessThanOrEqual(16);
  // Invoices are dated in India's time (IST), whatever the zone of the machine running the test.
  const today = new Date().toLocaleDateString('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const tiles = page.locator('dl');
  await expect(tiles).toContainText('Total Invoices1');
  await expect(tiles).toContainText('Total Amount₹375');
  await expect(tiles).toContainText(`Latest Invoice${today}`);
  const row = page.getByRole('row').filter({ hasText: invoice.invoiceNumber });
  await expect(row).toContainText(today);
  await expect(row).toContainText('25');
  await expect(row).toContainText('₹375');
  await expect(row).toContainText('Paid');
  await shoot(page, 'invoices', [1280, 390, 320]);
  await expectAccessible(page, 'main');

  // View opens the invoice page in a new tab.
  const viewTab = page.waitForEvent('popup');
  await row.getByRole('link', { name: /^View invoice/ }).click();
  const view = await viewTab;
  await expect(view.locator('body')).toContainText(invoice.invoiceNumber);
  await expect(view.locator('body')).toContainText('₹375');
  for (const width of [1280, 390]) {
    await view.setViewportSize({ width, height: 1100 });
    await view.screenshot({ path: path.join(SHOTS, `billing-invoice-view-${width}.png`), fullPage: true });
  }
  await view.close();

  // Download says so; the PDF itself is read as a person would read it.
  await row.getByRole('link', { name: /^Download invoice/ }).click();
  await expect(toast(page, 'Invoice Opened')).toBeVisible();
  for (const other of page.context().pages()) if (other !== page) await other.close();
  const pdf = await page.request.get(`/api/invoices/${invoice.id}/download`);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const pdfPath = test.info().outputPath('invoice.pdf');
  writeFileSync(pdfPath, await pdf.body());
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(invoice.invoiceNumber);
  expect(text).toContain('₹375');
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    pdfPath,
    path.join(SHOTS, 'billing-invoice-pdf'),
  ]);
});

test('upgrading to Pay-as-You-Go from Settings, at the one price the catalogue, the pricing page and the charge agree on', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndSignIn(page);
  await page.goto('/settings');
  // The first screen of a fresh browser fetches its code: room for that on two shared cores.
  await expect(page.getByTestId('plan-badge')).toHaveText('Free plan', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Upgrade plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade your plan' });
  const price = (await dialog.getByTestId('upgrade-price-premium').textContent()) ?? '';
  expect(price).toBe('₹999');
  await expect(dialog.getByText('Current plan')).toBeVisible();
  await shoot(page, 'upgrade-dialog', [1280, 390], { fullPage: false });
  await expectAccessible(page, '[role="dialog"]');
  const pay = dialog.getByRole('button', { name: `Pay ${price} to upgrade to Pay-as-You-Go` });

  // Closing the payment window gives the button back.
  await pay.click();
  await expect(paymentWindow(page)).toBeVisible();
  await paymentWindow(page).getByRole('button', { name: 'Decline' }).click();
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await paymentWindow(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(paymentWindow(page)).toBeHidden();
  await expect(pay).toBeEnabled();

  const order = await startPayment(page, () => pay.click());
  await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
  await expect(toast(page, 'Payment Successful!')).toBeVisible();

  // The plan everywhere, at once.
  await expect(page.getByTestId('plan-badge')).toHaveText('Pay-as-You-Go plan');
  const status = (await (await page.request.get('/api/auth/status')).json()) as { user: { plan: string } };
  expect(status.user.plan).toBe('premium');
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  expect((JSON.parse(stored ?? '{}') as { plan?: string }).plan).toBe('premium');
  // The sidebar meter counts this month's responses on Pay-as-You-Go (on Free it counts them ever).
  await expect(page.getByTestId('sidebar').getByText('Responses this month')).toBeVisible();
  await page.getByTestId('sidebar').getByRole('link', { name: 'Manage Usage' }).click();
  await expect(page.getByText('Your plan: Pay-as-You-Go')).toBeVisible();

  // One price: the dialog's, the charge's, the pricing page's and the admin catalogue's.
  expect(order.amount).toBe(99_900);
  expect((await chargedOrder(page, order.id))?.amount).toBe(99_900);
  const pricing = await browser.newPage();
  await pricing.goto('/pricing');
  await expect(pricing.getByTestId('upgrade-premium')).toHaveText(`${price} one-time upgrade, no monthly fee`);
  await pricing.close();
  const admin = await browser.newPage();
  await admin.goto('/admin');
  await admin.getByLabel('Email').fill(E2E_ADMIN.email);
  await admin.getByLabel('Password').fill(E2E_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await admin.getByRole('tab', { name: 'Subscription Plans' }).click();
  await expect(admin.getByTestId('plan-price-premium')).toHaveText(`${price} one-time`);
  await admin.close();
});
