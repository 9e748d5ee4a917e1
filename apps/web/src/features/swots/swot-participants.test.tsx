import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Participant, ParticipantsOverview } from '@foursight/shared/contract/swots';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { SwotParticipants } from './swot-participants';
import { swotKeys } from './use-swots';

const SWOT_ID = '7b0c2d52-3c1e-4f43-9d55-0d3c0f1f0a11';

const person = (fullName: string, responded: boolean): Participant => ({
  id: crypto.randomUUID(),
  fullName,
  email: `${fullName.split(' ')[0]!.toLowerCase()}@acme.test`,
  department: 'Sales',
  state: responded ? 'responded' : 'delivered',
  delivered: true,
  bounced: false,
  openedLink: responded,
  responded,
  reminders: 0,
});

const overview = (people: Participant[]): ParticipantsOverview => {
  const responded = people.filter((p) => p.responded).length;
  return {
    participants: people,
    totals: { invited: people.length, delivered: people.length, opened: responded, responded, bounced: 0 },
    departments: [],
    anonymityThreshold: 5,
    showsWhoAnswered: true,
    open: true,
  };
};

/** The overview as the server sends it by default: answering as counts only, nothing per person about it. */
const countsOnly = (people: Participant[]): ParticipantsOverview => {
  const shown = overview(people);
  return {
    ...shown,
    showsWhoAnswered: false,
    remindersSent: 3,
    participants: people.map(({ responded, reminders: _reminders, ...rest }) => ({
      ...rest,
      state: responded ? 'opened' : rest.state,
    })),
  };
};

const FOUR_WAITING = [
  person('Asha Rao', false),
  person('Chetan Kulkarni', false),
  person('Farhan Shaikh', false),
  person('Gauri Patil', false),
];

function stubParticipants(data: ParticipantsOverview) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, { success: true, overview: data }))),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Participants tab', () => {
  it('says how many answers came through the shared link when there are more answers than invitees who answered', async () => {
    stubParticipants(overview(FOUR_WAITING));
    renderPage(<SwotParticipants swotId={SWOT_ID} responseCount={24} />);
    expect(await screen.findByText('4 of 4 have not answered yet.')).toBeInTheDocument();
    expect(
      screen.getByText('24 answers came through the shared link, which does not record who answered.'),
    ).toBeInTheDocument();
  });

  it('counts only the answers no invitee accounts for, and says "1 answer" for one', async () => {
    stubParticipants(overview([person('Asha Rao', true), person('Chetan Kulkarni', true), ...FOUR_WAITING]));
    renderPage(<SwotParticipants swotId={SWOT_ID} responseCount={3} />);
    expect(
      await screen.findByText('1 answer came through the shared link, which does not record who answered.'),
    ).toBeInTheDocument();
  });

  it('says nothing about the shared link when every answer came from an invitee', async () => {
    stubParticipants(overview([person('Asha Rao', true), person('Chetan Kulkarni', true)]));
    renderPage(<SwotParticipants swotId={SWOT_ID} responseCount={2} />);
    expect(await screen.findByText('Everyone invited has answered.')).toBeInTheDocument();
    expect(screen.queryByText(/shared link/)).not.toBeInTheDocument();
  });

  it('reads the response count from the SWOT detail the page already loaded, without fetching it again', async () => {
    stubParticipants(overview(FOUR_WAITING));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(swotKeys.detail(SWOT_ID), { id: SWOT_ID, responseCount: 20 });
    render(
      <QueryClientProvider client={queryClient}>
        <SwotParticipants swotId={SWOT_ID} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('20 answers came through the shared link, which does not record who answered.'),
    ).toBeInTheDocument();
    // Only the participants were asked for.
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url as string)).toEqual([`/api/swot/${SWOT_ID}/participants`]);
  });

  it('lists the totals as term and value pairs', async () => {
    stubParticipants(overview([person('Asha Rao', true), ...FOUR_WAITING]));
    renderPage(<SwotParticipants swotId={SWOT_ID} responseCount={1} />);
    const list = await screen.findByLabelText('Participation totals');
    expect(list.children).toHaveLength(5);
    // Every child of the list is a group holding exactly one term and its value (valid HTML, axe dlitem).
    for (const group of Array.from(list.children)) {
      expect(group.tagName).toBe('DIV');
      expect(Array.from(group.children).map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
    expect(within(list).getByTestId('total-responded')).toHaveTextContent('1');
  });

  it('by default shows per person how far the invitation got but not who answered, and offers everyone a resend', async () => {
    stubParticipants(
      countsOnly([person('Asha Rao', true), person('Chetan Kulkarni', false), person('Gauri Patil', false)]),
    );
    renderPage(<SwotParticipants swotId={SWOT_ID} responseCount={1} />);
    const table = await screen.findByRole('table', { name: 'Participants' });
    expect(within(table).queryByText('Responded')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Reminders' })).not.toBeInTheDocument();
    expect(within(table).getByText('Opened link')).toBeInTheDocument();
    expect(within(table).getAllByText('Delivered')).toHaveLength(2);
    // A resend for each person: offering it only to some would tell who answered.
    expect(within(table).getAllByRole('button', { name: /Resend the invitation/ })).toHaveLength(3);
    expect(screen.getByTestId('who-answered-hidden')).toHaveTextContent(
      'Who answered is not shown per person, so no one can be singled out; 3 reminders sent so far. An owner can change this in Settings → Privacy.',
    );
    // Counts stay: the total that answered, and who may still be reminded.
    expect(screen.getByText('2 of 3 have not answered yet.')).toBeInTheDocument();
    expect(screen.getByTestId('total-responded')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Remind all who have not answered' })).toBeEnabled();
  });

  it('shows who answered and each person’s reminders when the company chose per-person status', async () => {
    stubParticipants(overview([person('Asha Rao', true), person('Chetan Kulkarni', false)]));
    renderPage(<SwotParticipants swotId={SWOT_ID} responseCount={1} />);
    const table = await screen.findByRole('table', { name: 'Participants' });
    const asha = within(table).getByText('Asha Rao').closest('tr')!;
    expect(within(asha).getByText('Responded')).toBeInTheDocument();
    expect(within(asha).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    const chetan = within(table).getByText('Chetan Kulkarni').closest('tr')!;
    expect(within(chetan).getByRole('button', { name: /Resend/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Reminders' })).toBeInTheDocument();
    expect(screen.queryByTestId('who-answered-hidden')).not.toBeInTheDocument();
  });
});
