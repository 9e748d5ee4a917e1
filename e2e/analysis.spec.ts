import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { createAnsweredSwot } from './insight-data';
import { signUpAndSignIn } from './session';

test('a SWOT with responses fills every insight tab, with the answers behind each statement', async ({ page }) => {
  await signUpAndSignIn(page);
  const swot = await createAnsweredSwot(page, 'FY27 Insight Review');
  await page.goto(`/swot/${swot.id}`);
  await expect(page.getByRole('heading', { name: 'FY27 Insight Review' })).toBeVisible();

  const panel = page.getByRole('tabpanel');
  await expect(page.getByRole('tab', { name: 'AI Insights', selected: true })).toBeVisible();
  // The analysis is made in the background a moment after the answers; the tab shows it when it lands.
  await expect(panel.getByText('Statistical analysis', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(panel).toContainText('Statistical analysis of 3 responses, made without AI.');
  await expect(panel).toContainText('customer service');
  await expect(panel).toContainText('Strategic value');
  await panel
    .getByRole('button', { name: /Show the responses behind this/ })
    .first()
    .click();
  await expect(panel.getByText(/“.*customer service/i).first()).toBeVisible();

  await page.getByRole('tab', { name: 'AI Recommendations' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('TOWS matrix');
  await expect(page.getByRole('tabpanel')).toContainText('Use customer service to expand into the Middle East market.');

  await page.getByRole('tab', { name: 'Action Plan' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Quick wins');
  // Each action says how many raised it and quotes one of them.
  await expect(page.getByRole('tabpanel')).toContainText(
    'Expand into the Middle East market (2 of 3 responses, e.g. “Expanding into the Middle East market.”), building on customer service (3 of 3 responses',
  );

  await page.getByRole('tab', { name: 'Keyword Focus' }).click();
  const keywords = page.getByRole('table', { name: 'Keywords in All areas with their counts' });
  // A phrase people wrote more than once is one keyword.
  await expect(keywords.getByRole('rowheader').first()).toHaveText('customer service');
});

test('a SWOT without responses says so on its insight tabs', async ({ page }) => {
  await signUpAndSignIn(page);
  const created = await page.request.post('/api/swot/create', {
    headers: { origin: E2E_BASE_URL },
    data: { title: 'Quiet one', startDate: '2026-01-01', endDate: '2099-01-01', timezone: 'UTC' },
  });
  const { swot } = (await created.json()) as { swot: { id: string } };
  await page.goto(`/swot/${swot.id}`);
  await expect(page.getByRole('tabpanel').getByText('No responses yet')).toBeVisible();
});
