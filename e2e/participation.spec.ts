import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';

// A 1×1 PNG: the server checks logos by their bytes.
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A company that saved its brand in Settings, with a SWOT open now; returns the participation token. */
async function brandedSwot(page: Page, primary: string, logo: string | null): Promise<string> {
  await signUpAndSignIn(page);
  const headers = { origin: E2E_BASE_URL };
  const saved = await page.request.post('/api/settings', {
    headers,
    data: {
      colorScheme: { primary, secondary: '#64748b', accent: '#f59e0b' },
      companyInfo: { name: 'Crimson Works', logo, website: '', description: '', timezone: 'UTC' },
    },
  });
  expect(saved.status()).toBe(200);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: { title: 'Brand check', startDate: day(-1), startTime: '00:00', endDate: day(5), timezone: 'UTC' },
  });
  return ((await created.json()) as { swot: { uniqueToken: string } }).swot.uniqueToken;
}

/** WCAG contrast of two computed CSS colours (rgb() strings), computed here, not by the app. */
function contrastOf(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const value = Number(part) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

async function visit(browser: Browser, token: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(`/participate/${token}`);
  await expect(visitor.getByRole('heading', { name: 'Brand check' })).toBeVisible();
  return { visitor, close: () => context.close() };
}

async function submitButtonColours(visitor: Page) {
  const button = visitor.getByRole('button', { name: 'Submit SWOT Analysis' });
  await expect(button).toBeVisible();
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
}

test("the participation page wears the organiser's saved colour and logo, readable on a phone", async ({
  page,
  browser,
}) => {
  test.slow(); // two phone widths, each with an axe scan
  const token = await brandedSwot(page, '#b91c1c', LOGO);
  for (const width of [390, 320]) {
    const { visitor, close } = await visit(browser, token, width);
    // #b91c1c is kept as the theme triplet 0 74% 42%, which the browser draws as rgb(186, 28, 28).
    const colours = await submitButtonColours(visitor);
    expect(colours.background).toBe('rgb(186, 28, 28)');
    expect(colours.text).toBe('rgb(255, 255, 255)');
    expect(contrastOf(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    // The header accent: the card's top edge in the brand colour.
    const accent = await visitor
      .locator('section')
      .first()
      .evaluate((card) => getComputedStyle(card).borderTopColor);
    expect(accent).toBe('rgb(186, 28, 28)');
    // The logo, named for screen readers, and the name in words.
    await expect(visitor.getByRole('img', { name: 'Crimson Works' })).toBeVisible();
    await expect(visitor.getByText('Organized by Crimson Works')).toBeVisible();
    // The focus ring is the brand colour too.
    await visitor.getByLabel('Strengths').focus();
    await expect
      .poll(() => visitor.getByLabel('Strengths').evaluate((area) => getComputedStyle(area).boxShadow))
      .toContain('rgb(186, 28, 28)');

    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page: visitor }).analyze();
    const serious = results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
    expect(serious.map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
    await visitor.screenshot({ path: `test-results/screens/participate-b91c1c-${width}.png`, fullPage: true });
    await close();
  }
  const desktop = await visit(browser, token, 1280);
  await desktop.visitor.screenshot({ path: 'test-results/screens/participate-b91c1c-1280.png' });
  await desktop.close();
});

test('a light brand colour gets dark button text and a name dark enough to read', async ({ page, browser }) => {
  const token = await brandedSwot(page, '#facc15', null);
  const { visitor, close } = await visit(browser, token, 390);
  const colours = await submitButtonColours(visitor);
  // #facc15 is kept as 48 96% 53%, drawn as rgb(250, 204, 20).
  expect(colours.background).toBe('rgb(250, 204, 20)');
  expect(contrastOf(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
  // Without a logo the name is shown in the brand's hue, darkened until it reads on white.
  const name = visitor.getByText('Crimson Works', { exact: true });
  const nameColour = await name.evaluate((element) => getComputedStyle(element).color);
  expect(contrastOf(nameColour, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
  const results = await new AxeBuilder({ page: visitor }).analyze();
  expect(results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical')).toEqual([]);
  await visitor.screenshot({ path: 'test-results/screens/participate-facc15-390.png', fullPage: true });
  // The thank-you card names the organiser in its colours too.
  await visitor.getByLabel('Strengths').fill('Clear priorities');
  await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(visitor.getByText('Crimson Works', { exact: true })).toBeVisible();
  await visitor.screenshot({ path: 'test-results/screens/participate-facc15-thanks-390.png' });
  await close();
});

test('a busy server is waited out, an empty answer is said beside the fields, and a failed submit keeps the text', async ({
  page,
  browser,
}) => {
  const token = await brandedSwot(page, '#2563eb', null);
  const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
  const visitor = await context.newPage();
  // The first read of the link meets a shedding server (503 with Retry-After), as under a load spike.
  let reads = 0;
  await visitor.route(`**/api/participate/${token}`, async (route) => {
    reads += 1;
    if (reads > 1) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is busy right now.' }),
    });
  });
  await visitor.goto(`/participate/${token}`);
  await expect(visitor.getByRole('heading', { name: 'Busy right now' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Try again' })).toBeVisible();
  await visitor.screenshot({ path: 'test-results/screens/participate-busy-320.png' });
  // It tries again by itself and gets through.
  await expect(visitor.getByRole('heading', { name: 'Brand check' })).toBeVisible({ timeout: 10_000 });

  // An empty answer: the message sits above the first field, which gets the caret; nothing covers Submit.
  const submit = visitor.getByRole('button', { name: 'Submit SWOT Analysis' });
  await submit.click();
  const empty = visitor.getByTestId('fields-alert').getByRole('alert');
  await expect(empty).toContainText('Please add your input');
  await expect(empty).toBeInViewport();
  await expect(visitor.getByLabel('Strengths')).toBeFocused();
  await visitor.screenshot({ path: 'test-results/screens/participate-empty-320.png' });

  // The answer meets a busy server: the text stays, the page says so, Try again sends it.
  let sends = 0;
  await visitor.route(`**/api/participate/${token}/submit`, async (route) => {
    sends += 1;
    if (sends > 1) return route.continue();
    return route.fulfill({
      status: 503,
      headers: { 'retry-after': '2', 'content-type': 'application/json' },
      body: JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is busy right now.' }),
    });
  });
  await visitor.getByLabel('Strengths').fill('Clear priorities');
  await submit.click();
  const failed = visitor.getByTestId('send-alert').getByRole('alert');
  await expect(failed).toContainText('Failed to submit your response.');
  await expect(failed).toContainText('Your answers are still here');
  await expect(visitor.getByLabel('Strengths')).toHaveValue('Clear priorities');
  await expect(submit).toBeInViewport();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  // Checked at rest: the pointer still over Submit would measure its hover shade.
  await visitor.mouse.move(0, 0);
  const results = await new AxeBuilder({ page: visitor }).analyze();
  expect(results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical')).toEqual([]);
  await visitor.screenshot({ path: 'test-results/screens/participate-send-failed-320.png' });
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  expect(sends).toBe(2);
  await context.close();
});

test('the server refuses a second answer from a browser that answered, even after the page’s storage is cleared', async ({
  page,
  browser,
}) => {
  const token = await brandedSwot(page, '#2563eb', null);
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(`/participate/${token}`);
  await visitor.getByLabel('Strengths').fill('Clear priorities');
  await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  // The server's mark: a cookie the page's script cannot read, sent only with this SWOT's submit call.
  const mark = (await context.cookies()).find((cookie) => cookie.name === 'fs_answered');
  expect(mark).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: `/api/participate/${token}/submit` });
  expect(await visitor.evaluate(() => document.cookie)).not.toContain('fs_answered');

  // Forget the page's own memory (localStorage), keep the cookies, and come back.
  await visitor.evaluate(() => window.localStorage.clear());
  await visitor.reload();
  await visitor.getByLabel('Strengths').fill('A second opinion from the same desk');
  await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
  const refused = visitor.getByTestId('send-alert').getByRole('alert');
  await expect(refused).toContainText('An answer to this SWOT analysis was already sent from this browser.');
  // A refusal for good: no Try again.
  await expect(refused.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await visitor.screenshot({ path: 'test-results/screens/participate-answered-here-390.png', fullPage: true });

  const list = (await (await page.request.get('/api/swot/list')).json()) as {
    analyses: { uniqueToken: string; responseCount: number }[];
  };
  expect(list.analyses.find((swot) => swot.uniqueToken === token)?.responseCount).toBe(1);
  await context.close();
});
