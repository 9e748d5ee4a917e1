import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParticipationLink } from '@foursight/shared/contract/participation';
import { startPage } from './page';
import { AUTO_RETRIES, retryDelaySeconds } from './retry';

const TOKEN = 'shared-token-0123456789abcdef0123';
const LINK_URL = `/api/participate/${TOKEN}`;
const SUBMIT_URL = `/api/participate/${TOKEN}/submit`;

const link: ParticipationLink = {
  success: true,
  swot: {
    title: 'FY27 Strategy Review',
    description: 'Where we stand',
    startDate: '2026-03-01',
    startTime: '09:00',
    endDate: '2026-03-20',
    endTime: '23:59',
    timezone: 'UTC',
    startsAt: '2026-03-01T09:00:00.000Z',
    endsAt: '2026-03-20T23:59:00.000Z',
  },
  branding: { name: 'Globex', logo: null },
  status: 'active',
  expired: false,
  not_started: false,
  acceptingResponses: true,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const busy = () =>
  json(
    503,
    { success: false, code: 'SERVICE_UNAVAILABLE', message: 'The service is busy right now.' },
    { 'retry-after': '7' },
  );

/** The server as the page sees it: each call takes the next answer of its URL's queue (the last one repeats). */
function serve(answers: Record<string, (() => Response | Promise<Response>)[]>) {
  const fetchMock = vi.fn((url: string) => {
    const queue = answers[url] ?? [];
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    return next ? Promise.resolve(next()) : Promise.resolve(json(404, { message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return (url: string) => fetchMock.mock.calls.filter(([called]) => called === url).length;
}

/** Types as a person would, as far as the page can tell: the value changes, then an input event. */
function type(field: HTMLElement, text: string) {
  (field as HTMLTextAreaElement).value += text;
  fireEvent.input(field);
}

/** Lets pending promises (fetch answers) and zero-delay timers run; Testing Library's findBy* would wait on faked timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let target: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(Math, 'random').mockReturnValue(0);
  target = document.createElement('main');
  document.body.replaceChildren(target);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('retryDelaySeconds', () => {
  it('backs off 2, 4, 8, 16 s, waits at least what Retry-After asks, and never more than a minute', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, null, () => 0))).toEqual([2, 4, 8, 16]);
    expect(retryDelaySeconds(1, 7, () => 0)).toBe(7);
    expect(retryDelaySeconds(4, 7, () => 0)).toBe(16);
    expect(retryDelaySeconds(1, 3600, () => 0)).toBe(60);
    // Jitter only adds, up to a fifth.
    expect(retryDelaySeconds(3, null, () => 0.999)).toBe(10);
  });
});

describe('loading the participation link', () => {
  it('waits out a busy server as Retry-After says, without sounding final, then shows the form', async () => {
    const calls = serve({ [LINK_URL]: [busy, () => json(200, link)] });
    await startPage(target, TOKEN);
    expect(screen.getByRole('heading', { name: 'Busy right now' })).toBeInTheDocument();
    expect(screen.queryByText(/Unavailable/)).not.toBeInTheDocument();
    expect(screen.getByTestId('retry-status')).toHaveTextContent('Trying again in 7 seconds…');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(6_900);
    expect(calls(LINK_URL)).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls(LINK_URL)).toBe(2);
    await settle();
    expect(screen.getByRole('heading', { name: 'FY27 Strategy Review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Strengths')).toBeInTheDocument();
    // The form says when it stops taking answers, in the visitor's own zone (this test runs in UTC), as
    // English is written in India (en-IN: day before month, "pm").
    expect(screen.getByTestId('local-end').textContent).toMatch(/20 March 2026.*(11:59 pm|23:59).*UTC/i);
  });

  it('tells a personal link, above the form, when the organiser sees who answered, and says nothing otherwise', async () => {
    serve({ [LINK_URL]: [() => json(200, { ...link, link: 'personal', organiserSeesWhoAnswered: true })] });
    await startPage(target, TOKEN);
    await settle();
    expect(screen.getByTestId('who-answered-notice')).toHaveTextContent(
      'Globex will see that you answered, never which answer is yours.',
    );
    expect(screen.getByLabelText('Strengths')).toBeInTheDocument();

    serve({ [LINK_URL]: [() => json(200, { ...link, link: 'personal', organiserSeesWhoAnswered: false })] });
    await startPage(target, TOKEN);
    await settle();
    expect(screen.getByLabelText('Strengths')).toBeInTheDocument();
    expect(screen.queryByTestId('who-answered-notice')).not.toBeInTheDocument();
  });

  it('tries a few times with growing waits when offline, then stops, says so and leaves Try again', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const calls = serve({ [LINK_URL]: [offline] });
    await startPage(target, TOKEN);
    expect(screen.getByRole('heading', { name: 'Cannot reach the server' })).toBeInTheDocument();
    expect(screen.getByTestId('retry-status')).toHaveTextContent('Trying again in 2 seconds…');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(screen.getByTestId('retry-status')).toHaveTextContent('Trying again in 4 seconds…');
    await vi.advanceTimersByTimeAsync(4_000 + 8_000 + 16_000);
    expect(calls(LINK_URL)).toBe(1 + AUTO_RETRIES);
    expect(screen.getByTestId('retry-status')).toHaveTextContent('Still no connection');
    // Spec part 2 §8: a network failure gives "Failed to load SWOT analysis".
    expect(within(screen.getByTestId('toasts')).getByText('Failed to load SWOT analysis')).toBeInTheDocument();
    // No more tries by itself.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(calls(LINK_URL)).toBe(1 + AUTO_RETRIES);
  });

  it('tries at once when the visitor presses Try again, instead of waiting', async () => {
    const calls = serve({ [LINK_URL]: [busy, () => json(200, link)] });
    await startPage(target, TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'FY27 Strategy Review' })).toBeInTheDocument();
    expect(calls(LINK_URL)).toBe(2);
    // The automatic try that was waiting is cancelled.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls(LINK_URL)).toBe(2);
  });
});

describe('submitting an answer', () => {
  it('says an empty answer is empty beside the fields and puts the caret in the first one, without a toast', async () => {
    serve({ [LINK_URL]: [() => json(200, link)] });
    await startPage(target, TOKEN);
    fireEvent.click(screen.getByRole('button', { name: 'Submit SWOT Analysis' }));
    await settle();
    const alert = within(screen.getByTestId('fields-alert')).getByRole('alert');
    expect(alert).toHaveTextContent('Please add your input');
    expect(alert).toHaveTextContent('Fill in at least one section to submit your response.');
    expect(screen.getByLabelText('Strengths')).toHaveFocus();
    expect(screen.queryByTestId('toasts')?.textContent ?? '').not.toContain('Please add your input');
    // Typing clears it.
    type(screen.getByLabelText('Strengths'), 'Loyal customers');
    expect(screen.getByTestId('fields-alert')).toBeEmptyDOMElement();
  });

  it('keeps the typed text when the server is busy, says so, and Try again sends the same answer once', async () => {
    const calls = serve({
      [LINK_URL]: [() => json(200, link)],
      [SUBMIT_URL]: [busy, () => json(200, { success: true, message: 'Stored' })],
    });
    await startPage(target, TOKEN);
    type(screen.getByLabelText('Threats'), 'Low-cost competitors');
    fireEvent.click(screen.getByRole('button', { name: 'Submit SWOT Analysis' }));
    await settle();

    const alert = within(screen.getByTestId('send-alert')).getByRole('alert');
    expect(alert).toHaveTextContent('Failed to submit your response.');
    expect(alert).toHaveTextContent('The service is busy right now.');
    expect(alert).toHaveTextContent('Your answers are still here and saved on this device');
    expect(screen.getByLabelText('Threats')).toHaveValue('Low-cost competitors');
    expect(window.localStorage.getItem(`participation-draft:${TOKEN}`)).toContain('Low-cost competitors');
    const tryAgain = within(alert).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();

    fireEvent.click(tryAgain);
    await settle();
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(calls(SUBMIT_URL)).toBe(2);
    const sent = vi
      .mocked(fetch)
      .mock.calls.filter(([url]) => url === SUBMIT_URL)
      .map(([, init]) => JSON.parse(init!.body as string) as { idempotencyKey: string; threats: string });
    expect(sent[1]!.threats).toBe('Low-cost competitors');
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
  });

  it('keeps the text and offers Try again when the connection drops while sending', async () => {
    serve({
      [LINK_URL]: [() => json(200, link)],
      [SUBMIT_URL]: [() => Promise.reject(new TypeError('Failed to fetch'))],
    });
    await startPage(target, TOKEN);
    type(screen.getByLabelText('Strengths'), 'Loyal customers');
    fireEvent.click(screen.getByRole('button', { name: 'Submit SWOT Analysis' }));
    await settle();
    const alert = within(screen.getByTestId('send-alert')).getByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByLabelText('Strengths')).toHaveValue('Loyal customers');
  });

  it('does not offer Try again when the server refuses the answer for good', async () => {
    serve({
      [LINK_URL]: [() => json(200, link)],
      [SUBMIT_URL]: [() => json(409, { message: 'This personal link has already been used to answer' })],
    });
    await startPage(target, TOKEN);
    type(screen.getByLabelText('Strengths'), 'Loyal customers');
    fireEvent.click(screen.getByRole('button', { name: 'Submit SWOT Analysis' }));
    await settle();
    const alert = within(screen.getByTestId('send-alert')).getByRole('alert');
    expect(alert).toHaveTextContent('This personal link has already been used to answer');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });
});
