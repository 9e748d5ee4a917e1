import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { OrgChartPage } from './org-chart-page';

const users = [
  {
    id: 'u1',
    fullName: 'Ada Byron',
    designation: 'CTO',
    email: 'ada@example.test',
    phoneNumber: '',
    department: 'R&D',
  },
];
const departments = {
  departments: ['R&D'],
  details: [{ id: 'd1', name: 'R&D', userCount: 1, parent: null, position: null }],
};

function renderAs(role: OrganiserRole) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        jsonResponse(
          200,
          String(input instanceof Request ? input.url : input).includes('/api/users') ? { users } : departments,
        ),
      ),
    ),
  );
  renderPage(
    <SessionRoleProvider role={role}>
      <OrgChartPage />
    </SessionRoleProvider>,
    '/org-chart',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Org Chart page', () => {
  it('gives a viewer a read-only chart: people shown, nothing to drag, no Save', async () => {
    renderAs('viewer');
    const box = (await screen.findAllByTestId('chart-box'))[0]!;
    expect(within(box).getByText('Ada Byron')).toBeInTheDocument();
    expect(within(box).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.getByText(/can view the chart but not rearrange it/)).toBeInTheDocument();
  });

  it('lets an editor drag people and boxes', async () => {
    renderAs('editor');
    const box = (await screen.findAllByTestId('chart-box'))[0]!;
    expect(within(box).getByRole('button', { name: 'Move the R&D box' })).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: /Ada Byron/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
  });

  it('gives everyone, a viewer too, labelled zoom buttons, Export PNG and a canvas the keyboard can scroll', async () => {
    renderAs('viewer');
    await screen.findAllByTestId('chart-box');
    expect(screen.getByRole('region', { name: 'Org chart canvas' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Export PNG' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByRole('button', { name: 'Reset zoom, 90%' })).toBeInTheDocument();
    expect(screen.getByTestId('chart-content').style.transform).toBe('scale(0.9)');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Org chart canvas' }), { key: '+' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByRole('button', { name: 'Reset zoom, 110%' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset zoom, 110%' }));
    expect(screen.getByTestId('chart-content').style.transform).toBe('');
  });
});
