import { expect, test } from '@playwright/test';
import { createAnsweredSwot } from './insight-data';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';

const SCREENS = [
  '/dashboard',
  '/create-swot',
  '/swot-management',
  '/reports',
  '/performance-comparison',
  '/manage-users',
  '/manage-usage',
  '/invoices',
  '/org-chart',
  '/email-templates',
  '/strategic-goals',
  '/settings',
  '/profile',
];

/**
 * Tabs of a screen walked one by one too: a tab's content is only on the page
 * while it is chosen (the template preview holds a long link; the department
 * form a field that once had a 16rem minimum).
 */
const SCREEN_TABS: Record<string, string[]> = {
  '/email-templates': ['Preview'],
  '/manage-users': ['Departments'],
};

test('no organiser screen scrolls sideways on a phone (320 and 390 px wide)', async ({ page }) => {
  test.slow();
  await signUpAndSignIn(page);
  const { id } = await createAnsweredSwot(page, 'A SWOT with a rather long title that must wrap on a small phone');
  await page.request.post('/api/users', {
    headers: { origin: E2E_BASE_URL },
    data: {
      fullName: 'Venkataraman Subramaniam',
      email: `venkataraman.subramaniam.${Date.now()}@a-long-company-domain.example.test`,
      department: 'Strategy and Corporate Development',
    },
  });
  const overflowing: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of [...SCREENS, `/swot/${id}`]) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const tabs = path.startsWith('/swot/')
        ? await page.getByRole('tab').allTextContents()
        : (SCREEN_TABS[path] ?? []);
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (wider > 0) overflowing.push(`${path} tab ${tab} at ${width} px: ${wider} px too wide`);
        if (width === 320) {
          const name = path.startsWith('/swot/') ? 'swot' : path.slice(1);
          await page.screenshot({ path: `test-results/phone-${name}-${tab.split(' ')[0]}.png`, fullPage: true });
        }
      }
      if (extra > 0) {
        const culprits = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('main *'))
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 4)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`),
        );
        overflowing.push(`${path} at ${width} px: ${extra} px too wide (${culprits.join(' | ')})`);
      }
    }
  }
  expect(overflowing, overflowing.join('\n')).toEqual([]);
});

test("the users table on a phone shows each person's e-mail, department and actions as stacked lines", async ({
  page,
}) => {
  await signUpAndSignIn(page);
  const email = `venkataraman.subramaniam.${Date.now()}@a-long-company-domain.example.test`;
  await page.request.post('/api/users', {
    headers: { origin: E2E_BASE_URL },
    data: { fullName: 'Venkataraman Subramaniam', email, department: 'Strategy and Corporate Development' },
  });
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto('/manage-users');
  const row = page.getByRole('row').filter({ hasText: 'Venkataraman Subramaniam' });
  await row.scrollIntoViewIfNeeded();
  // Each piece sits wholly inside the 320-px screen (not cut off, not behind a sideways scroll).
  for (const piece of [
    row.getByText(email),
    row.getByText('Strategy and Corporate Development'),
    row.getByRole('button', { name: 'Edit Venkataraman Subramaniam' }),
    row.getByRole('button', { name: 'Delete Venkataraman Subramaniam' }),
  ]) {
    await piece.scrollIntoViewIfNeeded();
    await expect(piece).toBeInViewport({ ratio: 1 });
  }
});
