import { fireEvent, screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoundBallot } from '@foursight/shared/contract/rounds';
import { startRoundPage } from './round-page';

const TOKEN = 'round-token-0123456789abcdef';
const URL = `/api/participate/${TOKEN}/round`;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ballot: RoundBallot = {
  swotTitle: 'FY27 Strategy Review',
  organisation: 'Globex',
  number: 2,
  status: 'open',
  startsAt: '2026-12-01T08:00:00.000Z',
  endsAt: '2026-12-08T17:00:00.000Z',
  timezone: 'Europe/Paris',
  link: 'personal',
  voted: false,
  quadrants: [
    {
      quadrant: 'strengths',
      topK: 2,
      impactEffort: false,
      themes: [
        { id: id(1), label: 'Loyal customers', quotes: ['They come back every year', 'Word of mouth'] },
        { id: id(2), label: 'Skilled staff', quotes: ['Experienced engineers'] },
        { id: id(3), label: 'Strong brand', quotes: [] },
      ],
    },
    {
      quadrant: 'weaknesses',
      topK: null,
      impactEffort: true,
      themes: [{ id: id(4), label: 'Slow releases', quotes: ['Deploys take a week'] }],
    },
  ],
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The server as the page sees it: GET gives `get`; each POST takes the next answer of `posts` (the last repeats). */
function serve(get: () => Response | Promise<Response>, posts: (() => Response | Promise<Response>)[] = []) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url !== URL) return Promise.resolve(json(404, { message: 'Not found' }));
    if ((init?.method ?? 'GET') === 'GET') return Promise.resolve(get());
    const next = posts.length > 1 ? posts.shift()! : posts[0];
    return Promise.resolve(next ? next() : json(500, { message: 'No answer stubbed' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The bodies POSTed so far, parsed. */
  return () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const theme = (label: string) => screen.getByRole('group', { name: label });
const scale = (label: string, name: 'Importance' | 'Impact' | 'Effort') =>
  within(theme(label)).getByRole('group', { name });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send my vote' }));

let target: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(Math, 'random').mockReturnValue(0);
  window.localStorage.clear();
  target = document.createElement('main');
  document.body.replaceChildren(target);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the round ballot', () => {
  it('shows the SWOT, the organisation, the anonymity line, each quadrant as a section and each theme with its quotes', async () => {
    serve(() => json(200, ballot));
    const loading = startRoundPage(target, TOKEN);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your ballot...');
    await loading;
    expect(screen.getByRole('heading', { level: 1, name: 'FY27 Strategy Review' })).toBeInTheDocument();
    expect(screen.getByText('Globex')).toBeInTheDocument();
    expect(screen.getByTestId('round-notice')).toHaveTextContent(
      'Your ratings are anonymous. Results stay hidden until the round closes.',
    );
    expect(screen.getByTestId('round-notice')).toHaveTextContent('A theme left on Skip counts as no opinion');
    expect(screen.getByText('Second round: how much does each theme matter to you?')).toBeInTheDocument();
    expect(document.title).toBe('FY27 Strategy Review: second round | Foursight');
    const strengths = screen.getByRole('region', { name: /Strengths/ });
    expect(within(strengths).getByRole('heading', { level: 2 })).toHaveTextContent('Strengths');
    expect(screen.getByRole('region', { name: /Weaknesses/ })).toBeInTheDocument();
    const loyal = theme('Loyal customers');
    expect(
      within(loyal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“They come back every year”', '“Word of mouth”']);
    // Nothing rated yet: Skip is the checked state, and the ends of the scale are named for screen readers.
    expect(
      within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: 'Skip, no opinion' }),
    ).toBeChecked();
    expect(within(loyal).getByRole('radio', { name: '1, not important' })).toBeInTheDocument();
    expect(within(loyal).getByRole('radio', { name: '9, very important' })).toBeInTheDocument();
    // Impact and effort only where the quadrant asks them.
    expect(within(loyal).queryByRole('group', { name: 'Impact' })).not.toBeInTheDocument();
    expect(within(scale('Slow releases', 'Impact')).getAllByRole('radio')).toHaveLength(10);
    expect(within(scale('Slow releases', 'Effort')).getAllByRole('radio')).toHaveLength(10);
    // The top k only where asked.
    expect(within(loyal).getByRole('button', { name: 'Add to my top 2' })).toBeInTheDocument();
    expect(within(theme('Slow releases')).queryByRole('button', { name: /top/ })).not.toBeInTheDocument();
    // Not a feedback round: no group figures, no explanation of them.
    expect(screen.queryByTestId('feedback-intro')).not.toBeInTheDocument();
    expect(screen.queryByTestId('theme-feedback')).not.toBeInTheDocument();
  });

  it('rates by click and keyboard, picks the top k in order, sends exactly the contract body and says thank you', async () => {
    const posted = serve(() => json(200, ballot), [() => json(200, { success: true, message: 'Thank you' })]);
    await startRoundPage(target, TOKEN);
    // user-event waits on real timers between keys.
    vi.useRealTimers();
    const user = userEvent.setup();

    fireEvent.click(within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: '8' }));
    // Keyboard: Tab-free, as a screen reader user would: focus the checked radio and use the arrows.
    const skilled = within(scale('Skilled staff', 'Importance')).getByRole('radio', { name: '4' });
    fireEvent.click(skilled);
    skilled.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(scale('Skilled staff', 'Importance')).getByRole('radio', { name: '6' })).toBeChecked();
    fireEvent.click(within(scale('Slow releases', 'Importance')).getByRole('radio', { name: '9, very important' }));
    fireEvent.click(within(scale('Slow releases', 'Impact')).getByRole('radio', { name: '7' }));
    // Effort of Slow releases left on Skip; Strong brand left on Skip.

    // Top 2: Strong brand first, then Loyal customers, then swapped with the keyboard.
    await user.click(within(theme('Strong brand')).getByRole('button', { name: 'Add to my top 2' }));
    await user.click(within(theme('Loyal customers')).getByRole('button', { name: 'Add to my top 2' }));
    expect(screen.getByTestId('round-status')).toHaveTextContent('Added Loyal customers to your top 2 as number 2.');
    const moveUp = screen.getByRole('button', { name: 'Move Loyal customers up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('round-status')).toHaveTextContent('Loyal customers is now number 1 of your top 2.');
    // At the top, Move up is disabled: the focus went to Move down of the same pick.
    expect(screen.getByRole('button', { name: 'Move Loyal customers down' })).toHaveFocus();
    const list = within(screen.getByTestId('top-strengths')).getAllByRole('listitem');
    expect(list.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Loyal customers'),
      expect.stringContaining('Strong brand'),
    ]);

    send();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const [{ idempotencyKey, ...body } = {}] = posted();
    // The key made when the ballot loaded (URL-safe, as the contract's IdempotencyKeySchema asks).
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body).toStrictEqual({
      ratings: [
        { themeId: id(1), importance: 8 },
        { themeId: id(2), importance: 6 },
        { themeId: id(3), importance: null },
        { themeId: id(4), importance: 9, impact: 7, effort: null },
      ],
      top: { strengths: [id(1), id(3)] },
    });
    expect(
      screen.getByText('Your vote has been counted. Results are shared when the round closes.'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(`round-draft:${TOKEN}`)).toBeNull();
  });

  it('takes at most k picks, says so, and removes a pick from the list or from the theme', async () => {
    const posted = serve(() => json(200, ballot), [() => json(200, { success: true, message: 'Thank you' })]);
    await startRoundPage(target, TOKEN);
    fireEvent.click(within(theme('Loyal customers')).getByRole('button', { name: 'Add to my top 2' }));
    fireEvent.click(within(theme('Skilled staff')).getByRole('button', { name: 'Add to my top 2' }));
    const third = within(theme('Strong brand')).getByRole('button', { name: 'Your top 2 is full' });
    expect(third).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(third);
    expect(screen.getByTestId('round-status')).toHaveTextContent('Your top 2 is full. Remove one first.');
    expect(within(screen.getByTestId('top-strengths')).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Loyal customers from your top 2' }));
    expect(screen.getByTestId('round-status')).toHaveTextContent('Removed Loyal customers from your top 2.');
    // The focus goes to the Remove button now in that row.
    expect(screen.getByRole('button', { name: 'Remove Skilled staff from your top 2' })).toHaveFocus();
    fireEvent.click(within(theme('Skilled staff')).getByRole('button', { name: 'Number 1 in your top 2: remove' }));
    expect(within(screen.getByTestId('top-strengths')).queryAllByRole('listitem')).toHaveLength(0);

    // Picks alone are a vote: the server takes a ballot with no rating but a pick.
    fireEvent.click(within(theme('Strong brand')).getByRole('button', { name: 'Add to my top 2' }));
    send();
    await settle();
    expect(posted()[0]!.top).toEqual({ strengths: [id(3)] });
  });

  it('does not send an empty ballot: says so beside the button', async () => {
    const posted = serve(() => json(200, ballot));
    await startRoundPage(target, TOKEN);
    send();
    await settle();
    expect(within(screen.getByTestId('send-alert')).getByRole('alert')).toHaveTextContent(
      'Rate at least one theme before you send your vote.',
    );
    expect(posted()).toHaveLength(0);
  });

  it('shows "You have already voted" at once when the link has voted', async () => {
    serve(() => json(200, { ...ballot, voted: true }));
    await startRoundPage(target, TOKEN);
    expect(screen.getByRole('heading', { name: 'You have already voted' })).toBeInTheDocument();
    expect(screen.getByText(/already sent with your personal link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my vote' })).not.toBeInTheDocument();
  });

  it('says when the round opens, in the round’s timezone', async () => {
    serve(() => json(200, { ...ballot, status: 'not_started' }));
    await startRoundPage(target, TOKEN);
    expect(screen.getByRole('heading', { name: 'This round has not started yet' })).toBeInTheDocument();
    // 08:00 UTC is 09:00 in Paris in December.
    expect(screen.getByTestId('round-start')).toHaveTextContent(/09:00.*\(Europe\/Paris\)/);
  });

  it('shows the server’s words when the round closed before the vote arrived', async () => {
    serve(
      () => json(200, ballot),
      [() => json(409, { code: 'CONFLICT', message: 'This round has closed and takes no more votes.' })],
    );
    await startRoundPage(target, TOKEN);
    fireEvent.click(within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: '5' }));
    send();
    await settle();
    expect(screen.getByRole('heading', { name: 'This round has closed' })).toBeInTheDocument();
    expect(screen.getByText('This round has closed and takes no more votes.')).toBeInTheDocument();
    expect(window.localStorage.getItem(`round-draft:${TOKEN}`)).toBeNull();
  });

  it('turns a 409 for a used link into "You have already voted", in the server’s words', async () => {
    const used = 'This personal link has already been used to vote. Each invitation votes once; thank you.';
    serve(() => json(200, ballot), [() => json(409, { code: 'CONFLICT', message: used })]);
    await startRoundPage(target, TOKEN);
    fireEvent.click(within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: '5' }));
    send();
    await settle();
    expect(screen.getByRole('heading', { name: 'You have already voted' })).toBeInTheDocument();
    expect(screen.getByText(used)).toBeInTheDocument();
  });

  it('keeps every choice when sending fails, and Try again sends the same vote with the same key', async () => {
    const busy = () =>
      json(503, { code: 'SERVICE_UNAVAILABLE', message: 'The service is busy right now.' }, { 'retry-after': '5' });
    const posted = serve(() => json(200, ballot), [busy, () => json(200, { success: true, message: 'Thank you' })]);
    await startRoundPage(target, TOKEN);
    fireEvent.click(within(scale('Slow releases', 'Effort')).getByRole('radio', { name: '3' }));
    fireEvent.click(within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: '2' }));
    fireEvent.click(within(theme('Skilled staff')).getByRole('button', { name: 'Add to my top 2' }));
    send();
    await settle();

    const alert = within(screen.getByTestId('send-alert')).getByRole('alert');
    expect(alert).toHaveTextContent('Your vote was not sent.');
    expect(alert).toHaveTextContent('The service is busy right now.');
    expect(alert).toHaveTextContent('Your choices are still here');
    expect(within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: '2' })).toBeChecked();
    expect(within(scale('Slow releases', 'Effort')).getByRole('radio', { name: '3' })).toBeChecked();
    expect(within(screen.getByTestId('top-strengths')).getAllByRole('listitem')).toHaveLength(1);
    expect(window.localStorage.getItem(`round-draft:${TOKEN}`)).toContain('"importance":2');
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();

    fireEvent.click(tryAgain);
    await settle();
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const [first, second] = posted();
    expect(second).toEqual(first);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('shows a 400 beside the button without Try again, and keeps the choices', async () => {
    serve(
      () => json(200, ballot),
      [() => json(400, { code: 'VALIDATION_FAILED', message: 'That theme is not on this ballot. Reload the page.' })],
    );
    await startRoundPage(target, TOKEN);
    fireEvent.click(within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: '5' }));
    send();
    await settle();
    const alert = within(screen.getByTestId('send-alert')).getByRole('alert');
    expect(alert).toHaveTextContent('That theme is not on this ballot. Reload the page.');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(within(scale('Loyal customers', 'Importance')).getByRole('radio', { name: '5' })).toBeChecked();
  });

  it('brings back the choices made on this device after a reload, with the same key', async () => {
    const posted = serve(() => json(200, ballot), [() => json(200, { success: true, message: 'Thank you' })]);
    await startRoundPage(target, TOKEN);
    fireEvent.click(within(scale('Skilled staff', 'Importance')).getByRole('radio', { name: '7' }));
    fireEvent.click(within(theme('Loyal customers')).getByRole('button', { name: 'Add to my top 2' }));
    const stored = JSON.parse(window.localStorage.getItem(`round-draft:${TOKEN}`)!) as { idempotencyKey: string };

    await startRoundPage(target, TOKEN);
    expect(within(scale('Skilled staff', 'Importance')).getByRole('radio', { name: '7' })).toBeChecked();
    expect(within(screen.getByTestId('top-strengths')).getAllByRole('listitem')).toHaveLength(1);
    send();
    await settle();
    expect(posted()[0]!.idempotencyKey).toBe(stored.idempotencyKey);
  });

  it('waits out a busy server while loading, then shows the ballot', async () => {
    const answers = [
      () => json(503, { message: 'The service is busy right now.' }, { 'retry-after': '3' }),
      () => json(200, ballot),
    ];
    serve(() => (answers.length > 1 ? answers.shift()! : answers[0]!)());
    await startRoundPage(target, TOKEN);
    expect(screen.getByRole('heading', { name: 'Busy right now' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(screen.getByRole('heading', { name: 'FY27 Strategy Review' })).toBeInTheDocument();
  });

  it('says the link is unknown on a 404', async () => {
    serve(() => json(404, { message: 'This round was not found. The link you followed is invalid or has expired.' }));
    await startRoundPage(target, TOKEN);
    expect(screen.getByRole('heading', { name: 'Round not found' })).toBeInTheDocument();
  });
});

describe('a feedback round', () => {
  // The third round: the group's figures of the second round, withheld for Strong brand there, and this
  // person's own earlier importance (Skilled staff skipped).
  const feedbackBallot: RoundBallot = {
    ...ballot,
    number: 3,
    feedback: {
      [id(1)]: { median: 7, q1: 6, q3: 8 },
      [id(2)]: { median: 7.5, q1: 6.5, q3: 8.25 },
      [id(4)]: { median: 5, q1: 5, q3: 5 },
    },
    previous: { [id(1)]: 4, [id(2)]: null, [id(3)]: 6, [id(4)]: 2 },
  };
  const importance = (label: string) => scale(label, 'Importance');
  const checked = (label: string) =>
    within(importance(label))
      .getAllByRole('radio')
      .find((radio) => (radio as HTMLInputElement).checked)
      ?.getAttribute('value');

  it('shows the group’s figures and the person’s earlier rating per theme, starts at that rating and sends the revised vote', async () => {
    const posted = serve(() => json(200, feedbackBallot), [() => json(200, { success: true, message: 'Thank you' })]);
    await startRoundPage(target, TOKEN);
    expect(screen.getByText('Third round: how much does each theme matter to you?')).toBeInTheDocument();
    expect(screen.getByTestId('feedback-intro')).toHaveTextContent(
      'This is a feedback round: beside each theme you see how the group rated it last time, and your own rating. Keep it or change it; your ratings stay anonymous.',
    );
    // Read with the importance scale (its description), halves as "7.5", a quarter rounded to one decimal.
    expect(importance('Loyal customers')).toHaveAccessibleDescription(
      "The group's median: 7 (middle half rated 6 to 8). Your rating: 4.",
    );
    expect(importance('Skilled staff')).toHaveAccessibleDescription(
      "The group's median: 7.5 (middle half rated 6.5 to 8.3). You skipped it.",
    );
    expect(importance('Slow releases')).toHaveAccessibleDescription(
      "The group's median: 5 (middle half rated 5). Your rating: 2.",
    );
    // Only importance has earlier figures.
    expect(scale('Slow releases', 'Impact')).not.toHaveAccessibleDescription();
    // Shown above the scale, inside the theme.
    const line = within(theme('Loyal customers')).getByTestId('theme-feedback');
    expect(line.compareDocumentPosition(importance('Loyal customers')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The scale starts where the person left it; a skip stays Skip.
    expect(checked('Loyal customers')).toBe('4');
    expect(checked('Skilled staff')).toBe('skip');
    expect(checked('Strong brand')).toBe('6');
    expect(checked('Slow releases')).toBe('2');
    expect(screen.getByTestId('round-progress')).toHaveTextContent('You have rated the importance of 3 of 4 themes.');

    // Revise two: Loyal customers up to 7, Strong brand back to Skip. A reload keeps both (the Skip too).
    fireEvent.click(within(importance('Loyal customers')).getByRole('radio', { name: '7' }));
    fireEvent.click(within(importance('Strong brand')).getByRole('radio', { name: 'Skip, no opinion' }));
    await startRoundPage(target, TOKEN);
    expect(checked('Loyal customers')).toBe('7');
    expect(checked('Strong brand')).toBe('skip');

    send();
    await settle();
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    const [{ idempotencyKey: _key, ...body } = {}] = posted();
    expect(body).toStrictEqual({
      ratings: [
        { themeId: id(1), importance: 7 },
        { themeId: id(2), importance: null },
        { themeId: id(3), importance: null },
        { themeId: id(4), importance: 2, impact: null, effort: null },
      ],
    });
  });

  it('shows no group figure for a theme withheld in the round before', async () => {
    serve(() => json(200, feedbackBallot));
    await startRoundPage(target, TOKEN);
    const line = within(theme('Strong brand')).getByTestId('theme-feedback');
    expect(line).toHaveTextContent(/^Your rating: 6\.$/);
    expect(within(theme('Strong brand')).queryByText(/group/)).not.toBeInTheDocument();
    expect(importance('Strong brand')).toHaveAccessibleDescription('Your rating: 6.');
  });

  it('shows no "Your rating" when the link did not vote before, and starts every theme on Skip', async () => {
    const { previous: _none, ...withoutPrevious } = feedbackBallot;
    serve(() => json(200, withoutPrevious));
    await startRoundPage(target, TOKEN);
    expect(screen.getAllByTestId('theme-feedback')).toHaveLength(3);
    expect(screen.queryByText(/Your rating:|You skipped/)).not.toBeInTheDocument();
    expect(importance('Loyal customers')).toHaveAccessibleDescription(
      "The group's median: 7 (middle half rated 6 to 8).",
    );
    // Strong brand: neither a group figure nor an own rating, so nothing at all.
    expect(within(theme('Strong brand')).queryByTestId('theme-feedback')).not.toBeInTheDocument();
    expect(importance('Strong brand')).not.toHaveAttribute('aria-describedby');
    for (const label of ['Loyal customers', 'Skilled staff', 'Strong brand', 'Slow releases'])
      expect(checked(label)).toBe('skip');
    expect(screen.getByTestId('feedback-intro')).not.toHaveTextContent('your own rating');
  });
});
