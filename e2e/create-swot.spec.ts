import { mkdir } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { linkInOutbox, mailInOutbox } from './outbox';
import { signUpAndSignIn } from './session';

function isoDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test('Create SWOT starts in the company timezone, offers one default template and forgets a corrected error', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const saved = await page.request.post('/api/settings', {
    headers: { origin: E2E_BASE_URL },
    data: {
      colorScheme: { primary: '#0066cc', secondary: '#64748b', accent: '#f59e0b' },
      companyInfo: { name: 'Globex', logo: null, website: '', description: '', timezone: 'Asia/Kolkata' },
      aiConfig: { enableAiAnalysis: false },
    },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/create-swot');

  await expect(page.locator('select[name="timezone"]')).toHaveValue('Asia/Kolkata');
  const templates = page.locator('select[name="emailTemplate"] option');
  await expect(templates).toHaveText(['SWOT invitation (default)']);

  await page.locator('input[name="title"]').fill('Quarterly review');
  await page.locator('input[name="startDate"]').fill(isoDate(5));
  await page.locator('input[name="endDate"]').fill(isoDate(2));
  await page.getByRole('button', { name: 'Create SWOT Analysis' }).click();
  const fieldError = page.getByRole('main').getByText('The end must be after the start.');
  await expect(fieldError).toBeVisible();
  await expect(page.locator('input[name="endDate"]')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[name="endDate"]').fill(isoDate(9));
  await expect(fieldError).toHaveCount(0);
  await expect(page.locator('input[name="endDate"]')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a SWOT held in Hindi: chosen on Create SWOT, its invitation in Hindi, its page in Hindi in an English browser', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, the outbox read through the admin
  await signUpAndSignIn(page);
  const email = `sunita.${Date.now()}@globex.test`;
  await page.request.post('/api/users', {
    headers: { origin: E2E_BASE_URL },
    data: { fullName: 'Sunita Yadav', email, department: 'Sales' },
  });
  await page.goto('/create-swot');
  const language = page.getByLabel('Language', { exact: true });
  await expect(language).toHaveValue('en');
  await expect(page.locator('select[name="emailTemplate"] option')).toHaveText(['SWOT invitation (default)']);
  await language.selectOption('hi');
  // The company keeps no Hindi invitation: Foursight's own Hindi one is offered.
  await expect(page.locator('select[name="emailTemplate"] option')).toHaveText(['Built-in invitation (हिन्दी)']);
  await page.getByLabel('Title').fill('वार्षिक समीक्षा');
  await page.getByLabel('Start date').fill(isoDate(-1));
  await page.getByLabel('Start time').fill('00:00');
  await page.getByLabel('End date').fill(isoDate(14));
  await page
    .getByRole('listbox', { name: /^Departments/ })
    .getByRole('option', { name: /^Sales,/ })
    .click();
  await mkdir('/tmp/shots', { recursive: true });
  const card = page.locator('form > div').filter({ has: language }).first();
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `/tmp/shots/create-swot-language-${width}.png` });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `Create SWOT scrolls sideways at ${width} px`).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Create SWOT Analysis' }).click();
  await expect(page.getByRole('dialog', { name: 'SWOT Analysis Created!' })).toContainText(
    '1 invitation is on its way',
  );

  // The invitation is in Hindi; its personal link opens the page in Hindi though the browser asks for English.
  const participation = /https?:\/\/\S+\/participate\/[A-Za-z0-9_-]+/;
  const invitation = await mailInOutbox(email, participation);
  expect(invitation.subject).toMatch(/आपकी राय जानना चाहता है: वार्षिक समीक्षा$/);
  expect(invitation.textBody).toContain('नमस्ते Sunita Yadav,');
  const link = await linkInOutbox(email, participation);
  const context = await browser.newContext({ locale: 'en-US' });
  const participant = await context.newPage();
  await participant.goto(link);
  await expect(participant.getByRole('button', { name: 'SWOT विश्लेषण जमा करें' })).toBeVisible();
  await expect(participant.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(participant.getByText('Submit SWOT Analysis')).toHaveCount(0);
  await context.close();
});
