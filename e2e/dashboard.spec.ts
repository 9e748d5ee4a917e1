import { expect, test } from '@playwright/test';
import { createAnsweredSwot } from './insight-data';
import { signUpAndSignIn } from './session';

test('the dashboard shows the counts and the themes of the company SWOTs', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-total-responses')).toHaveText('0');
  await expect(page.getByText('No Strategic Data').first()).toBeVisible();

  await createAnsweredSwot(page, 'Dashboard Review');
  await page.reload();
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
