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
