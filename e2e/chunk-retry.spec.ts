import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './session';

/** The Reports screen's own chunk (its file name carries a content hash). */
const REPORTS_CHUNK = /\/assets\/reports-page-[\w-]+\.js$/;

/**
 * Fails the Reports chunk's first `failures` requests as a dropped connection
 * does, and lets the rest through; returns what happened to each request.
 */
async function failReportsChunk(page: Page, failures: number): Promise<string[]> {
  const outcomes: string[] = [];
  await page.route(REPORTS_CHUNK, async (route) => {
    if (outcomes.length < failures) {
      outcomes.push('aborted');
      await route.abort('connectionreset');
    } else {
      outcomes.push('served');
      await route.continue();
    }
  });
  return outcomes;
}

async function openDashboard(page: Page) {
  await signUpAndSignIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('a screen whose chunk fails twice is retried and shows', async ({ page }) => {
  await openDashboard(page);
  const outcomes = await failReportsChunk(page, 2);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  expect(outcomes).toEqual(['aborted', 'aborted', 'served']);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a screen whose chunk never loads shows a card with Reload inside the shell, and Reload recovers', async ({
  page,
}) => {
  await openDashboard(page);
  const outcomes = await failReportsChunk(page, Infinity);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Reports' }).click();
  const card = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('The connection dropped or the server was busy.');
  expect(outcomes).toEqual(['aborted', 'aborted', 'aborted']);
  // The shell stays: the person can go elsewhere as well as reload.
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await page.unroute(REPORTS_CHUNK);
  const reload = card.getByRole('button', { name: 'Reload' });
  await reload.focus();
  await expect(reload).toBeFocused();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This page could not be loaded' })).toHaveCount(0);
});
