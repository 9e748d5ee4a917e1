import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
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
  // Five tabs, an upload and four saves: close to 30 s on two busy cores.
  test.slow();
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

/** A directory of a few hundred people, so the member picker is tried at the size customers have. */
function manyPeople(count: number): string {
  const rows = Array.from(
    { length: count },
    (_, index) => `Person ${String(index).padStart(3, '0')},Associate,person${index}@globex.test,,Operations`,
  );
  return [CSV, ...rows].join('\n');
}

async function expectNoSideways(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function expectNoSeriousAxeFinding(page: Page, scope: string) {
  const results = await new AxeBuilder({ page }).include(scope).analyze();
  const serious = results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
  expect(serious.map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

test('custom lists: create one from a long directory, open it, edit its name and members, delete it', async ({
  page,
}) => {
  test.slow();
  await signUpAndSignIn(page);
  const upload = await page.request.post('/api/users/upload', {
    headers: { origin: E2E_BASE_URL },
    data: { csvData: manyPeople(300) },
  });
  expect(upload.status()).toBe(200);
  await page.goto('/manage-users');
  await page.getByRole('tab', { name: 'Custom Lists' }).click();

  // The picker draws a hundred rows at a time and narrows by search or department.
  const create = page.getByRole('button', { name: 'Create List' });
  await expect(page.getByText('Showing 100 of 307 matches: search to narrow it down.')).toBeVisible();
  await page.getByLabel('List name').fill('Leadership');
  await page.getByLabel('Description').fill('The March offsite');
  await page.getByRole('searchbox', { name: 'Filter people' }).fill('rao');
  await page.getByRole('checkbox', { name: /Rao, Anil/ }).check();
  await page.getByRole('searchbox', { name: 'Filter people' }).fill('');
  await page.getByRole('combobox', { name: 'Department' }).selectOption({ label: 'Engineering/IT' });
  await expect(page.getByRole('list', { name: 'People' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Select all 2' }).click();
  await expect(page.getByText('(3 selected)')).toBeVisible();
  await create.click();
  await expect(toast(page, 'List created successfully!')).toBeVisible();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Leadership' });
  await expect(card).toContainText('3 users');
  await page.screenshot({ path: 'test-results/screens/lists-tab-1280.png', fullPage: true });

  // Open: the members with designation, e-mail and department.
  await page.getByRole('button', { name: 'Open Leadership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leadership' });
  await expect(dialog.getByText('3 people · The March offsite')).toBeVisible();
  const members = dialog.getByRole('table', { name: 'Members' });
  await expect(members.locator('tbody tr')).toHaveCount(3);
  const anil = members.getByRole('row').filter({ hasText: 'Rao, Anil' });
  await expect(anil).toContainText('CFO');
  await expect(anil).toContainText('anil@globex.test');
  await expect(anil).toContainText('Finance & Accounting');
  await expectNoSeriousAxeFinding(page, '[role="dialog"]');
  await page.screenshot({ path: 'test-results/screens/list-open-1280.png' });

  // Edit: a new name, Bina out, Divya in (found by search among 307).
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit list' });
  await expect(editor.getByText('(3 selected)')).toBeVisible();
  await editor.getByLabel('List name').fill('Leadership team');
  await editor.getByRole('checkbox', { name: 'Show selected only' }).check();
  await expect(editor.getByRole('list', { name: 'People' }).getByRole('listitem')).toHaveCount(3);
  await editor.getByRole('checkbox', { name: /Bina Shah/ }).uncheck();
  // Unticked under "selected only", Bina stays in view (unticked) until the filter is switched off.
  await expect(editor.getByRole('checkbox', { name: /Bina Shah/ })).not.toBeChecked();
  await expect(editor.getByText('(2 selected)')).toBeVisible();
  await editor.getByRole('checkbox', { name: 'Show selected only' }).uncheck();
  await editor.getByRole('searchbox', { name: 'Filter people' }).fill('divya');
  await editor.getByRole('checkbox', { name: /Divya Nair/ }).check();
  await page.screenshot({ path: 'test-results/screens/list-edit-1280.png' });
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'List updated successfully!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Leadership team' })).toContainText(
    '3 users',
  );
  await page.getByRole('button', { name: 'Open Leadership team' }).click();
  const renamed = page.getByRole('dialog', { name: 'Leadership team' });
  await expect(renamed.getByRole('table', { name: 'Members' }).locator('tbody tr')).toHaveCount(3);
  await expect(renamed.getByRole('table', { name: 'Members' })).toContainText('Divya Nair');
  await expect(renamed.getByRole('table', { name: 'Members' })).not.toContainText('Bina Shah');

  // Delete, after the shared confirmation.
  await renamed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the list "Leadership team"?' });
  await expect(confirm).toContainText('the people in it stay in your directory');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'List deleted')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('No lists yet')).toBeVisible();
  await page.getByRole('tab', { name: 'All Users' }).click();
  await expect(page.getByRole('heading', { name: 'All Users (307)' })).toBeVisible();
});

test('custom lists fit a phone: the tab, an open list and the editor at 390 and 320 px', async ({ page }) => {
  test.slow();
  await signUpAndSignIn(page);
  await page.request.post('/api/users/upload', { headers: { origin: E2E_BASE_URL }, data: { csvData: CSV } });
  const { users } = (await (await page.request.get('/api/users')).json()) as { users: { id: string }[] };
  await page.request.post('/api/user-lists', {
    headers: { origin: E2E_BASE_URL },
    data: {
      name: 'Regional leadership and operations council',
      description: 'Everyone who signs off the quarterly plan for the southern region',
      selectedUsers: users.map((user) => user.id),
    },
  });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/manage-users');
    await page.getByRole('tab', { name: 'Custom Lists' }).click();
    await expect(page.getByRole('button', { name: /^Open Regional/ })).toBeVisible();
    await expectNoSideways(page, width);
    await page.screenshot({ path: `test-results/screens/lists-tab-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: /^Open Regional/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('table', { name: 'Members' }).locator('tbody tr')).toHaveCount(7);
    await expectNoSideways(page, width);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screens/list-open-${width}.png` });

    await dialog.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit list' })).toBeVisible();
    await expectNoSideways(page, width);
    await page.screenshot({ path: `test-results/screens/list-edit-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});
