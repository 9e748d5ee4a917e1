import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';
import { toast } from './toast';

const headers = { origin: E2E_BASE_URL };

/** Axe finds no serious or critical problem on the page (design rule: every screen). */
async function expectAccessible(page: Page, selector?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (selector ? builder.include(selector) : builder).analyze();
  const serious = results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
  expect(serious.map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/**
 * One anonymous answer on the shared link, as a participant's browser sends it. The server takes
 * one answer per browser there, so the browser's device cookie is forgotten after it: the next
 * answer from this context is another participant's.
 */
async function answer(context: BrowserContext, token: string, strengths: string) {
  const response = await context.request.post(`/api/participate/${token}/submit`, {
    headers,
    data: { strengths, weaknesses: '', opportunities: '', threats: '', idempotencyKey: crypto.randomUUID() },
  });
  expect(response.status()).toBe(200);
  await context.clearCookies({ name: 'fs_answered' });
}

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

  test('the big-screen live view fills in its quadrants as answers arrive from another browser, within 2 s', async ({
    page,
    browser,
  }) => {
    // Two axe runs and an analysis to wait for, on two cores shared with other journeys.
    test.setTimeout(90_000);
    await signUpAndSignIn(page);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const created = await page.request.post('/api/swot/create', {
      headers,
      data: { title: 'Town hall workshop', startDate: day(-1), endDate: day(1), timezone: 'UTC' },
    });
    const { swot } = (await created.json()) as { swot: { id: string; uniqueToken: string } };
    const context = await browser.newContext();
    await answer(context, swot.uniqueToken, 'Customer support is excellent');
    await answer(context, swot.uniqueToken, 'Great customer support team');

    // Opened from the detail page, in a tab of its own (the projector's), without the app's sidebar.
    await page.goto(`/swot/${swot.id}`);
    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Live view (opens in a new tab)' }).click();
    const live = await opened;
    await expect(live.getByRole('heading', { name: 'Town hall workshop', level: 1 })).toBeVisible();
    await expect(live.getByRole('navigation')).toHaveCount(0);
    await expect(live.getByText('Live', { exact: true })).toBeVisible();
    const count = live.getByTestId('live-response-count');
    const strengths = live.getByRole('region', { name: 'Strengths' });
    await expect(count).toHaveText('2responses');
    // Two answers: nothing per quadrant yet, so neither person is read off the screen.
    await expect(live.getByText(/^2 answers in\. Themes appear once 3 people have answered/)).toBeVisible();
    await expect(strengths).toHaveText(/Themes appear here\./);
    await expect(strengths).not.toContainText('answers');
    const code = live.getByRole('img', { name: /^QR code of the link localhost:\d+\/participate\// });
    await expect(code).toBeVisible();
    expect(await code.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(live.getByText(`/participate/${swot.uniqueToken}`, { exact: false })).toBeVisible();
    await expectAccessible(live);

    // The analysis of the first two answers exists (withheld from the screen until a third arrives).
    await expect
      .poll(async () => {
        const read = await page.request.get(`/api/swot/ai-analysis/${swot.id}`);
        return ((await read.json()) as { analysis: { responseCount: number } | null }).analysis?.responseCount;
      })
      .toBe(2);

    const visitor = await context.newPage();
    await visitor.goto(`/participate/${swot.uniqueToken}`);
    await visitor.getByLabel('Strengths').fill('Customer support is friendly');
    const submitted = visitor.waitForResponse((response) => response.url().endsWith('/submit'));
    await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
    expect((await submitted).status()).toBe(200);
    const answeredAt = Date.now();

    // Within 2 s: the count, the quadrant's count and its themes (with how many raised each, never a text).
    await expect(count).toHaveText('3responses', { timeout: 2_000 });
    await expect(strengths).toContainText('3 answers', { timeout: 2_000 });
    await expect(strengths.getByRole('listitem').first()).toHaveText(/^customer support\s*\d answers?$/i, {
      timeout: 2_000,
    });
    expect(Date.now() - answeredAt).toBeLessThan(2_000);
    // The analysis of all three follows (a second or so, longer on a server that has just started: it is paced).
    await expect(live.getByText('Themes from all 3 answers.')).toBeVisible({ timeout: 45_000 });
    await expect(live.getByText(/is friendly|is excellent/)).toHaveCount(0);
    await expectAccessible(live);

    // Full screen from the keyboard, and Escape leaves it.
    await live.getByRole('button', { name: 'Full screen' }).focus();
    await live.keyboard.press('Enter');
    await expect(live.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await live.keyboard.press('Escape');
    await expect(live.getByRole('button', { name: 'Full screen' })).toBeVisible();
    expect(await live.evaluate(() => document.fullscreenElement)).toBeNull();

    for (const width of [320, 390, 1280]) {
      await live.setViewportSize({ width, height: 800 });
      const sideways = await live.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `sideways scroll at ${width} px`).toBe(false);
    }
    await context.close();
  });

  test('the anonymity threshold is set in Settings and read back', async ({ page }) => {
    await signUpAndSignIn(page);
    await page.goto('/settings');
    const threshold = page.getByLabel('Anonymity threshold (N)');
    await expect(threshold).toHaveValue('5');
    await expectAccessible(page, 'form:has([name="anonymityThreshold"])');

    await threshold.fill('2');
    await page.getByRole('button', { name: 'Save privacy' }).click();
    await expect(page.getByText('At least 3 responses')).toBeVisible();

    await threshold.fill('7');
    await page.getByRole('button', { name: 'Save privacy' }).click();
    await expect(toast(page, 'Privacy saved')).toBeVisible();
    const settings = (await (await page.request.get('/api/settings')).json()) as {
      settings: { privacy: { anonymityThreshold: number } };
    };
    expect(settings.settings.privacy.anonymityThreshold).toBe(7);
    await page.reload();
    await expect(page.getByLabel('Anonymity threshold (N)')).toHaveValue('7');
  });
});
