import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';

const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
/** Customer support is a weakness in the first SWOT and a strength in the second. */
const FIRST = [
  { ...blank, weaknesses: 'Customer support is slow to answer tickets', strengths: 'Great product quality' },
  { ...blank, weaknesses: 'Customer support takes days to reply', strengths: 'Product quality is high' },
];
const SECOND = [
  {
    ...blank,
    strengths: 'Customer support is now fast and friendly',
    threats: 'Online competitors undercut our prices',
  },
  { ...blank, strengths: 'Customer support answers within an hour', threats: 'Online competitors are winning deals' },
];

async function createAnalysedSwot(page: Page, title: string, answers: typeof FIRST) {
  const headers = { origin: E2E_BASE_URL };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: { title, startDate: day(-1), endDate: day(7), timezone: 'UTC' },
  });
  const { swot } = (await created.json()) as { swot: { id: string; uniqueToken: string } };
  for (const [index, answer] of answers.entries()) {
    await page.request.post(`/api/participate/${swot.uniqueToken}/submit`, {
      headers,
      data: { ...answer, idempotencyKey: `e2e-goals-${swot.id}-${index}` },
    });
    // Each answer is another participant's: the server takes one answer per browser on the shared link.
    await page.context().clearCookies({ name: 'fs_answered' });
  }
  await expect(async () => {
    const analysis = await page.request.get(`/api/swot/ai-analysis/${swot.id}`);
    expect(((await analysis.json()) as { analysis: { responseCount: number } | null }).analysis?.responseCount).toBe(
      answers.length,
    );
  }).toPass({ timeout: 20_000 });
}

test('goals come from the SWOTs, move with a check-in on the page and the dashboard, and SWOTs compare', async ({
  page,
}) => {
  test.slow();
  await signUpAndSignIn(page);
  await page.goto('/strategic-goals');
  await expect(page.getByText('No Strategic Goals Yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Create SWOT' })).toHaveAttribute(
    'href',
    '/create-swot',
  );

  await createAnalysedSwot(page, 'Spring pulse', FIRST);
  await createAnalysedSwot(page, 'Summer pulse', SECOND);
  await page.getByRole('button', { name: 'Refresh Goals' }).click();
  await expect(page.getByText('AI-Generated from 2 SWOTs')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Goals' }).first().click();
  const card = page.getByTestId('goal-card').filter({ hasText: 'Improve customer support' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Answers a weakness:')).toBeVisible();
  await expect(card.getByText(/now a strength \(was a weakness\)/)).toBeVisible();
  // The tile is the mean of the goals' progress, as measured by the second SWOT (a weakness that became a
  // strength is met).
  const averageNow = await averageProgress(page);
  await expect(page.getByTestId('goals-tile-avg-progress')).toHaveText(averageNow);

  await page.goto('/dashboard');
  const summary = page.getByTestId('dashboard-goals-summary');
  await expect(summary).toContainText(averageNow);

  await page.goto('/strategic-goals');
  await card.getByRole('button', { name: 'Check in on Improve customer support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Check-in' });
  await dialog.getByLabel('Value (% of answers)').fill('60');
  await dialog.getByLabel('Note').fill('New support rota in place');
  await dialog.getByRole('button', { name: 'Record Check-in' }).click();
  // The goal counts from 2 of 2 answers (100 %) down to at most 0: 60 % of answers is 40 % of the way.
  await expect(card.getByText('One check-in so far, at 60 % of answers.')).toBeVisible();
  await expect(card.getByText(/40\.0%/)).toBeVisible();
  const average = await averageProgress(page);
  await expect(page.getByTestId('goals-tile-avg-progress')).toHaveText(average);

  await page.goto('/dashboard');
  await expect(summary).toContainText(average);

  await page.goto('/performance-comparison');
  await expect(page.getByTestId('theme-movements')).toContainText('Customer support: Weakness → Strength');
  await expect(page.getByTestId('theme-movements')).toContainText('Online competitors: new Threat');
  await page.getByRole('checkbox', { name: /Spring pulse/ }).uncheck();
  await expect(page.getByText('Selection Required')).toBeVisible();
  await expect(page.getByText('Please select at least 2 SWOTs to compare.')).toBeVisible();
  await page.getByRole('tab', { name: 'Month to Month' }).click();
  await expect(page.getByText('Please select at least 2 months to compare.')).toBeVisible();
});

/** The mean progress of the company's goals as the API gives them, as the tile shows it. */
async function averageProgress(page: Page): Promise<string> {
  const response = await page.request.get('/api/strategic-goals');
  const { goals } = (await response.json()) as { goals: { progress: number }[] };
  const mean = goals.reduce((sum, goal) => sum + goal.progress, 0) / goals.length;
  return `${Math.round(mean)}%`;
}
