import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createAnsweredSwot } from './insight-data';
import { E2E_PASSWORD, signUpAndSignIn } from './session';

/** The dashboard at the three widths; nothing may scroll sideways. */
async function shootDashboard(page: Page, name: string): Promise<void> {
  mkdirSync('/work/shots/36', { recursive: true });
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/work/shots/36/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the dashboard shows the counts and the themes of the company SWOTs', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-total-responses')).toHaveText('0');
  await expect(page.getByText('No Strategic Data').first()).toBeVisible();
  // A new company is guided: nothing done yet, and no verdict on engagement without an answer.
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByText('0 of 5 done.')).toBeVisible();
  await expect(page.getByText('Not yet')).toBeVisible();
  await shootDashboard(page, 'dashboard-new-company');

  await createAnsweredSwot(page, 'Dashboard Review');
  await page.reload();
  // The SWOT, its sharing (answers in) tick themselves; the analysis follows in the background.
  await expect(checklist.getByText('Done: Create your first SWOT')).toBeAttached();
  await expect(checklist.getByText('Done: Share the link')).toBeAttached();
  await expect(page.getByTestId('stat-active-swot-sessions')).toHaveText('1');
  await expect(page.getByTestId('stat-total-responses')).toHaveText('3');
  await expect(page.getByTestId('stat-response-rate')).toHaveText('75%');
  // Focus areas come from the analysis, made in the background; the page refetches every 30 s, so reload instead.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Strategic Focus Areas' })).toBeVisible();
    await expect(page.getByText('Primary focus: customer service (Strengths)')).toBeVisible({ timeout: 1_000 });
    // The stats and the insights are two calls; the analysis may land between them.
    await expect(page.getByTestId('stat-total-analyses')).toHaveText('1', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Dashboard Review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('signing in goes straight to the dashboard: its code came while the form was shown, and no "Loading..." screen', async ({
  page,
  context,
}) => {
  const { email } = await signUpAndSignIn(page);
  await context.clearCookies();
  const dashboardCode = page.waitForResponse((response) =>
    /\/assets\/dashboard-screen-[^/]+\.js$/.test(response.url()),
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await dashboardCode;

  const scriptsAfterClick: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptsAfterClick.push(request.url());
  });
  await page.evaluate(() => {
    const seen = { loading: false };
    Object.assign(window, { loadingSeen: seen });
    new MutationObserver(() => {
      const statuses = Array.from(document.querySelectorAll('[role="status"]'));
      if (statuses.some((status) => status.textContent?.trim() === 'Loading...')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('stat-total-responses')).toHaveText('0');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(
    await page.evaluate(() => (window as unknown as { loadingSeen: { loading: boolean } }).loadingSeen.loading),
  ).toBe(false);
  expect(scriptsAfterClick).toEqual([]);
});
