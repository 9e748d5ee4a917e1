import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';

const headers = { origin: E2E_BASE_URL };

async function expectEveryEntryVisibleAndActiveHighlighted(page: Page) {
  const sidebar = page.getByRole('complementary');
  const links = sidebar.getByRole('navigation', { name: 'App' }).getByRole('link');
  await expect(links).toHaveCount(13);
  // Measured once the collapse has settled (a loaded machine may still be re-rendering the sidebar).
  await expect(async () => {
    const account = await sidebar.getByRole('button', { name: /account menu$/i }).boundingBox();
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box, (await link.getAttribute('aria-label')) ?? 'entry').not.toBeNull();
      expect(box!.y + box!.height).toBeLessThanOrEqual(account!.y);
    }
  }).toPass({ timeout: 10_000 });
  const active = sidebar.getByRole('link', { name: 'Dashboard' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  const colours = await page.evaluate(() => {
    const aside = document.querySelector('aside')!;
    const links = Array.from(aside.querySelectorAll<HTMLElement>('nav a'));
    const icon = (link: HTMLElement) => getComputedStyle(link.querySelector('svg')!).color;
    return {
      sidebar: getComputedStyle(aside).backgroundColor,
      active: getComputedStyle(links[0]!).backgroundColor,
      activeIcon: icon(links[0]!),
      icon: icon(links[1]!),
    };
  });
  // The active entry stands out from the sidebar, and every icon differs from what it sits on.
  expect(colours.active).not.toBe(colours.sidebar);
  expect(colours.activeIcon).not.toBe(colours.active);
  expect(colours.icon).not.toBe(colours.sidebar);
}

test('the collapsed sidebar shows every entry, visibly, with the active one highlighted, in both themes', async ({
  page,
}) => {
  await signUpAndSignIn(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expectEveryEntryVisibleAndActiveHighlighted(page);

  const saved = await page.request.post('/api/settings', {
    headers,
    data: {
      colorScheme: { primary: '#7c3aed', secondary: '#0f766e', accent: '#e11d48' },
      companyInfo: { name: 'Globex', logo: null, website: '', description: '', timezone: 'UTC' },
      aiConfig: { enableAiAnalysis: false },
    },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expectEveryEntryVisibleAndActiveHighlighted(page);
});

test('the profile block stays on screen at 1280x800 when the usage warning shows', async ({ page }) => {
  test.slow();
  await signUpAndSignIn(page);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // 41 answers over two SWOTs: one address may send 30 a minute to one SWOT.
  for (const [title, answers] of [
    ['Busy SWOT', 21],
    ['Second SWOT', 20],
  ] as const) {
    const created = await page.request.post('/api/swot/create', {
      headers,
      data: { title, startDate: day(-1), endDate: day(3), timezone: 'UTC' },
    });
    const { swot } = (await created.json()) as { swot: { uniqueToken: string } };
    for (let index = 0; index < answers; index += 1) {
      const submitted = await page.request.post(`/api/participate/${swot.uniqueToken}/submit`, {
        headers,
        data: { strengths: `Answer ${index}`, weaknesses: '', opportunities: '', threats: '' },
      });
      expect(submitted.ok()).toBe(true);
      // Each answer is another participant's: the server takes one answer per browser on the shared link.
      await page.context().clearCookies({ name: 'fs_answered' });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Approaching free limit')).toBeVisible();
  await expect(sidebar.getByTestId('usage-count')).toHaveText('41 / 50');
  // The dashboard's banner says the same, from the same allowance.
  await expect(page.getByTestId('allowance-banner')).toContainText('Approaching free limit: 41 of 50 responses used.');
  await expect(sidebar.getByRole('button', { name: /account menu$/i })).toBeInViewport({ ratio: 1 });
});
