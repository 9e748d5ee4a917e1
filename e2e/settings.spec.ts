import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { toast } from './toast';
import { signUpAndSignIn } from './session';

test('saving colours recolours the app, and the status follows the saved information', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Company information: Incomplete')).toBeVisible();
  await expect(page.getByLabel('Primary colour')).toHaveValue('#0066cc');

  await page.getByLabel('Description').fill('We make planning tools for manufacturers');
  await page.getByLabel('Primary colour').fill('#b91c1c');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved successfully!')).toBeVisible();
  await expect(page.getByText('Company information: Complete')).toBeVisible();

  const primary = await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'));
  expect(primary).toBe('0 74% 42%');
  await page.mouse.move(0, 0); // off the button: its hover state is a translucent shade, faded out by a transition
  await expect
    .poll(() =>
      page
        .getByRole('button', { name: 'Save Settings' })
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    )
    .toBe('rgb(186, 28, 28)');

  // The theme stays after a reload: it comes from the server, not from the page's memory.
  await page.reload();
  await expect(page.getByLabel('Primary colour')).toHaveValue('#b91c1c');
});

test('AI cannot be switched on without a key', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Enable AI analysis' }).check();
  await expect(page.getByText('Add a key to switch on AI analysis.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  await page.getByLabel('OpenAI API key').fill('sk-test-0123456789abcdefghijklmnop');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved successfully!')).toBeVisible();
  await expect(page.getByText('AI analysis: Complete')).toBeVisible();
  await expect(page.getByLabel('OpenAI API key')).toHaveValue('');
  await expect(page.getByText('A key ending ••••mnop is saved.', { exact: false })).toBeVisible();
});

test('Test key says whether a typed key works, and which model answers, without saving it', async ({ page }) => {
  test.slow(); // six screenshots and an axe pass on two shared cores
  await signUpAndSignIn(page);
  await page.goto('/settings');
  const key = page.getByLabel('OpenAI API key');
  const testKey = page.getByRole('button', { name: 'Test key' });
  const card = page.getByRole('heading', { name: 'AI Configuration' }).locator('xpath=../..');
  // Nothing typed and nothing saved: nothing to test.
  await expect(testKey).toBeDisabled();

  // A key the AI service refuses: said in words, next to the field, in a live region.
  await key.fill('sk-e2e-wrong-0123456789abcdefghijklmnop');
  await testKey.click();
  const refused = page.getByText('Key refused: the AI service does not accept this key.', { exact: false });
  await expect(refused).toBeVisible();
  await expect(page.locator('[aria-live="polite"]', { has: refused })).toHaveCount(1);
  await expect(key).toHaveAttribute('aria-describedby', /status/);
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `test-results/settings-ai-key-failing-${width}.png` });
  }
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

  // Changing the key clears the old answer; a key that works names the model that answered.
  await page.setViewportSize({ width: 1280, height: 900 });
  await key.fill('sk-e2e-good-0123456789abcdefghijklmnopq');
  await expect(refused).toHaveCount(0);
  await testKey.click();
  await expect(page.getByText('Key works: gpt-4o-mini answered.')).toBeVisible();
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await card.screenshot({ path: `test-results/settings-ai-key-working-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  }

  // Testing saved nothing: after a reload there is still no key, and the button is disabled again.
  await page.reload();
  await expect(page.getByText('Paste a key from your OpenAI account', { exact: false })).toBeVisible();
  await expect(page.getByText('AI analysis: Incomplete')).toBeVisible();
  await expect(testKey).toBeDisabled();
});

test('Test key with nothing typed tests the saved key', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/settings');
  await page.getByLabel('OpenAI API key').fill('sk-e2e-good-0123456789abcdefghijklmnopq');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved successfully!')).toBeVisible();
  await expect(page.getByLabel('OpenAI API key')).toHaveValue('');
  await page.getByRole('button', { name: 'Test key' }).click();
  await expect(page.getByText('Key works: gpt-4o-mini answered.')).toBeVisible();
});
