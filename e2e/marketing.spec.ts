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

test('pricing, the FAQ and the registration panel show the prices the product charges, with no monthly fee', async ({
  page,
  request,
}) => {
  const pricing = (await (await request.get('/api/pricing')).json()) as {
    plans: { name: string; upgradePrice: number; monthlyPrice: number; yearlyPrice: number }[];
    creditPrice: number;
    creditPacks: { credits: number; price: number }[];
  };
  const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
  const upgrade = (name: string) => pricing.plans.find((plan) => plan.name === name)!.upgradePrice;
  // The catalogue's defaults (part 2 §9): one-time upgrades, nothing recurring.
  expect([upgrade('premium'), upgrade('enterprise')]).toEqual([99_900, 299_900]);
  expect(pricing.plans.every((plan) => plan.monthlyPrice === 0 && plan.yearlyPrice === 0)).toBe(true);

  await page.goto('/pricing');
  await expect(page.getByTestId('price-premium')).toHaveText(rupees(pricing.creditPrice));
  await expect(page.getByTestId('upgrade-premium')).toHaveText(
    `${rupees(upgrade('premium'))} one-time upgrade, no monthly fee`,
  );
  await expect(page.getByTestId('price-enterprise')).toHaveText(rupees(upgrade('enterprise')));
  for (const pack of pricing.creditPacks)
    await expect(page.getByTestId(`pack-${pack.credits}`)).toHaveText(rupees(pack.price));
  await expect(page.getByText('Most Popular')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/per month|\/ ?month|per year/);

  await page.goto('/faq');
  await page.getByText('What does a response cost?').click();
  await expect(page.getByText(`${rupees(pricing.creditPrice)} per response`)).toBeVisible();
  await page.getByText('How do I upgrade?').click();
  await expect(
    page.getByText(
      `one-time payment (Pay-as-You-Go ${rupees(upgrade('premium'))} and Enterprise ${rupees(upgrade('enterprise'))})`,
    ),
  ).toBeVisible();
  await page.getByText('Do credits expire?').click();
  await expect(page.getByText('No. Credits never expire')).toBeVisible();

  await page.goto('/register');
  const panel = page.getByRole('complementary', { name: 'What you get' });
  await expect(panel).toContainText('No monthly subscription fee');
  await expect(panel).toContainText(`${rupees(pricing.creditPrice)} per response`);
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
