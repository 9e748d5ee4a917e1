import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';
import { toast } from './toast';

const headers = { origin: E2E_BASE_URL };

async function addPeople(page: Page, people: { name: string; department: string }[]): Promise<void> {
  const rows = people.map(
    (person) => `${person.name},,${person.name.toLowerCase().replace(/\W+/g, '.')}@globex.test,,${person.department}`,
  );
  const csvData = ['Full Name,Designation,Email ID,Phone Number,Department', ...rows].join('\n');
  const response = await page.request.post('/api/users/upload', { headers, data: { csvData } });
  expect(response.status()).toBe(200);
}

const box = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('move people with the mouse and the keyboard, save, and find the chart kept after a reload', async ({ page }) => {
  test.slow();
  await signUpAndSignIn(page);
  await page.goto('/org-chart');
  await expect(page.getByText('No departments or people yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Users' }).last()).toHaveAttribute('href', '/manage-users');

  await addPeople(page, [
    { name: 'Asha Rao', department: 'Sales' },
    { name: 'Bina Shah', department: 'Marketing' },
    { name: 'Chetan Das', department: 'Support' },
  ]);
  await page.reload();
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expect(box(page, 'Sales')).toBeVisible();

  // Mouse: drag Asha from Sales onto Marketing.
  const asha = page.getByRole('button', { name: 'Asha Rao, in Sales' });
  const target = box(page, 'Marketing');
  const from = (await asha.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(box(page, 'Marketing').getByRole('button', { name: 'Asha Rao, in Marketing' })).toBeVisible();
  await expect(page.getByText('Unsaved Changes', { exact: true })).toBeVisible();
  await expect(save).toBeEnabled();

  // Keyboard: Space picks Chetan up, an arrow goes to the box on the left (Sales), Space drops.
  await page.getByRole('button', { name: 'Chetan Das, in Support' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await expect(box(page, 'Sales').getByRole('button', { name: 'Chetan Das, in Sales' })).toBeVisible();
  await expect(page.getByText('Chetan Das moved to Sales. Unsaved changes.')).toBeAttached();

  await save.click();
  await expect(toast(page, 'Structure saved')).toBeVisible();
  await expect(page.getByText('Unsaved Changes', { exact: true })).toBeHidden();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(box(page, 'Marketing').getByRole('button', { name: /^(Asha Rao|Bina Shah), in Marketing/ })).toHaveCount(
    2,
  );
  await expect(box(page, 'Sales').getByRole('button', { name: 'Chetan Das, in Sales' })).toBeVisible();
  await expect(box(page, 'Support').getByText('Drop people here')).toBeVisible();
});
