import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUpAndSignIn } from './session';
import { toast } from './toast';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/shots';
mkdirSync(SHOTS, { recursive: true });

/** Screenshots at each width, and nothing scrolls sideways at any of them. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150); // layout settles after the resize
    await page.screenshot({ path: path.join(SHOTS, `sample-${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The badge that marks the sample and what was made from it (ui/sample-badge.tsx). */
const sampleBadge = (scope: Page | Locator) => scope.getByTitle(/^Made by Foursight from invented answers/);

test('a new company opens the sample SWOT from its checklist, sees it marked on every screen, and deletes it', async ({
  page,
}) => {
  test.slow(); // the sample is analysed before the page opens, and each screen is shot at three widths
  await signUpAndSignIn(page);
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await checklist.getByRole('button', { name: 'Explore a sample SWOT' }).click();

  // The SWOT detail: finished, marked, analysed.
  await expect(page).toHaveURL(/\/swot\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sample: /);
  await expect(page.getByRole('note', { name: 'Sample SWOT' })).toContainText('40 invented answers');
  await expect(sampleBadge(page.getByRole('main'))).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Responses (40)' })).toBeVisible();
  const analysis = (await (await page.request.get(`/api/swot/ai-analysis/${id}`)).json()) as {
    analysis: { categoryAnalysis: Record<string, { topThemes: { label: string; mentions: number }[] }> };
  };
  const topStrength = analysis.analysis.categoryAnalysis.strengths!.topThemes[0]!.label;
  await expect(page.getByRole('main')).toContainText(topStrength);
  await shoot(page, 'detail');

  // The dashboard lists it, marked, and its checklist now opens it; no figure counts it.
  await page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' }).click();
  const recent = page.getByRole('listitem').filter({ hasText: /^Sample: / });
  await expect(sampleBadge(recent)).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Open the sample SWOT' })).toHaveAttribute('href', `/swot/${id}`);
  await expect(sampleBadge(page.getByTestId('dashboard-goals-summary').locator('xpath=..'))).not.toHaveCount(0);
  await shoot(page, 'dashboard');

  // Goals made from it, each marked.
  await page.goto('/strategic-goals');
  const goals = page.getByTestId('goal-card');
  await expect(goals.first()).toBeVisible();
  const goalCount = await goals.count();
  await expect(goals.filter({ has: sampleBadge(page) })).toHaveCount(goalCount);
  await shoot(page, 'goals');

  // Its report, listed and marked; the exports say what it is.
  await page.goto('/reports');
  const card = page.getByRole('listitem').filter({ hasText: /Sample: / });
  await expect(sampleBadge(card)).toBeVisible();
  await page.goto(`/reports/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sample: /);
  await expect(page.getByRole('heading', { name: 'SWOT grid' })).toBeVisible();
  await shoot(page, 'report');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Report' }).click();
  const pdfPath = test.info().outputPath('sample.pdf');
  await (await downloaded).saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Sample: ');
  expect(text).toContain(topStrength);

  // The home page's pictures are the same engine's output on the same answers, made at build time.
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'SWOT analysis' });
  for (const [quadrant, label] of [
    ['strengths', 'Strengths'],
    ['weaknesses', 'Weaknesses'],
    ['opportunities', 'Opportunities'],
    ['threats', 'Threats'],
  ] as const) {
    const top = analysis.analysis.categoryAnalysis[quadrant]!.topThemes[0]!;
    const box = grid.getByRole('heading', { level: 4, name: new RegExp(`^${label}`) }).locator('xpath=..');
    await expect(box.getByRole('listitem').first()).toContainText(`${top.label} · ${top.mentions} mentions`);
  }
  await shoot(page, 'home');

  // Not the company's usage.
  const usage = (await (await page.request.get('/api/usage/stats')).json()) as { allowanceUsed: number };
  expect(usage.allowanceUsed).toBe(0);

  // Deleted in one click from its page, with its goals.
  await page.goto(`/swot/${id}`);
  await page.getByRole('button', { name: 'Delete sample' }).click();
  await expect(toast(page, 'Sample SWOT deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('No SWOTs yet.')).toBeVisible();
  await expect(checklist.getByRole('button', { name: 'Explore a sample SWOT' })).toBeVisible();
  await page.goto('/strategic-goals');
  await expect(page.getByTestId('goal-card')).toHaveCount(0);
});
