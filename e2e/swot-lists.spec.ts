import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { createAnsweredSwot } from './insight-data';
import { signUpAndSignIn } from './session';

const headers = { origin: E2E_BASE_URL };

test('SWOT Management counts in words that agree and shows when a SWOT closed early', async ({ page }) => {
  await signUpAndSignIn(page);
  const { id } = await createAnsweredSwot(page, 'Closed early review');
  expect((await page.request.post(`/api/swot/${id}/close`, { headers })).ok()).toBe(true);
  await page.goto('/swot-management');
  await expect(page.getByText('1 analysis', { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Closed early review' });
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(card.getByText('Closes', { exact: true })).toHaveCount(0);
});

test('Analytics caps participation at 100 % and shows the real counts beside it', async ({ page }) => {
  await signUpAndSignIn(page);
  const person = await page.request.post('/api/users', {
    headers,
    data: { fullName: 'Anil Das', email: `anil.${Date.now()}@example.test`, department: 'Sales' },
  });
  const { user } = (await person.json()) as { user: { id: string } };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: {
      title: 'Shared link review',
      startDate: day(-1),
      endDate: day(3),
      timezone: 'UTC',
      participants: { users: [user.id], departments: [], lists: [] },
    },
  });
  const { swot } = (await created.json()) as { swot: { id: string; uniqueToken: string } };
  for (const answer of ['Strong brand', 'Loyal customers', 'Quick delivery']) {
    const submitted = await page.request.post(`/api/participate/${swot.uniqueToken}/submit`, {
      headers,
      data: { strengths: answer, weaknesses: '', opportunities: '', threats: '' },
    });
    expect(submitted.ok()).toBe(true);
    // Each answer is another participant's: the server takes one answer per browser on the shared link.
    await page.context().clearCookies({ name: 'fs_answered' });
  }
  await page.goto(`/swot/${swot.id}`);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByTestId('response-progress')).toHaveText('100%');
  await expect(page.getByTestId('participation-counts')).toHaveText('3 responses from 1 invited');
  await expect(page.getByRole('progressbar', { name: 'Response progress' })).toHaveAttribute('aria-valuenow', '100');
});

test('the Preview tab opened first shows the default invitation filled with the preview data', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/email-templates');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByText('Showing the default invitation.')).toBeVisible();
  await expect(page.getByText('(no subject)')).toHaveCount(0);
});
