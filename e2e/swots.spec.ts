import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';

function isoDate(offsetDays: number): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('create a SWOT, answer it anonymously in a fresh browser, and see the answer', async ({ page, browser }) => {
  // The longest journey here (two browsers, registration, creation, an answer, three screens): on a busy
  // two-core machine it has run past the default 30 s, so it gets the slow allowance.
  test.slow();
  await signUpAndSignIn(page);
  await page.request.post('/api/users', {
    headers: { origin: E2E_BASE_URL },
    data: { fullName: 'Anil Rao', email: 'anil@globex.test', department: 'Sales' },
  });

  await page.goto('/create-swot');
  await expect(page.getByRole('heading', { name: 'Create SWOT' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create SWOT Analysis' });
  await expect(create).toBeDisabled();
  await page.getByLabel('Title').fill('FY27 Strategy Review');
  await page.getByLabel('Description').fill('Where we stand before planning FY27');
  await page.getByLabel('Start date').fill(isoDate(-1));
  await page.getByLabel('Start time').fill('00:00');
  await page.getByLabel('End date').fill(isoDate(14));
  const sales = page.getByRole('listbox', { name: /^Departments/ }).getByRole('option', { name: /^Sales,/ });
  await sales.click();
  await expect(sales).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('1 people will be invited by e-mail.')).toBeVisible();
  await create.click();

  const dialog = page.getByRole('dialog', { name: 'SWOT Analysis Created!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 invitation is on its way');
  const link = await dialog.getByLabel('Participation link').inputValue();
  expect(link).toMatch(/\/participate\/[A-Za-z0-9_-]{32}$/);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'FY27 Strategy Review' })).toBeVisible();
  await expect(visitor.getByText(/^Organized by Globex/)).toBeVisible();
  await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
  await expect(visitor.getByRole('alert').filter({ hasText: 'Please add your input' })).toBeVisible();
  await expect(visitor.getByLabel('Strengths')).toBeFocused();
  await visitor.getByLabel('Strengths').fill('Loyal customers who recommend us');
  await visitor.getByLabel('Threats').fill('Low-cost competitors entering the market');
  await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(visitor.getByText('Your SWOT analysis response has been submitted successfully.')).toBeVisible();
  await visitorContext.close();

  await dialog.getByRole('link', { name: 'View SWOT' }).click();
  await expect(page.getByRole('heading', { name: 'FY27 Strategy Review' })).toBeVisible();
  await page.getByRole('tab', { name: /Responses/ }).click();
  await expect(page.getByRole('list', { name: 'Responses' })).toContainText('Loyal customers who recommend us');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByTestId('response-progress')).toHaveText('100%');

  await page.goto('/swot-management');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'FY27 Strategy Review' });
  await expect(card.getByTestId('response-count')).toHaveText('1');
  await expect(card).toContainText('Active');
  await expect(page.getByTestId('usage-count')).toHaveText('1 / 50');
});

test('a participation link that does not exist says so', async ({ page }) => {
  await page.goto('/participate/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'SWOT Analysis Not Found' })).toBeVisible();
  await expect(page.getByText('The link you followed is invalid or has expired.')).toBeVisible();
});

test('a SWOT that has not started shows its local start time', async ({ page, browser }) => {
  await signUpAndSignIn(page);
  const response = await page.request.post('/api/swot/create', {
    headers: { origin: E2E_BASE_URL },
    data: { title: 'Next month', startDate: isoDate(30), endDate: isoDate(40), timezone: 'Asia/Kolkata' },
  });
  const { swot } = (await response.json()) as { swot: { uniqueToken: string } };
  const visitorContext = await browser.newContext({ timezoneId: 'Europe/London' });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/participate/${swot.uniqueToken}`);
  await expect(visitor.getByRole('heading', { name: 'SWOT Analysis Not Started Yet' })).toBeVisible();
  await expect(visitor.getByTestId('local-start')).toContainText(/(GMT|BST)/);
  await expect(visitor.getByText('Please return at the scheduled time to participate.')).toBeVisible();
  await visitorContext.close();
});

test('the typed answer survives a reload before submitting', async ({ page, browser }) => {
  await signUpAndSignIn(page);
  const response = await page.request.post('/api/swot/create', {
    headers: { origin: E2E_BASE_URL },
    data: { title: 'Drafts', startDate: isoDate(-1), startTime: '00:00', endDate: isoDate(5), timezone: 'UTC' },
  });
  const { swot } = (await response.json()) as { swot: { uniqueToken: string } };
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/participate/${swot.uniqueToken}`);
  await visitor.getByLabel('Opportunities').fill('Exports to the Gulf');
  await visitor.reload();
  await expect(visitor.getByLabel('Opportunities')).toHaveValue('Exports to the Gulf');
  await visitorContext.close();
});
