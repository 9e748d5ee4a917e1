import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { createAnsweredSwot, SAMPLE_ANSWERS } from './insight-data';
import { signUpAndSignIn } from './session';

const TITLE = 'FY27 Board Report';

/** Axe finds no serious or critical problem on the page's main content (design rule: every screen). */
async function expectAccessible(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
}

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Opens the report of a SWOT with the sample answers, once its analysis has landed. */
async function openReport(page: Page): Promise<string> {
  await signUpAndSignIn(page);
  const { id } = await createAnsweredSwot(page, TITLE);
  await page.goto('/reports');
  const card = page.getByRole('listitem').filter({ hasText: TITLE });
  await expect(card).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('link', { name: /View Report/ }).click();
  await expect(page).toHaveURL(`/reports/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  // The analysis is made a moment after the answers; the report asks again until it is there.
  await expect(page.getByRole('heading', { name: 'SWOT grid' })).toBeVisible({ timeout: 20_000 });
  return id;
}

test('a report opens from the list with its cover, grid and chart, and prints without navigation', async ({ page }) => {
  test.slow();
  await openReport(page);
  await expect(page.getByTestId('report-status')).toHaveText('Active');
  await expect(page.getByTestId('report-responses')).toHaveText('3');
  await expect(page.getByTestId('quadrant-strengths')).toContainText('customer service');
  await expect(page.getByRole('table', { name: 'Net tone per quadrant' })).toBeVisible();
  await expectAccessible(page);
  for (const horizon of ['Immediate', 'Short term', 'Long term'])
    await expect(page.getByRole('heading', { name: new RegExp(horizon) })).toBeVisible();

  // Print Report: the printable report opens in its own window, laid out for A4 pages.
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print Report' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await popup.emulateMedia({ media: 'print' });
  const breaks = await popup.evaluate(() =>
    Array.from(document.querySelectorAll('section.page'), (section) => getComputedStyle(section).breakBefore),
  );
  expect(breaks.slice(1).every((value) => value === 'page')).toBe(true);
  await expect(popup.getByText('SWOT grid')).toBeVisible();
  await popup.close();

  // The page itself printed: no navigation, no buttons, sections on their own pages.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Report' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'SWOT grid' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

test('Download Report gives the PDF, and every export is a download', async ({ page }) => {
  test.slow();
  await openReport(page);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Report' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^FY27-Board-Report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  const csvDownloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: `Export ${TITLE} as CSV of the responses` }).click();
  const csv = await readFile(await (await csvDownloaded).path(), 'utf8');
  expect(csv).toContain('customer service');
});

test('the reports list and a report fit phones without sideways scrolling', async ({ page }) => {
  test.slow();
  const id = await openReport(page);
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ['reports', '/reports'],
      ['report', `/reports/${id}`],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (name === 'report') await expect(page.getByRole('heading', { name: 'SWOT grid' })).toBeVisible();
      await page.screenshot({ path: `test-results/shots-reports/${name}-${width}.png`, fullPage: true });
      if (name === 'report' && width < 1280) {
        await page.screenshot({ path: `test-results/shots-reports/${name}-${width}-top.png` });
        await page.getByRole('heading', { name: 'SWOT grid' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/shots-reports/${name}-${width}-grid.png` });
      }
      expect(await sidewaysScroll(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
  // The report page as Chromium prints it (print stylesheet, A4), for a person to look at.
  await page.goto(`/reports/${id}`);
  await expect(page.getByRole('heading', { name: 'SWOT grid' })).toBeVisible();
  await page.pdf({
    path: 'test-results/shots-reports/report-printed.pdf',
    preferCSSPageSize: true,
    printBackground: true,
  });
});

test('an unknown report says Report Not Found', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/reports/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible();
});

test('a large SWOT prepares its Excel file in the background, then downloads it', async ({ page }) => {
  test.slow();
  // The e2e server calls a SWOT large above 3 responses (EXPORT_JOB_THRESHOLD): this one has 4.
  await signUpAndSignIn(page);
  const headers = { origin: E2E_BASE_URL };
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: { title: 'Big Survey', startDate: day(-1), endDate: day(7), timezone: 'UTC' },
  });
  const { swot } = (await created.json()) as { swot: { id: string; uniqueToken: string } };
  for (const [index, answer] of [...SAMPLE_ANSWERS, SAMPLE_ANSWERS[0]!].entries()) {
    const submitted = await page.request.post(`/api/participate/${swot.uniqueToken}/submit`, {
      headers,
      data: { ...answer, idempotencyKey: `e2e-big-${swot.id}-${index}` },
    });
    expect(submitted.ok()).toBe(true);
    // Each answer is another participant's: the server takes one answer per browser on the shared link.
    await page.context().clearCookies({ name: 'fs_answered' });
  }

  await page.goto(`/reports/${swot.id}`);
  await expect(page.getByText(/With 4 responses, Excel and CSV are prepared on the server first/)).toBeVisible();
  // PDF and PowerPoint stay direct downloads.
  await expect(page.getByRole('link', { name: 'Export Big Survey as PowerPoint slides' })).toBeVisible();
  await page.getByRole('button', { name: 'Prepare Big Survey as Excel workbook' }).click();
  const link = page.getByRole('link', { name: /^Download Excel: Big Survey as Excel workbook \(\d+ KB\)$/ });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(link).toBeFocused();
  await expectAccessible(page);

  const downloaded = page.waitForEvent('download');
  await link.click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^Big-Survey-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // Coming back later, the file prepared is still offered (until it expires), not made again.
  await page.reload();
  await expect(page.getByRole('link', { name: /^Download Excel: Big Survey/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prepare Big Survey as CSV of the responses' })).toBeVisible();
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysScroll(page), `report with a prepared export at ${width} px`).toBeLessThanOrEqual(0);
  }
});
