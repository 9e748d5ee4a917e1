import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { linkInOutbox } from './outbox';
import { E2E_PASSWORD, signUpAndSignIn } from './session';
import { toast } from './toast';

const headers = { origin: E2E_BASE_URL };

/** The invitation link e-mailed to `email`, as a path. */
async function invitationLinkFor(email: string): Promise<string> {
  return linkInOutbox(email, /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/);
}

async function shootTeamSection(page: Page): Promise<void> {
  const dir = '/work/shots/18';
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    const section = page.locator('[aria-labelledby="team-title"]');
    await section.scrollIntoViewIfNeeded();
    // Nothing may scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await section.screenshot({ path: `${dir}/settings-team-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A viewer's read-only page at the three widths (issue 18b); nothing may scroll sideways. */
async function shootViewerPage(page: Page, name: string): Promise<void> {
  const dir = '/work/shots/18b';
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/viewer-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner invites a viewer, who joins in another browser and sees results but no write buttons', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUpAndSignIn(page);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: {
      title: 'Quarterly market review',
      description: 'Where we stand',
      startDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      timezone: 'UTC',
    },
  });
  expect(created.ok()).toBe(true);

  const email = `viewer.${Date.now().toString(36)}@example.test`;
  await page.goto('/settings');
  const team = page.locator('[aria-labelledby="team-title"]');
  await expect(team.getByRole('heading', { name: 'Team' })).toBeVisible();
  await team.getByLabel("Colleague's e-mail").fill(email);
  await expect(team.getByLabel('Role', { exact: true })).toHaveValue('viewer');
  await team.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await expect(team.getByRole('list', { name: 'Invitations waiting' })).toContainText(email);

  const link = await invitationLinkFor(email);
  const colleagueContext = await browser.newContext();
  const colleague = await colleagueContext.newPage();
  try {
    await colleague.goto(link);
    await expect(colleague.getByRole('heading', { name: /^Join Globex/ })).toBeVisible();
    await colleague.getByLabel('Your name').fill('Vikram Nair');
    await colleague.getByLabel('Password').fill(E2E_PASSWORD);
    await colleague.getByRole('button', { name: 'Set password and join' }).click();
    await expect(colleague).toHaveURL(/\/dashboard$/);

    await colleague.goto('/swot-management');
    const card = colleague.getByRole('listitem').filter({ hasText: 'Quarterly market review' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'View' })).toBeVisible();
    await expect(colleague.getByRole('link', { name: 'Create New SWOT' })).toHaveCount(0);
    const sidebar = colleague.getByRole('navigation', { name: 'App' });
    await expect(sidebar.getByRole('link', { name: 'SWOT Management' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Create SWOT' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Edit schedule' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Close now' })).toHaveCount(0);
    await card.getByRole('link', { name: 'View' }).click();
    await expect(colleague.getByRole('heading', { name: 'Quarterly market review' })).toBeVisible();

    // Goals and templates are there to read, with nothing to write.
    await colleague.goto('/strategic-goals');
    await expect(colleague.getByRole('heading', { name: 'Strategic Goals' })).toBeVisible();
    await expect(colleague.getByText('Processing multiple SWOT analyses...')).toHaveCount(0);
    await expect(colleague.getByRole('button', { name: /New Goal/ })).toHaveCount(0);
    await expect(colleague.getByRole('button', { name: /Generate Goals/ })).toHaveCount(0);
    await expect(colleague.getByRole('button', { name: /^(Check in|Edit|Archive) / })).toHaveCount(0);
    await expect(colleague.getByRole('link', { name: 'Create SWOT' })).toHaveCount(0);
    await shootViewerPage(colleague, 'goals');

    await colleague.goto('/email-templates');
    await expect(colleague.getByRole('heading', { name: 'Email Templates' })).toBeVisible();
    await expect(colleague.getByRole('tab', { name: 'All Templates' })).toBeVisible();
    await expect(colleague.getByRole('button', { name: /Create New Template/ })).toHaveCount(0);
    await expect(colleague.getByRole('button', { name: /Use Default Template/ })).toHaveCount(0);
    await expect(colleague.getByRole('tab', { name: 'Create/Edit' })).toHaveCount(0);
    await expect(colleague.getByRole('button', { name: /^(Edit|Copy|Delete) / })).toHaveCount(0);
    await expect(colleague.getByRole('switch', { name: 'WhatsApp notifications' })).toHaveCount(0);
    await shootViewerPage(colleague, 'templates');

    // Opening Create SWOT directly explains instead of showing a form.
    await colleague.goto('/create-swot');
    await expect(colleague.getByText('Your role (Viewer) cannot create SWOTs.')).toBeVisible();
    await expect(colleague.getByRole('textbox')).toHaveCount(0);
    await shootViewerPage(colleague, 'create-swot');

    await colleague.goto('/org-chart');
    await expect(colleague.getByRole('heading', { name: 'Org Chart' })).toBeVisible();
    await expect(colleague.getByText(/can view the chart but not rearrange it/)).toBeVisible();
    await expect(colleague.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await shootViewerPage(colleague, 'org-chart');

    // Invoices and buying credits are the owner's: the screens say so instead of failing.
    await colleague.goto('/invoices');
    await expect(colleague.getByRole('heading', { name: "Invoices are for the account's owners" })).toBeVisible();
    await expect(colleague.getByRole('alert')).toHaveCount(0);
    await shootViewerPage(colleague, 'invoices');
    await colleague.goto('/manage-usage');
    await expect(colleague.getByRole('heading', { name: "Buying credits is for the account's owners" })).toBeVisible();
    await expect(colleague.getByText(/Payments could not be checked/)).toHaveCount(0);
    await expect(colleague.getByRole('button', { name: /\d+ credits/ })).toHaveCount(0);
    await shootViewerPage(colleague, 'manage-usage');

    // The link was single use.
    const again = await colleagueContext.request.get(`/api/invitations/${link.split('/').pop()}`);
    expect(again.status()).toBe(404);
    // The server agrees with the hidden buttons: a viewer's write is refused.
    const write = await colleague.request.post('/api/swot/create', { headers, data: { title: 'x' } });
    expect(write.status()).toBe(403);
  } finally {
    await colleagueContext.close();
  }

  // The owner sees the colleague in the team now.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Colleagues' })).toContainText('Vikram Nair');
  await expect(page.getByRole('combobox', { name: 'Role of Vikram Nair' })).toHaveValue('viewer');
  await shootTeamSection(page);
});
