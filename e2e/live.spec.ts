import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';

const headers = { origin: E2E_BASE_URL };

test.describe('live results', () => {
  test('the SWOT detail shows a response submitted from another browser within 2 s, without a reload', async ({
    page,
    browser,
  }) => {
    await signUpAndSignIn(page);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await page.request.post('/api/swot/create', {
      headers,
      data: { title: 'Live workshop', startDate: day(-1), endDate: day(1), timezone: 'UTC' },
    });
    expect(created.status()).toBe(201);
    const { swot } = (await created.json()) as { swot: { id: string; uniqueToken: string } };

    await page.goto(`/swot/${swot.id}`);
    await expect(page.getByRole('tab', { name: 'Responses (0)' })).toBeVisible();
    // The event stream is open: no 15-second polling from here on.
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/participate/${swot.uniqueToken}`);
    await visitor.getByLabel('Strengths').fill('Workshops where everyone speaks');
    const submitted = visitor.waitForResponse((response) => response.url().endsWith('/submit'));
    await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
    expect((await submitted).status()).toBe(200);
    const answeredAt = Date.now();

    await expect(page.getByRole('tab', { name: 'Responses (1)' })).toBeVisible({ timeout: 2_000 });
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
    expect(reloaded).toBe(false);
    await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await context.close();
  });
});
