import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './session';
import { toast } from './toast';

const CSV = [
  'Full Name,Designation,Email ID,Phone Number,Department',
  '"Rao, Anil",CFO,anil@globex.test,+91 98450 30001,Finance & Accounting',
  'Bina Shah,Engineer,bina@globex.test,,Engineering/IT',
  'Chetan Das,Engineer,chetan@globex.test,,Engineering/IT',
  'Divya Nair,Sales Lead,divya@globex.test,,Sales',
  'Esha Roy,Marketer,esha@globex.test,,Marketing',
  'Farhan Ali,Analyst,farhan@globex.test,,Operations',
  'Gita Menon,Support,gita@globex.test,,Customer Service',
].join('\n');

test('build a directory: CSV upload with preview, add a user, a department and a list', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/manage-users');
  await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Users (0)' })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(page.getByText('Preview (first 5 of 7 rows)')).toBeVisible();
  const preview = page.getByRole('table', { name: 'CSV preview' });
  await expect(preview.locator('tbody tr')).toHaveCount(5);
  await expect(preview.getByRole('cell', { name: 'Rao, Anil' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload 7 rows' }).click();
  await expect(toast(page, 'Users uploaded successfully!')).toBeVisible();
  await expect(page.getByText('7 added', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Users (7)' })).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByRole('tab', { name: 'Add User' }).click();
  await page.getByLabel('Full Name').fill('Hari Prasad');
  await page.getByLabel('Designation').fill('COO');
  await page.getByLabel('Email').fill('hari@globex.test');
  await page.getByRole('combobox', { name: 'Department' }).selectOption('Operations');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User created successfully!')).toBeVisible();

  await page.getByRole('tab', { name: 'Departments' }).click();
  await page.getByLabel('Department name').fill('Strategy Office');
  await page.getByRole('button', { name: 'Add Department' }).click();
  await expect(toast(page, 'Department created successfully!')).toBeVisible();
  const strategy = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Strategy Office' });
  await expect(strategy).toContainText('0 users');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Operations' })).toContainText('2 users');

  await page.getByRole('tab', { name: 'Custom Lists' }).click();
  const create = page.getByRole('button', { name: 'Create List' });
  await page.getByLabel('List name').fill('Leadership');
  await expect(create).toBeDisabled();
  await page.getByRole('checkbox', { name: /Rao, Anil/ }).check();
  await page.getByRole('checkbox', { name: /Hari Prasad/ }).check();
  await create.click();
  await expect(toast(page, 'List created successfully!')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Leadership' })).toContainText('2 users');

  await page.getByRole('tab', { name: 'All Users' }).click();
  await expect(page.getByRole('heading', { name: 'All Users (8)' })).toBeVisible();

  // On a phone the table scrolls inside its box; the page itself never scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'All Users (8)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a file that is not CSV is refused before upload', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/manage-users');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'people.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('not a csv'),
  });
  await expect(toast(page, 'Invalid file type')).toBeVisible();
  await expect(toast(page, 'Please upload a CSV file.')).toBeVisible();
});
