import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-server';
import { toast } from './toast';

const PASSWORD = 'quiet meadow lantern 42';

function uniqueCompany() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: `Acme ${tag}`, email: `asha.${tag}@example.test`, domain: `acme-${tag}.example` };
}

async function fillRegistration(page: Page, company: ReturnType<typeof uniqueCompany>) {
  await page.getByLabel('Organization Name').fill(company.name);
  await page.getByLabel('Contact Name').fill('Asha Mehta');
  await page.getByLabel('Email Address').fill(company.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Full Address').fill('12 MG Road, Bengaluru');
  await page.getByLabel('Official Domain').fill(`https://www.${company.domain}/`);
  await page.getByLabel('Mobile Number').fill('+91 98450 12345');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('State').fill('Karnataka');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('ZIP / PIN Code').fill('560001');
}

test.describe('accounts', () => {
  test('register through the form, sign in, stay signed in across a reload, log out', async ({ page }) => {
    const company = uniqueCompany();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Start Your Free Trial' })).toBeVisible();
    await expect(page.getByText('Create Your Account')).toBeVisible();
    await fillRegistration(page, company);

    for (const message of ['Organization name is available', 'Email is available', 'Domain is available']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.locator('[data-availability="available"] svg')).toHaveCount(3);

    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(toast(page, 'Registration successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The first sign-in ever welcomes the new account; later ones say "back".
    await expect(toast(page, 'Welcome to Foursight!')).toBeVisible();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText(company.email)).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page
      .getByRole('button', { name: /account menu$/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome Back')).toBeVisible();
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
  });

  test('a taken e-mail and domain are flagged live and block submission', async ({ page, request }) => {
    const company = uniqueCompany();
    const registered = await request.post('/api/register', {
      headers: { origin: E2E_BASE_URL },
      data: {
        organizationName: company.name,
        contactName: 'Asha Mehta',
        email: company.email,
        password: PASSWORD,
        fullAddress: '12 MG Road',
        officialDomain: company.domain,
        mobileNumber: '+91 98450 12345',
        country: 'India',
        state: 'Karnataka',
        city: 'Bengaluru',
        zipCode: '560001',
      },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/register');
    await fillRegistration(page, { ...company, name: `${company.name} Two` });
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expect(page.getByText('This domain is already registered', { exact: false })).toBeVisible();
    await expect(page.locator('[data-availability="unavailable"] svg')).toHaveCount(2);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(toast(page, 'Please fix validation errors')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('edit the profile and see the new name in the sidebar', async ({ page }) => {
    const company = uniqueCompany();
    await page.goto('/register');
    await fillRegistration(page, company);
    await expect(page.locator('[data-availability="available"]')).toHaveCount(3);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(company.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/profile');
    await expect(page.getByLabel('Email Address')).toHaveValue(company.email);
    await expect(page.getByText('Email address cannot be changed')).toBeVisible();
    await expect(page.getByText('Not Enabled')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Contact Name').fill('Asha M. Rao');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText('Asha M. Rao')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Contact Name')).toHaveValue('Asha M. Rao');
  });

  test('a platform admin signs in and reaches the admin dashboard', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');

    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Super Admin')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Super Admin')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
