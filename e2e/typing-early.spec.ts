import { expect, test, type Page } from '@playwright/test';

/**
 * A fast typist, or a password manager, fills a form the moment it shows, on a slow phone: the CPU
 * is throttled 6x from the first byte, and typing starts as soon as each field is on screen. Nothing
 * typed may be lost as the rest of the page's code arrives and runs.
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

test.describe('on a slow phone', () => {
  test.setTimeout(90_000);

  test('what is typed into /register as it shows is all kept, and Start Free Trial waits for the checks', async ({
    page,
  }) => {
    await slowPhone(page);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const values: Record<string, string> = {
      organizationName: `Typist Traders ${tag}`,
      contactName: 'Kavya Menon',
      email: `kavya.${tag}@example.test`,
      password: 'quiet meadow lantern 42',
      fullAddress: '7 Marine Drive, Kochi',
      mobileNumber: '+91 98470 12345',
      country: 'India',
      state: 'Kerala',
      city: 'Kochi',
      zipCode: '682031',
      // Last, so its availability check is still to come when Start Free Trial is pressed.
      officialDomain: `typist-${tag}.example`,
    };
    await page.goto('/register', { waitUntil: 'commit' });
    for (const [name, value] of Object.entries(values)) {
      const field = page.locator(`form [name="${name}"]`);
      await field.waitFor({ state: 'visible' });
      await field.pressSequentially(value);
    }
    // Pressed at once: the domain's availability check is still to come.
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
    await expect(page.getByText('Please fix validation errors')).toHaveCount(0);

    // The account exists with what was typed: it signs in. The sign-in form's own fields: the router
    // changes the address before the slow phone has drawn the new page, so for a moment the fields
    // named email and password are still the registration form's.
    const email = page.locator('#login-email');
    await email.pressSequentially(values.email!);
    await page.locator('#login-password').pressSequentially(values.password!);
    await page.waitForTimeout(2_000);
    await expect(email).toHaveValue(values.email!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  });

  test('what is typed into /login as it shows is kept while the page finishes loading', async ({ page }) => {
    await slowPhone(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.locator('form [name="email"]');
    await email.waitFor({ state: 'visible' });
    await email.pressSequentially('early.bird@example.test');
    const password = page.locator('form [name="password"]');
    await password.pressSequentially('typed before ready');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    await expect(email).toHaveValue('early.bird@example.test');
    await expect(password).toHaveValue('typed before ready');
  });
});
