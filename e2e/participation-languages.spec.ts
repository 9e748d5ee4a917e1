import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-server';
import { createAnsweredSwot, FLEET_ANSWERS } from './insight-data';
import { signUpAndSignIn } from './session';

/**
 * The participation page in the five Indian languages it speaks besides
 * English: opened with ?lang=xx (or, for Hindi, by the browser's own
 * Accept-Language), every text a participant sees or hears is in that
 * language (only data stays as it is: the SWOT's title, the organisation,
 * "SWOT", "Foursight", digits), an answer goes through, and the thank-you
 * card says so in the same language. Screenshots of the Hindi page go to
 * /tmp/shots/ at 1280, 390 and 320 px.
 */
const headers = { origin: E2E_BASE_URL };
const SHOTS = '/tmp/shots';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What each language calls the things the journey presses and reads (written out here, not read from the app). */
const LANGUAGES = {
  hi: { strengths: 'शक्तियाँ', submit: 'SWOT विश्लेषण जमा करें', thanks: 'धन्यवाद!', answer: 'ग्राहक हम पर भरोसा करते हैं' },
  mr: { strengths: 'बलस्थाने', submit: 'SWOT विश्लेषण सादर करा', thanks: 'धन्यवाद!', answer: 'ग्राहकांचा आमच्यावर विश्वास आहे' },
  bn: { strengths: 'শক্তি', submit: 'SWOT বিশ্লেষণ জমা দিন', thanks: 'ধন্যবাদ!', answer: 'গ্রাহকেরা আমাদের বিশ্বাস করেন' },
  ta: {
    strengths: 'பலங்கள்',
    submit: 'SWOT பகுப்பாய்வைச் சமர்ப்பிக்கவும்',
    thanks: 'நன்றி!',
    answer: 'வாடிக்கையாளர்கள் எங்களை நம்புகிறார்கள்',
  },
  te: {
    strengths: 'బలాలు',
    submit: 'SWOT విశ్లేషణను సమర్పించండి',
    thanks: 'ధన్యవాదాలు!',
    answer: 'వినియోగదారులు మమ్మల్ని నమ్ముతారు',
  },
} as const;
type Language = keyof typeof LANGUAGES;

/** A fresh company with a SWOT open now; its token and what the page shows as data. */
async function openSwot(page: Page): Promise<{ token: string; data: string[] }> {
  await signUpAndSignIn(page);
  const created = await page.request.post('/api/swot/create', {
    headers,
    data: { title: 'FY27 Strategy Review', startDate: day(-1), startTime: '00:00', endDate: day(5), timezone: 'UTC' },
  });
  expect(created.status()).toBe(201);
  const token = ((await created.json()) as { swot: { uniqueToken: string } }).swot.uniqueToken;
  const link = (await (await page.request.get(`/api/participate/${token}`)).json()) as {
    swot: { title: string };
    branding: { name: string };
  };
  return { token, data: [link.swot.title, link.branding.name] };
}

/**
 * Every text of the page a person can meet, one per text node or attribute:
 * rendered text (screen-reader-only text too, not what is display:none), the
 * accessible names and descriptions written into attributes, and the title.
 * The language switcher's options are left out: each names its language in its own script.
 */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('select, script, style, noscript')) continue;
      if (!parent.checkVisibility({ checkVisibilityCSS: true })) continue;
      texts.push(text);
    }
    // Array.from: the e2e project's DOM types have no iterable NodeList.
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** The texts that still hold a Latin word (three letters or more) once the data and the allowed names are taken out. */
function englishIn(texts: string[], data: string[]): string[] {
  const allowed = [...data, 'SWOT', 'Foursight'].sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    let rest = text;
    for (const name of allowed) rest = rest.split(name).join(' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
}

async function expectOnlyLanguage(page: Page, language: Language, data: string[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect(englishIn(await pageTexts(page), data), `English left on the ${language} page`).toEqual([]);
}

async function answerAndSubmit(page: Page, language: Language, data: string[]): Promise<void> {
  const words = LANGUAGES[language];
  await page.getByLabel(words.strengths, { exact: true }).fill(words.answer);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByRole('heading', { name: words.thanks })).toBeVisible();
  await expectOnlyLanguage(page, language, data);
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(sizes.innerWidth);
}

/**
 * Nothing cut off or spilling over: no visible box (a button with a fixed height, a heading) holds text
 * taller or wider than itself. Devanagari's vowel signs and Tamil's long words are what would do it.
 */
async function expectNothingClipped(page: Page): Promise<void> {
  const spilling = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, legend, label, p, li, button, select'))
      .filter((element) => element.checkVisibility() && !element.closest('.sr-only') && element.clientHeight > 0)
      .filter(
        (element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
      )
      .map((element) => `${element.tagName}: ${element.textContent}`),
  );
  expect(spilling).toEqual([]);
}

async function visitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  return { page: await context.newPage(), close: () => context.close() };
}

for (const language of Object.keys(LANGUAGES) as Language[]) {
  test(`?lang=${language} shows the whole participation page in that language and takes an answer`, async ({
    page,
    browser,
  }) => {
    const { token, data } = await openSwot(page);
    const { page: participant, close } = await visitor(browser);
    await participant.goto(`/participate/${token}?lang=${language}`);
    await expect(participant.getByRole('button', { name: LANGUAGES[language].submit })).toBeVisible();
    await expect(participant.getByRole('heading', { level: 1 })).toHaveText('FY27 Strategy Review');
    await expect(participant.getByTestId('language-switcher')).toHaveValue(language);
    await expectOnlyLanguage(participant, language, data);
    // The longest words of the five (Tamil's, Telugu's) still fit a 320 px phone.
    await participant.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(participant, 320);
    await expectNothingClipped(participant);
    await mkdir(SHOTS, { recursive: true });
    await participant.screenshot({ path: `${SHOTS}/participate-${language}-320.png`, fullPage: true });
    await answerAndSubmit(participant, language, data);
    await close();
  });
}

test('a Hindi browser (Accept-Language hi-IN) gets the page in Hindi, readable from 1280 down to 320 px', async ({
  page,
  browser,
}) => {
  test.slow(); // three widths, each photographed
  const { token, data } = await openSwot(page);
  await mkdir(SHOTS, { recursive: true });
  const { page: participant, close } = await visitor(browser, {
    locale: 'hi-IN',
    viewport: { width: 1280, height: 900 },
  });
  await participant.goto(`/participate/${token}`);
  await expect(participant.getByRole('button', { name: LANGUAGES.hi.submit })).toBeVisible();
  await expectOnlyLanguage(participant, 'hi', data);
  // Devanagari sits taller than Latin: a line box too tight for it would clip its vowel signs.
  await participant.getByLabel('शक्तियाँ', { exact: true }).fill('ग्राहक हम पर भरोसा करते हैं');
  for (const width of [1280, 390, 320]) {
    await participant.setViewportSize({ width, height: width > 400 ? 900 : 800 });
    await participant.screenshot({ path: `${SHOTS}/participate-hi-${width}.png`, fullPage: true });
    await expectNoSidewaysScroll(participant, width);
  }
  await expectNothingClipped(participant);
  // The switcher and the Hindi page pass axe as the English one does (participation.spec.ts).
  const results = await new AxeBuilder({ page: participant }).analyze();
  const serious = results.violations.filter((item) => item.impact === 'serious' || item.impact === 'critical');
  expect(serious.map((item) => `${item.id}: ${item.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // Switching to Tamil keeps what was typed, and back to Hindi.
  await participant.getByTestId('language-switcher').selectOption('ta');
  await expect(participant.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(participant.getByLabel('பலங்கள்', { exact: true })).toHaveValue('ग्राहक हम पर भरोसा करते हैं');
  await participant.getByTestId('language-switcher').selectOption('hi');
  await expect(participant.getByLabel('शक्तियाँ', { exact: true })).toHaveValue('ग्राहक हम पर भरोसा करते हैं');
  // The choice lasts the session: a reload stays in Hindi.
  await participant.reload();
  await expect(participant.getByRole('button', { name: LANGUAGES.hi.submit })).toBeVisible();

  await participant.setViewportSize({ width: 390, height: 800 });
  await answerAndSubmit(participant, 'hi', data);
  await participant.screenshot({ path: `${SHOTS}/participate-hi-thanks-390.png`, fullPage: true });
  await close();
});

test('the second round’s ballot speaks Hindi too, with its themes and quotes as the data they are', async ({
  page,
  browser,
}) => {
  test.slow(); // an analysis runs before the round can start
  await signUpAndSignIn(page);
  const swot = await createAnsweredSwot(page, 'Fleet priorities', FLEET_ANSWERS);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/swot/${swot.id}/themes`)).json()) as { themes: unknown[] }).themes.length,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(3);
  const started = await page.request.post(`/api/swot/${swot.id}/rounds`, {
    headers,
    data: { startDate: day(-1), endDate: day(1), sharedLink: true, rateImpactEffort: true, topK: true },
  });
  expect(started.status()).toBe(201);
  const token = ((await started.json()) as { round: { sharedToken: string } }).round.sharedToken;
  const ballot = (await (await page.request.get(`/api/participate/${token}/round`)).json()) as {
    swotTitle: string;
    organisation: string;
    quadrants: { themes: { label: string; quotes: string[] }[] }[];
  };
  const data = [
    ballot.swotTitle,
    ballot.organisation,
    ...ballot.quadrants.flatMap((quadrant) => quadrant.themes.flatMap((theme) => [theme.label, ...theme.quotes])),
  ];

  const { page: voter, close } = await visitor(browser, { viewport: { width: 390, height: 844 } });
  await voter.goto(`/participate/${token}/round?lang=hi`);
  const send = voter.getByRole('button', { name: 'मेरा वोट भेजें' });
  await expect(send).toBeVisible();
  await expectOnlyLanguage(voter, 'hi', data);
  await voter.locator('fieldset[data-scale="importance"]').first().getByText('8', { exact: true }).click();
  await voter.locator('[data-testid^="pick-"]').first().click();
  await expectOnlyLanguage(voter, 'hi', data);
  for (const width of [390, 320]) {
    await voter.setViewportSize({ width, height: 800 });
    await voter.screenshot({ path: `${SHOTS}/round-hi-${width}.png`, fullPage: true });
    await expectNoSidewaysScroll(voter, width);
  }
  await expectNothingClipped(voter);
  // The other four languages on the same ballot, switched in place at 320 px: all in their language, all fitting.
  for (const language of ['mr', 'bn', 'ta', 'te'] as const) {
    await voter.getByTestId('language-switcher').selectOption(language);
    await expectOnlyLanguage(voter, language, data);
    await expectNoSidewaysScroll(voter, 320);
    await expectNothingClipped(voter);
    await voter.screenshot({ path: `${SHOTS}/round-${language}-320.png`, fullPage: true });
  }
  await voter.getByTestId('language-switcher').selectOption('hi');
  await send.click();
  await expect(voter.getByRole('heading', { name: 'धन्यवाद!' })).toBeVisible();
  await expectOnlyLanguage(voter, 'hi', data);
  await close();
});
