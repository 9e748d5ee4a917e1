import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  ['/', 'Foursight: SWOT analysis for organisations', 'strategy you can act on'],
  ['/about', 'About Foursight | Foursight', 'About Foursight'],
  ['/features', 'Features | Foursight', 'Features'],
  ['/how-it-works', 'How it works | Foursight', 'How it works'],
  ['/pricing', 'Packages | Foursight', 'Packages'],
  ['/faq', 'Frequently asked questions | Foursight', 'Frequently asked questions'],
  ['/terms', 'Terms of Service | Foursight', 'Terms of Service'],
  ['/privacy', 'Privacy Policy | Foursight', 'Privacy Policy'],
  ['/contact', 'Contact | Foursight', 'Contact us'],
] as const;

for (const [path, title, heading] of PAGES) {
  test(`${path} renders with its title and description, and axe finds nothing serious`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThan(40);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
    expect(serious.map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  });
}

test('pricing and the FAQ show the prices the product charges', async ({ page, request }) => {
  const pricing = (await (await request.get('/api/pricing')).json()) as {
    creditPrice: number;
    creditPacks: { credits: number; price: number }[];
  };
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
  await page.goto('/pricing');
  await expect(page.getByTestId('price-premium')).toHaveText(rupees(pricing.creditPrice));
  for (const pack of pricing.creditPacks)
    await expect(page.getByTestId(`pack-${pack.credits}`)).toHaveText(rupees(pack.price));
  await expect(page.getByText('Most Popular')).toBeVisible();

  await page.goto('/faq');
  await page.getByText('What does a response cost?').click();
  await expect(page.getByText(`${rupees(pricing.creditPrice)} per response`)).toBeVisible();
});

test('the public pages work on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#public-mobile-menu').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
