import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
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
