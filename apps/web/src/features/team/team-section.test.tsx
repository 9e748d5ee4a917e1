import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember, TeamResponse } from '@foursight/shared/contract/team';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { TeamSection } from './team-section';

const member = (contactName: string, role: TeamMember['role'], isYou = false): TeamMember => ({
  id: crypto.randomUUID(),
  contactName,
  email: `${contactName.split(' ')[0]!.toLowerCase()}@acme.test`,
  role,
  createdAt: '2026-01-10T10:00:00.000Z',
  isYou,
});

function stubTeam(members: TeamMember[]) {
  const team: TeamResponse = { members, invitations: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, team))),
  );
}

function renderAsOwner() {
  return renderPage(
    <SessionRoleProvider role="owner">
      <TeamSection />
    </SessionRoleProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Settings › Team', () => {
  it('does not offer the only owner a role change or removal, and says why', async () => {
    stubTeam([member('Meera Iyer', 'owner', true), member('Vikram Nair', 'editor')]);
    renderAsOwner();
    const colleagues = await screen.findByRole('list', { name: 'Colleagues' });
    const [me, vikram] = within(colleagues).getAllByRole('listitem');

    const myRole = within(me!).getByRole('combobox', { name: 'Role of Meera Iyer' });
    const removeMe = within(me!).getByRole('button', { name: 'Remove Meera Iyer' });
    expect(myRole).toBeDisabled();
    expect(removeMe).toBeDisabled();
    expect(within(me!).getByText('You are the only owner')).toBeInTheDocument();
    // The reason is read out with the disabled controls.
    expect(myRole).toHaveAccessibleDescription('You are the only owner');
    expect(removeMe).toHaveAccessibleDescription('You are the only owner');

    // Everyone else can still be changed or removed.
    expect(within(vikram!).getByRole('combobox', { name: 'Role of Vikram Nair' })).toBeEnabled();
    expect(within(vikram!).getByRole('button', { name: 'Remove Vikram Nair' })).toBeEnabled();
    expect(within(vikram!).queryByText(/only owner/)).not.toBeInTheDocument();
  });

  it('offers every owner both controls once there is a second owner', async () => {
    stubTeam([member('Meera Iyer', 'owner', true), member('Vikram Nair', 'owner')]);
    renderAsOwner();
    const colleagues = await screen.findByRole('list', { name: 'Colleagues' });
    expect(
      within(colleagues)
        .getAllByRole('combobox')
        .every((select) => !select.hasAttribute('disabled')),
    ).toBe(true);
    expect(within(colleagues).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    for (const button of within(colleagues).getAllByRole('button', { name: /^Remove / })) expect(button).toBeEnabled();
    expect(screen.queryByText(/only owner/)).not.toBeInTheDocument();
  });
});
