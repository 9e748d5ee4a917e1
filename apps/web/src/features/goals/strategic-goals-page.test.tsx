import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoalsList, StrategicGoal } from '@foursight/shared/contract/goals';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { StrategicGoalsPage } from './strategic-goals-page';

const goal = (overrides: Partial<StrategicGoal>): StrategicGoal => ({
  id: crypto.randomUUID(),
  title: 'Resolve customer support',
  description: 'Customer support was raised as a weakness by 2 of 2 responses.',
  category: 'Customer Success',
  priority: 'High',
  status: 'In Progress',
  statusSetByHand: false,
  currentValue: 60,
  targetValue: 100,
  unit: '%',
  progress: 60,
  deadline: '2027-02-22',
  createdAt: '2026-11-24T10:00:00.000Z',
  swotAnalysisId: null,
  generated: true,
  archived: false,
  source: {
    quadrant: 'weaknesses',
    theme: 'customer support',
    mentions: 2,
    stance: 'answers',
    quotes: ['Customer support takes days to reply'],
    swotTitle: 'Spring pulse',
    measuredAt: '2026-03-15T09:00:00.000Z',
  },
  remeasure: null,
  checkIns: [{ id: 'c1', value: 60, note: '', date: '2026-11-24' }],
  ...overrides,
});

const list = (goals: StrategicGoal[], swotCount: number, averageProgress: number): GoalsList => ({
  success: true,
  goals,
  meta: {
    swotCount,
    summary: { total: goals.length, completed: 1, inProgress: 1, atRisk: 0, notStarted: 0, averageProgress },
  },
});

afterEach(() => vi.unstubAllGlobals());

describe('Strategic Goals page', () => {
  it('leads to /create-swot when there is nothing to generate goals from', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, list([], 0, 0)))),
    );
    renderPage(<StrategicGoalsPage />, '/strategic-goals');
    expect(screen.getByText('Processing multiple SWOT analyses...')).toBeInTheDocument();
    expect(await screen.findByText('No Strategic Goals Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create SWOT' })).toHaveAttribute('href', '/create-swot');
  });

  it('shows the tiles, the tag and each goal with its progress, source and status', async () => {
    const goals = [
      goal({}),
      goal({ title: 'Build on product quality', status: 'Completed', progress: 100, currentValue: 100 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, list(goals, 3, 80)))),
    );
    renderPage(<StrategicGoalsPage />, '/strategic-goals');
    expect(await screen.findByText('AI-Generated from 3 SWOTs')).toBeInTheDocument();
    expect(screen.getByTestId('goals-tile-total-goals')).toHaveTextContent('2');
    expect(screen.getByTestId('goals-tile-avg-progress')).toHaveTextContent('80%');
    const [first] = screen.getAllByTestId('goal-card');
    expect(within(first!).getByText('60.0%')).toBeInTheDocument();
    expect(within(first!).getByText('60% of 100%')).toBeInTheDocument();
    expect(within(first!).getByText(/Answers a weakness/)).toBeInTheDocument();
    expect(within(first!).getByText('Customer support takes days to reply')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('goal-card')[1]!).getByText('Completed')).toBeInTheDocument();
  });

  it('says "1 SWOT" for one, and writes each unit the way people read it', async () => {
    const goals = [
      goal({ title: 'Lift satisfaction', currentValue: 33, targetValue: 100, unit: '%', progress: 33 }),
      goal({ title: 'Grow revenue', currentValue: 3000, targetValue: 10000, unit: '₹', progress: 30 }),
      goal({ title: 'Win customers', currentValue: 12, targetValue: 40, unit: 'customers', progress: 30 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, list(goals, 1, 31)))),
    );
    renderPage(<StrategicGoalsPage />, '/strategic-goals');
    expect(await screen.findByText('AI-Generated from 1 SWOT')).toBeInTheDocument();
    const [percent, money, count] = screen.getAllByTestId('goal-card');
    expect(within(percent!).getByText('33% of 100%')).toBeInTheDocument();
    expect(within(percent!).getByText('33.0%')).toBeInTheDocument();
    expect(within(money!).getByText('₹3,000 / ₹10,000')).toBeInTheDocument();
    expect(within(count!).getByText('12 / 40 customers')).toBeInTheDocument();
    expect(screen.queryByText(/ \/ 100 %|\d %/)).not.toBeInTheDocument();
  });

  it('says a single check-in in words, and draws the line from two', async () => {
    const goals = [
      goal({ title: 'One check-in', checkIns: [{ id: 'c1', value: 33, note: '', date: '2026-11-25' }] }),
      goal({
        title: 'Two check-ins',
        checkIns: [
          { id: 'c1', value: 20, note: '', date: '2026-11-01' },
          { id: 'c2', value: 45, note: '', date: '2026-11-25' },
        ],
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, list(goals, 2, 40)))),
    );
    renderPage(<StrategicGoalsPage />, '/strategic-goals');
    const [one, two] = await screen.findAllByTestId('goal-card');
    expect(within(one!).getByTestId('check-in-single')).toHaveTextContent(
      'One check-in so far, at 33%. The trend line starts with the next one.',
    );
    expect(one!.querySelector('figure')).toBeNull();
    expect(within(two!).queryByTestId('check-in-single')).not.toBeInTheDocument();
    expect(two!.querySelectorAll('figure circle')).toHaveLength(2);
    expect(within(two!).getByText(/Check-ins: .*20%; .*45%\./)).toBeInTheDocument();
  });

  it('says the goals could not be loaded after two retries, and Try Again loads them', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        calls += 1;
        return Promise.resolve(
          calls <= 3
            ? jsonResponse(500, { success: false, message: 'down' })
            : jsonResponse(200, list([goal({})], 1, 60)),
        );
      }),
    );
    renderPage(<StrategicGoalsPage />, '/strategic-goals');
    expect(await screen.findByText('Error Loading Goals', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(calls).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByTestId('goal-card')).toBeInTheDocument());
  }, 15_000);

  it('gives a viewer the goals read-only: no Generate Goals, New Goal, Check in, Edit or Archive', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, list([goal({})], 2, 60)))),
    );
    renderPage(
      <SessionRoleProvider role="viewer">
        <StrategicGoalsPage />
      </SessionRoleProvider>,
      '/strategic-goals',
    );
    const card = await screen.findByTestId('goal-card');
    expect(within(card).getByText('Resolve customer support')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Generate Goals/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New Goal/ })).not.toBeInTheDocument();
    // Reading stays possible.
    expect(screen.getByRole('button', { name: /Refresh Goals/ })).toBeEnabled();
  });

  it('offers an editor the write controls', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, list([goal({})], 2, 60)))),
    );
    renderPage(
      <SessionRoleProvider role="editor">
        <StrategicGoalsPage />
      </SessionRoleProvider>,
      '/strategic-goals',
    );
    const card = await screen.findByTestId('goal-card');
    expect(within(card).getByRole('button', { name: 'Check in on Resolve customer support' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Archive Resolve customer support' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate Goals/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New Goal/ })).toBeInTheDocument();
  });

  it('names each field the contract refuses in New Goal, the first reason each, without calling the server', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, list([goal({})], 2, 60))),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(
      <SessionRoleProvider role="editor">
        <StrategicGoalsPage />
      </SessionRoleProvider>,
      '/strategic-goals',
    );
    await userEvent.click(await screen.findByRole('button', { name: /New Goal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New Goal' });
    await userEvent.clear(within(dialog).getByLabelText('Target value'));
    await userEvent.type(within(dialog).getByLabelText('Target value'), '0');
    await userEvent.clear(within(dialog).getByLabelText('Unit'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Goal' }));

    expect(await within(dialog).findByText('The target must be above 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a unit')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Target value')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('tells a viewer with no goals that editors add them, without a Create SWOT link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, list([], 0, 0)))),
    );
    renderPage(
      <SessionRoleProvider role="viewer">
        <StrategicGoalsPage />
      </SessionRoleProvider>,
      '/strategic-goals',
    );
    expect(await screen.findByText('No Strategic Goals Yet')).toBeInTheDocument();
    expect(screen.getByText(/once an editor or owner generates or adds them/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create SWOT' })).not.toBeInTheDocument();
  });
});
