import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './session';
import { toast } from './toast';

test('create, preview and copy an e-mail template', async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto('/email-templates');
  await expect(page.getByRole('heading', { name: 'Email Templates' })).toBeVisible();
  await expect(page.getByText('SWOT invitation (default)')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Template' }).click();
  const save = page.getByRole('button', { name: 'Save Template' });
  await expect(save).toBeDisabled();
  await page.getByLabel('Template name').fill('Gentle reminder');
  await page.getByLabel('Type').selectOption('swot_reminder');
  await page.getByLabel('Subject').fill('A reminder about {{swotTitle}}');
  await page.getByLabel('HTML body').fill('<p>Hi , there is still time.</p>');
  await page.getByLabel('HTML body').evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(6, 6));
  await page.getByRole('button', { name: '{{participantName}}' }).click();
  await expect(page.getByLabel('HTML body')).toHaveValue('<p>Hi {{participantName}}, there is still time.</p>');

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-subject')).toHaveText('A reminder about FY27 Strategy Review');
  await expect(
    page.frameLocator('iframe[title="HTML preview"]').getByText('Hi Priya Sharma, there is still time.'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Create/Edit' }).click();
  await save.click();
  await expect(toast(page, 'Template created successfully!')).toBeVisible();
  const row = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Gentle reminder' });
  await expect(row).toContainText('SWOT reminder');
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: 'Copy Gentle reminder' }).click();
  const copy = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Gentle reminder (Copy)' });
  await expect(copy).toContainText('Inactive');

  await copy.getByRole('button', { name: 'Delete Gentle reminder (Copy)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Template deleted successfully!')).toBeVisible();
  await expect(copy).toHaveCount(0);
});
