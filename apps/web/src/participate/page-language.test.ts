import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipationLink } from '@foursight/shared/contract/participation';
import type { RoundBallot } from '@foursight/shared/contract/rounds';
import { currentLanguage, messagesReady, setLanguage, startLanguage, t } from './i18n';
import { chooseLanguage, initialLanguage } from './language-choice';
import { languageSwitcher } from './language-switcher';
import { startPage } from './page';
import { startRoundPage } from './round-page';

const TOKEN = 'shared-token-0123456789abcdef0123';
const LINK_URL = `/api/participate/${TOKEN}`;
const SUBMIT_URL = `/api/participate/${TOKEN}/submit`;
const ROUND_URL = `/api/participate/${TOKEN}/round`;

const link: ParticipationLink = {
  success: true,
  swot: {
    title: 'FY27 Strategy Review',
    description: '',
    startDate: '2026-03-01',
    startTime: '09:00',
    endDate: '2026-03-20',
    endTime: '23:59',
    timezone: 'Asia/Kolkata',
    startsAt: '2026-03-01T03:30:00.000Z',
    endsAt: '2026-03-20T18:29:00.000Z',
  },
  branding: { name: 'Globex', logo: null },
  status: 'active',
  expired: false,
  not_started: false,
  acceptingResponses: true,
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ballot: RoundBallot = {
  swotTitle: 'FY27 Strategy Review',
  organisation: 'Globex',
  number: 2,
  status: 'open',
  startsAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-08T17:00:00.000Z',
  timezone: 'Asia/Kolkata',
  link: 'shared',
  voted: false,
  quadrants: [
    {
      quadrant: 'strengths',
      topK: 2,
      impactEffort: false,
      themes: [
        { id: id(1), label: 'Loyal customers', quotes: [] },
        { id: id(2), label: 'Skilled staff', quotes: [] },
      ],
    },
    { quadrant: 'threats', topK: null, impactEffort: false, themes: [{ id: id(3), label: 'Rivals', quotes: [] }] },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve((answers[url] ?? (() => json(404, { message: 'Not found' })))())),
  );
}

/** The page as main.ts starts it: the language from the address, the switcher above, then the page. */
async function open(search: string, start: (target: HTMLElement) => Promise<void>) {
  window.history.replaceState(null, '', `/participate/${TOKEN}${search}`);
  startLanguage(initialLanguage());
  const target = document.createElement('main');
  document.body.replaceChildren(target);
  target.before(languageSwitcher());
  await start(target);
}

const switchTo = async (language: string) => {
  fireEvent.change(screen.getByLabelText(/Language|भाषा|மொழி/), { target: { value: language } });
  await messagesReady();
};

beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('en');
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('choosing the language', () => {
  it('takes ?lang= first, then the choice made in this session, then the browser’s languages unless English, else none (the SWOT’s)', () => {
    expect(chooseLanguage('?lang=hi', ['ta-IN'], 'bn')).toBe('hi');
    expect(chooseLanguage('?lang=TE', [], null)).toBe('te');
    expect(chooseLanguage('?lang=fr', ['mr-IN', 'en'], null)).toBe('mr');
    expect(chooseLanguage('', ['ta-IN'], 'bn')).toBe('bn');
    // Accept-Language: hi-IN,hi;q=0.9,en;q=0.8 is what Chromium gives navigator.languages.
    expect(chooseLanguage('', ['hi-IN', 'hi', 'en'], null)).toBe('hi');
    expect(chooseLanguage('', ['de-DE', 'bn-IN'], null)).toBe('bn');
    // A browser in English (most in India, whatever their owner reads best) leaves it to the SWOT's language.
    expect(chooseLanguage('', ['en-IN', 'hi'], null)).toBeNull();
    expect(chooseLanguage('', ['de-DE', 'fr'], null)).toBeNull();
    expect(chooseLanguage('?lang=en', ['hi-IN'], null)).toBe('en');
  });
});

describe('a SWOT held in Hindi', () => {
  const hindi: ParticipationLink = { ...link, swot: { ...link.swot, language: 'hi' } };

  it('opens in Hindi in a browser set to English, and never shows English first', async () => {
    serve({ [LINK_URL]: () => json(200, hindi) });
    const opened = open('', (target) => startPage(target, TOKEN));
    // While the link is on its way the page says nothing rather than English it would take back.
    expect(document.body.textContent).not.toMatch(/Loading|Language/);
    await opened;
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('button', { name: 'SWOT विश्लेषण जमा करें' })).toBeInTheDocument();
    expect(screen.getByTestId<HTMLSelectElement>('language-switcher').value).toBe('hi');
  });

  it('yields to ?lang=, to a choice made in this session and to a browser asking for another of the page’s languages', async () => {
    serve({ [LINK_URL]: () => json(200, hindi) });
    await open('?lang=en', (target) => startPage(target, TOKEN));
    expect(screen.getByRole('button', { name: 'Submit SWOT Analysis' })).toBeInTheDocument();

    window.sessionStorage.setItem('participation-language', 'bn');
    await open('', (target) => startPage(target, TOKEN));
    expect(document.documentElement.lang).toBe('bn');
    window.sessionStorage.clear();

    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ta-IN', 'en']);
    await open('', (target) => startPage(target, TOKEN));
    expect(document.documentElement.lang).toBe('ta');
  });

  it('says a link that cannot be read in English, then moves to Hindi when it can', async () => {
    let attempts = 0;
    serve({ [LINK_URL]: () => (++attempts === 1 ? json(500, { message: 'Boom' }) : json(200, hindi)) });
    await open('', (target) => startPage(target, TOKEN));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'SWOT विश्लेषण जमा करें' })).toBeInTheDocument());
  });

  it('opens a later round’s ballot in the SWOT’s language too', async () => {
    serve({ [ROUND_URL]: () => json(200, { ...ballot, language: 'hi' }) });
    await open('', (target) => startRoundPage(target, TOKEN));
    expect(screen.getByRole('button', { name: 'मेरा वोट भेजें' })).toBeInTheDocument();
  });
});

describe('plurals', () => {
  it('says one for 0 and 1 in Hindi, one for 1 only in English', async () => {
    expect([0, 1, 2].map((count) => t('round.themeCount', { count }))).toEqual(['0 themes', '1 theme', '2 themes']);
    await setLanguage('hi');
    expect([0, 1, 2].map((count) => t('round.themeCount', { count }))).toEqual(['0 मुद्दा', '1 मुद्दा', '2 मुद्दे']);
  });

  it('writes numbers in the Indian system', async () => {
    await setLanguage('hi');
    expect(t('form.count', { count: 12345678, max: 5000 })).toBe('1,23,45,678 / 5,000');
  });
});

describe('the answer page in Hindi', () => {
  it('opens in Hindi with ?lang=hi: buttons, headings, labels, <html lang> and the dates', async () => {
    serve({ [LINK_URL]: () => json(200, link) });
    await open('?lang=hi', (target) => startPage(target, TOKEN));
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('button', { name: 'SWOT विश्लेषण जमा करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('शक्तियाँ')).toBeInTheDocument();
    expect(screen.getByLabelText('ख़तरे')).toBeInTheDocument();
    expect(screen.getByText('आयोजक: Globex')).toBeInTheDocument();
    expect(screen.getByTestId('privacy-notice')).toHaveTextContent('आपका जवाब गुमनाम है।');
    // The visitor's own zone (UTC here), named in Hindi, the month in Devanagari, the digits 0-9.
    expect(screen.getByTestId('local-end')).toHaveTextContent(/20 मार्च 2026/);
    expect(screen.getByTestId('local-end').textContent).not.toMatch(/UTC|GMT/);
    expect(screen.getByTestId<HTMLSelectElement>('language-switcher').value).toBe('hi');
    expect(document.title).toBe('FY27 Strategy Review | Foursight');
  });

  it('switches language in place, keeping the typed draft and the focus', async () => {
    serve({ [LINK_URL]: () => json(200, link) });
    await open('', (target) => startPage(target, TOKEN));
    expect(document.documentElement.lang).toBe('en');
    const strengths = screen.getByLabelText<HTMLTextAreaElement>('Strengths');
    strengths.value = 'Loyal customers';
    fireEvent.input(strengths);
    const select = screen.getByTestId('language-switcher');
    select.focus();

    await switchTo('hi');
    expect(currentLanguage()).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    // The same element, its text untouched: nothing was drawn again but the words.
    expect(screen.getByLabelText('शक्तियाँ')).toBe(strengths);
    expect(strengths).toHaveValue('Loyal customers');
    expect(window.localStorage.getItem(`participation-draft:${TOKEN}`)).toContain('Loyal customers');
    expect(select).toHaveFocus();
    expect(window.sessionStorage.getItem('participation-language')).toBe('hi');

    await switchTo('ta');
    expect(screen.getByLabelText('பலங்கள்')).toBe(strengths);
    expect(screen.getByRole('button', { name: 'SWOT பகுப்பாய்வைச் சமர்ப்பிக்கவும்' })).toBeInTheDocument();

    await switchTo('en');
    expect(screen.getByLabelText('Strengths')).toHaveValue('Loyal customers');
  });

  it('keeps an alert on screen through a switch, in the new language', async () => {
    serve({ [LINK_URL]: () => json(200, link) });
    await open('?lang=en', (target) => startPage(target, TOKEN));
    fireEvent.click(screen.getByRole('button', { name: 'Submit SWOT Analysis' }));
    await Promise.resolve();
    expect(within(screen.getByTestId('fields-alert')).getByRole('alert')).toHaveTextContent('Please add your input');
    await switchTo('bn');
    expect(within(screen.getByTestId('fields-alert')).getByRole('alert')).toHaveTextContent(
      'অনুগ্রহ করে আপনার মতামত লিখুন',
    );
    // ?lang= named the language, so the address follows the switch (a reload keeps it).
    expect(window.location.search).toBe('?lang=bn');
  });

  it('submits in Hindi and thanks in Hindi; a refusal of the server is said in Hindi', async () => {
    serve({
      [LINK_URL]: () => json(200, link),
      [SUBMIT_URL]: () =>
        json(409, {
          success: false,
          code: 'CONFLICT',
          message: 'An answer to this SWOT analysis was already sent from this browser.',
        }),
    });
    await open('?lang=hi', (target) => startPage(target, TOKEN));
    const strengths = screen.getByLabelText<HTMLTextAreaElement>('शक्तियाँ');
    strengths.value = 'ग्राहक हमसे जुड़े रहते हैं';
    fireEvent.input(strengths);
    fireEvent.click(screen.getByRole('button', { name: 'SWOT विश्लेषण जमा करें' }));
    await vi.waitFor(() => expect(screen.getByTestId('send-alert')).not.toBeEmptyDOMElement());
    const alert = within(screen.getByTestId('send-alert')).getByRole('alert');
    expect(alert).toHaveTextContent('आपका जवाब जमा नहीं हो सका।');
    expect(alert).toHaveTextContent('इस ब्राउज़र से इस SWOT विश्लेषण का एक जवाब पहले ही भेजा जा चुका है।');
    expect(alert.textContent).not.toMatch(/already/);

    serve({ [LINK_URL]: () => json(200, link), [SUBMIT_URL]: () => json(200, { success: true, message: 'Stored' }) });
    fireEvent.click(screen.getByRole('button', { name: 'SWOT विश्लेषण जमा करें' }));
    expect(await screen.findByRole('heading', { name: 'धन्यवाद!' })).toBeInTheDocument();
  });
});

describe('the round page in Hindi', () => {
  it('names the quadrants, counts the themes and asks in Hindi, and keeps a rating through a switch', async () => {
    serve({ [ROUND_URL]: () => json(200, ballot) });
    await open('?lang=hi', (target) => startRoundPage(target, TOKEN));
    expect(screen.getByRole('heading', { level: 2, name: /शक्तियाँ/ })).toHaveTextContent('शक्तियाँ2 मुद्दे');
    expect(screen.getByRole('heading', { level: 2, name: /ख़तरे/ })).toHaveTextContent('ख़तरे1 मुद्दा');
    expect(screen.getByRole('button', { name: 'मेरा वोट भेजें' })).toBeInTheDocument();
    expect(screen.getByText('दूसरा दौर: हर मुद्दा आपके लिए कितना महत्वपूर्ण है?')).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: '1, महत्वपूर्ण नहीं' })).toHaveLength(3);
    expect(document.title).toBe('FY27 Strategy Review: दूसरा दौर | Foursight');

    // Switching keeps a rating made, and the page's own words follow.
    const group = screen.getAllByRole('group', { name: 'महत्व' })[0]!;
    fireEvent.click(within(group).getByRole('radio', { name: '7' }));
    await switchTo('te');
    expect(within(group).getByRole('radio', { name: '7' })).toBeChecked();
    expect(group).toHaveAccessibleName('ముఖ్యత్వం');
    expect(screen.getByTestId('round-progress')).toHaveTextContent('ముఖ్యత్వ రేటింగ్ ఇచ్చినవి: 3 అంశాల్లో 1.');
    expect(document.title).toBe('FY27 Strategy Review: రెండవ దశ | Foursight');
  });
});
