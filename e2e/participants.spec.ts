import { mkdirSync } from 'node:fs';
import { expect, request, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-server';
import { signUpAndSignIn } from './session';
import { toast } from './toast';

const headers = { origin: E2E_BASE_URL };
/** Where the Participants tab's screenshots go when asked for (SHOTS_DIR=/work/shots/19). */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** A directory of `names` in Sales and an open SWOT inviting them; returns its id. */
async function swotInviting(page: Page, names: string[], tag: string): Promise<string> {
  for (const name of names) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${tag}@example.test`;
    const added = await page.request.post('/api/users', {
      headers,
      data: { fullName: name, email, department: 'Sales' },
    });
    expect(added.status()).toBe(201);
  }
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: {
      title: `Participants ${tag}`,
      startDate: day(-1),
      endDate: day(2),
      timezone: 'UTC',
      participants: { users: [], departments: ['Sales'], lists: [] },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { swot: { id: string } }).swot.id;
}

/** The personal link in the invitation to `email`, read from the outbox as the platform admin. */
async function personalToken(email: string): Promise<string> {
  const admin = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: headers });
  try {
    expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { messages } = (await (await admin.get('/api/admin/messages')).json()) as {
        messages: { recipient: string; textBody: string }[];
      };
      const invitation = messages.find((message) => message.recipient === email);
      const token = invitation && /\/participate\/([A-Za-z0-9_-]+)/.exec(invitation.textBody)?.[1];
      if (token) return token;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no invitation to ${email}`);
  } finally {
    await admin.dispose();
  }
}

/** Asha answers through her personal link, in a browser of her own; `notice` is whether the page told her the organiser sees who answered. */
async function answerAsAsha(page: Page, token: string, notice: boolean) {
  const context = await page.context().browser()!.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/participate/${token}`);
  await expect(visitor.getByLabel('Strengths')).toBeVisible();
  await expect(visitor.getByTestId('who-answered-notice')).toHaveCount(notice ? 1 : 0);
  await visitor.getByLabel('Strengths').fill('A team that ships carefully');
  await visitor.getByRole('button', { name: 'Submit SWOT Analysis' }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await context.close();
}

test.describe('participants', () => {
  test('the Participants tab shows a response arriving as a count, never who answered or the answer', async ({
    page,
  }) => {
    // Two browsers, invitations by e-mail and a reminder: about 20 s alone, over 30 s beside another journey.
    test.setTimeout(60_000);
    await signUpAndSignIn(page);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const id = await swotInviting(page, ['Asha Mehta', 'Ravi Kumar'], tag);
    const token = await personalToken(`asha.mehta.${tag}@example.test`);

    await page.goto(`/swot/${id}`);
    await page.getByRole('tab', { name: 'Participants' }).click();
    const table = page.getByRole('table', { name: 'Participants' });
    const asha = table.getByRole('row').filter({ hasText: 'Asha Mehta' });
    await expect(asha).toBeVisible();
    await expect(page.getByTestId('total-responded')).toHaveText('0');
    await expect(page.getByTestId('who-answered-hidden')).toBeVisible();

    await answerAsAsha(page, token, false);

    await page.reload();
    await page.getByRole('tab', { name: 'Participants' }).click();
    await expect(page.getByTestId('total-responded')).toHaveText('1');
    // Per person: how far the invitation got, the same for whoever answered; no Responded, no reminder count.
    await expect(asha.getByText('Opened link')).toBeVisible();
    await expect(table.getByText('Responded')).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Reminders' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /Resend/ })).toHaveCount(2);
    await expect(page.getByRole('tabpanel')).not.toContainText('A team that ships carefully');

    await page.getByRole('button', { name: 'Remind all who have not answered' }).click();
    await expect(toast(page, 'Reminder sent to 1 person.')).toBeVisible();

    if (SHOTS_DIR) {
      mkdirSync(SHOTS_DIR, { recursive: true });
      for (const width of [1280, 390, 320]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByTestId('total-responded')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS_DIR}/participants-${width}.png`, fullPage: true });
      }
    }
  });

  test('with per-person status chosen in Settings → Privacy, the link says so and the tab shows who answered', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpAndSignIn(page);
    const saved = await page.request.post('/api/settings', {
      headers,
      data: { privacy: { anonymityThreshold: 5, showWhoAnswered: true } },
    });
    expect(saved.status()).toBe(200);
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const id = await swotInviting(page, ['Asha Mehta', 'Ravi Kumar'], tag);
    const token = await personalToken(`asha.mehta.${tag}@example.test`);

    await page.goto(`/swot/${id}`);
    await page.getByRole('tab', { name: 'Participants' }).click();
    const table = page.getByRole('table', { name: 'Participants' });
    const asha = table.getByRole('row').filter({ hasText: 'Asha Mehta' });
    await expect(asha).toBeVisible();
    await expect(asha.getByText('Responded')).toHaveCount(0);

    await answerAsAsha(page, token, true);

    await page.reload();
    await page.getByRole('tab', { name: 'Participants' }).click();
    await expect(asha.getByText('Responded')).toBeVisible();
    await expect(page.getByTestId('total-responded')).toHaveText('1');
    await expect(asha.getByRole('button', { name: /Resend/ })).toHaveCount(0);
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: 'Ravi Kumar' })
        .getByRole('button', { name: /Resend/ }),
    ).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Reminders' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).not.toContainText('A team that ships carefully');
  });
});
