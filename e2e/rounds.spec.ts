import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { expect, request, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './e2e-server';
import { FLEET_ANSWERS } from './insight-data';
import { signUpAndSignIn } from './session';

/**
 * The second round, as the people in it live it: the organiser starts it from
 * the SWOT's themes, five invitees vote on a 390 px phone through the links in
 * their e-mails (one with the keyboard only), the organiser closes it and
 * reads the prioritised SWOT, and the report carries the Priorities.
 */
const headers = { origin: E2E_BASE_URL };
const NAMES = ['Asha Mehta', 'Ravi Kumar', 'Meera Iyer', 'Kabir Singh', 'Sana Sheikh'];

interface Ballot {
  quadrants: {
    quadrant: string;
    themes: { id: string; label: string }[];
    topK: number | null;
    impactEffort: boolean;
  }[];
}

async function shoot(page: Page, name: string): Promise<void> {
  const path = `test-results/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await mkdir('/tmp/rounds-journey-shots', { recursive: true });
  await copyFile(path, `/tmp/rounds-journey-shots/${name}.png`);
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const sizes = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(sizes.scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(sizes.clientWidth);
}

/** Presses Tab, as a keyboard user does, until focus is on `target` or inside it (forward only: the ballot is read in order). */
async function tabInto(page: Page, target: ReturnType<Page['locator']>, limit = 200): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Focus did not reach ${target.toString()} in ${limit} key presses`);
}

/** Each invitee's round link, read from the outbox as the platform admin (the mails are what they receive). */
async function roundTokens(emails: string[]): Promise<Map<string, string>> {
  const admin = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: headers });
  try {
    expect((await admin.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { messages } = (await (await admin.get('/api/admin/messages')).json()) as {
        messages: { recipient: string; textBody: string }[];
      };
      const tokens = new Map<string, string>();
      for (const message of messages) {
        const token = /\/participate\/([A-Za-z0-9_-]+)\/round/.exec(message.textBody)?.[1];
        if (token && emails.includes(message.recipient)) tokens.set(message.recipient, token);
      }
      if (tokens.size === emails.length) return tokens;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('not every invitee got a round invitation');
  } finally {
    await admin.dispose();
  }
}

test('an organiser runs a second round: five people vote on a phone, the prioritised SWOT and the report show it', async ({
  page,
  browser,
}) => {
  // Five phones, each rating a dozen scales, beside another journey on two cores: up to a few minutes.
  test.setTimeout(300_000);
  await signUpAndSignIn(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const emails = NAMES.map((name) => `${name.toLowerCase().replace(/\W+/g, '.')}.${tag}@example.test`);
  for (const [index, name] of NAMES.entries()) {
    const added = await page.request.post('/api/users', {
      headers,
      data: { fullName: name, email: emails[index], department: 'Operations' },
    });
    expect(added.status()).toBe(201);
  }
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: {
      title: `Fleet priorities ${tag}`,
      startDate: day(-1),
      endDate: day(2),
      timezone: 'Asia/Kolkata',
      participants: { users: [], departments: ['Operations'], lists: [] },
    },
  });
  expect(created.status()).toBe(201);
  const swot = ((await created.json()) as { swot: { id: string; uniqueToken: string } }).swot;
  for (const [index, answer] of FLEET_ANSWERS.entries()) {
    const submitted = await page.request.post(`/api/participate/${swot.uniqueToken}/submit`, {
      headers,
      data: { ...answer, idempotencyKey: `e2e-round-${swot.id}-${index}` },
    });
    expect(submitted.ok()).toBe(true);
    await page.context().clearCookies({ name: 'fs_answered' });
  }
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/swot/${swot.id}/themes`)).json()) as { themes: unknown[] }).themes.length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(3);

  // The organiser starts the round from the Priorities tab.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/swot/${swot.id}`);
  await page.getByRole('tab', { name: 'Priorities' }).click();
  await expect(page.getByText('No second round yet')).toBeVisible();
  await shoot(page, 'priorities-empty-1280');
  await page.getByRole('button', { name: 'Start second round' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start second round' });
  await expect(dialog.getByText(/Times are in Asia\/Kolkata/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: /rate impact and effort/ }).check();
  await dialog.getByRole('checkbox', { name: /pick their top themes/ }).check();
  await shoot(page, 'priorities-start-dialog-1280');
  await dialog.getByRole('button', { name: 'Start round' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0 of 5 ballots')).toBeVisible();
  await expect(page.getByText(/Results stay hidden until the round closes/)).toBeVisible();

  // Five invitees vote through their own links on a phone; Asha with the keyboard only.
  const tokens = await roundTokens(emails);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    for (const [index, email] of emails.entries()) {
      const voter = await phone.newPage();
      const url = `/participate/${tokens.get(email)}/round`;
      const ballot = (await (await voter.request.get(`/api/participate/${tokens.get(email)}/round`)).json()) as Ballot;
      await voter.goto(url);
      await expect(voter.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(voter.getByRole('button', { name: 'Send my vote' })).toBeVisible();
      const themes = ballot.quadrants.flatMap((quadrant) => quadrant.themes.map((theme) => ({ quadrant, theme })));
      const keyboard = index === 0;
      for (const [position, { quadrant, theme }] of themes.entries()) {
        // The first theme of each quadrant lean high for everyone; the rest vary.
        const importance =
          position === 0 || quadrant.themes[0]!.id === theme.id ? 8 + (index % 2) : 2 + ((index + position) % 7);
        const group = voter.locator(`fieldset[data-theme="${theme.id}"] fieldset[data-scale="importance"]`);
        if (keyboard) {
          // Tab into the group (onto Skip, checked), then the arrow keys: from Skip, left goes to 9, 8, ...
          await tabInto(voter, group);
          await expect(group.getByRole('radio', { name: /^Skip/ })).toBeFocused();
          for (let step = 0; step < 10 - importance; step += 1) await voter.keyboard.press('ArrowLeft');
          await expect(group.getByRole('radio', { name: new RegExp(`^${importance}\\b`) })).toBeChecked();
        } else {
          // A tap on the number's box (the radio itself is drawn by its label).
          await group.getByText(String(importance), { exact: true }).tap();
          await expect(group.getByRole('radio', { name: new RegExp(`^${importance}\\b`) })).toBeChecked();
        }
        // Impact and effort from the first two voters only: optional, and each scale is ten more taps.
        if (quadrant.impactEffort && index < 2) {
          for (const scale of ['impact', 'effort']) {
            const scaleGroup = voter.locator(`fieldset[data-theme="${theme.id}"] fieldset[data-scale="${scale}"]`);
            const value = 3 + ((index + position) % 5);
            if (keyboard) {
              await tabInto(voter, scaleGroup);
              for (let step = 0; step < 10 - value; step += 1) await voter.keyboard.press('ArrowLeft');
            } else await scaleGroup.getByText(String(value), { exact: true }).tap();
            await expect(scaleGroup.getByRole('radio', { name: new RegExp(`^${value}\\b`) })).toBeChecked();
          }
        }
      }
      // Top picks where asked: the first theme of each quadrant.
      for (const quadrant of ballot.quadrants.filter((one) => one.topK !== null)) {
        const pick = voter.getByTestId(`pick-${quadrant.themes[0]!.id}`);
        if (keyboard) {
          await tabInto(voter, pick);
          await voter.keyboard.press('Enter');
        } else await pick.tap();
        await expect(pick).toHaveText(/^Number 1 in your top/);
      }
      if (index === 1) {
        await shoot(voter, 'ballot-390');
        await expectNoSidewaysScroll(voter, 390);
        await voter.setViewportSize({ width: 320, height: 700 });
        await shoot(voter, 'ballot-320');
        await expectNoSidewaysScroll(voter, 320);
        await voter.setViewportSize({ width: 390, height: 844 });
      }
      const send = voter.getByRole('button', { name: 'Send my vote' });
      if (keyboard) {
        await tabInto(voter, send);
        await voter.keyboard.press('Enter');
      } else await send.tap();
      await expect(voter.getByText('Your vote has been counted.', { exact: false })).toBeVisible();
      // Live, like the first round's answers: the organiser's count moves within 2 s, without a reload.
      await expect(page.getByText(`${index + 1} of 5 ballots`)).toBeVisible({ timeout: 2000 });
      if (index === 0) await shoot(voter, 'ballot-thanks-390');
      await voter.close();
    }
  } finally {
    await phone.close();
  }

  // The organiser sees the count arrive, closes the round and reads the prioritised SWOT.
  await expect(page.getByText('5 of 5 ballots')).toBeVisible({ timeout: 20_000 });
  await shoot(page, 'priorities-open-1280');
  await page.getByRole('button', { name: 'Close round now' }).click();
  await page.getByRole('dialog', { name: 'Close the round now?' }).getByRole('button', { name: 'Close round' }).click();
  const results = (await (await page.request.get(`/api/swot/${swot.id}/rounds`)).json()) as {
    rounds: { id: string }[];
  };
  const roundId = results.rounds[0]!.id;
  const figures = (await (await page.request.get(`/api/swot/${swot.id}/rounds/${roundId}/results`)).json()) as {
    quadrants: { quadrant: string; themes: { label: string; median: number | null; consensus: string | null }[] }[];
  };
  const strengths = figures.quadrants.find((one) => one.quadrant === 'strengths')!;
  const top = strengths.themes[0]!;
  expect(top.median).toBeGreaterThanOrEqual(8);
  await expect(page.getByText(top.label, { exact: false }).first()).toBeVisible();
  await expect(page.getByText('Agreed important').first()).toBeVisible();
  await shoot(page, 'priorities-results-1280');
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, width);
    await shoot(page, `priorities-results-${width}`);
  }

  // The report has a Priorities section, most important first.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/reports/${swot.id}`);
  const section = page.getByRole('region', { name: 'Priorities' });
  await expect(section).toBeVisible();
  await expect(section.getByText(/5 ballots in the second round/)).toBeVisible();
  await expect(section.getByRole('listitem').first()).toBeVisible();
  await expect(section).toContainText(`${top.label}: median`);
  await shoot(page, 'report-priorities-1280');

  // The dashboard shows the latest prioritised SWOT, and leads to its Priorities tab.
  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-priorities');
  await expect(card.getByRole('region', { name: 'Strengths' }).getByRole('listitem').first()).toContainText(top.label);
  await shoot(page, 'dashboard-priorities-1280');
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, width);
    await card.scrollIntoViewIfNeeded();
    await shoot(page, `dashboard-priorities-${width}`);
  }
  await page.getByRole('link', { name: 'See all priorities' }).click();
  await expect(page).toHaveURL(new RegExp(`/swot/${swot.id}\\?tab=priorities$`));
  await expect(page.getByRole('tab', { name: 'Priorities' })).toHaveAttribute('aria-selected', 'true');

  // A later SWOT of the same answers, prioritised again through a shared link, where five people now rate the
  // top strength 2: the comparison says how its priority moved.
  const again = await page.request.post('/api/swot/create', {
    headers,
    data: { title: `Fleet priorities again ${tag}`, startDate: day(-1), endDate: day(2), timezone: 'Asia/Kolkata' },
  });
  expect(again.status()).toBe(201);
  const second = ((await again.json()) as { swot: { id: string; uniqueToken: string } }).swot;
  for (const [index, answer] of FLEET_ANSWERS.entries()) {
    const submitted = await page.request.post(`/api/participate/${second.uniqueToken}/submit`, {
      headers,
      data: { ...answer, idempotencyKey: `e2e-round-${second.id}-${index}` },
    });
    expect(submitted.ok()).toBe(true);
    await page.context().clearCookies({ name: 'fs_answered' });
  }
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/swot/${second.id}/themes`)).json()) as { themes: unknown[] }).themes
          .length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(3);
  const started = await page.request.post(`/api/swot/${second.id}/rounds`, {
    headers,
    data: { startDate: day(-1), endDate: day(1), sharedLink: true },
  });
  expect(started.status()).toBe(201);
  const secondRound = ((await started.json()) as { round: { id: string; sharedToken: string } }).round;
  for (let voter = 0; voter < NAMES.length; voter += 1) {
    // Each a browser of its own: the shared link takes one ballot per browser.
    const browserOfVoter = await request.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: headers });
    const ballotUrl = `/api/participate/${secondRound.sharedToken}/round`;
    const ballot = (await (await browserOfVoter.get(ballotUrl)).json()) as Ballot;
    const ratings = ballot.quadrants.flatMap((quadrant) =>
      quadrant.themes.map((theme) => ({ themeId: theme.id, importance: theme.label === top.label ? 2 : 5 })),
    );
    const voted = await browserOfVoter.post(ballotUrl, { data: { ratings, idempotencyKey: randomUUID() } });
    expect(voted.status(), await voted.text()).toBe(200);
    await browserOfVoter.dispose();
  }
  expect((await page.request.post(`/api/swot/${second.id}/rounds/${secondRound.id}/close`, { headers })).ok()).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/performance-comparison');
  const moved = page.getByRole('list', { name: 'Priority movements' });
  const label = top.label.charAt(0).toUpperCase() + top.label.slice(1);
  await expect(moved.getByRole('listitem').filter({ hasText: `${label}:` })).toContainText(
    '→ agreed unimportant, median 2 (Strengths)',
  );
  await moved.scrollIntoViewIfNeeded();
  await shoot(page, 'comparison-priorities-1280');
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page, width);
    await moved.scrollIntoViewIfNeeded();
    await shoot(page, `comparison-priorities-${width}`);
  }
});
