import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@foursight/shared/contract/auth';
import { switchAppLanguage } from '@/lib/i18n';
import { TooltipProvider } from '@/ui/tooltip';
import { SIDEBAR_ENTRIES } from '../navigation';
import { AppShell } from './app-shell';

const user: SessionUser = {
  contactName: 'Asha Mehta',
  email: 'asha@acme.test',
  organizationName: 'Acme',
  plan: 'free',
  role: 'owner',
};

function renderShell(options: { user?: SessionUser; path?: string; onLogout?: () => void } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppShell user={options.user ?? user} onLogout={options.onLogout ?? (() => undefined)}>
            <p>page body</p>
          </AppShell>
        ),
      },
    ],
    { initialEntries: [options.path ?? '/dashboard'] },
  );
  return render(
    <TooltipProvider delayDuration={700}>
      <RouterProvider router={router} />
    </TooltipProvider>,
  );
}

const EXPECTED_LABELS = [
  'Dashboard',
  'Create SWOT',
  'SWOT Management',
  'Reports',
  'Performance Comparison',
  'Manage Users',
  'Manage Usage',
  'Invoices',
  'Org Chart',
  'Email Templates',
  'Strategic Goals',
  'Settings',
  'Profile',
];

describe('AppShell', () => {
  it('lists the thirteen entries in the spec order with their routes', () => {
    renderShell();
    const sidebar = screen.getByTestId('sidebar');
    const links = within(within(sidebar).getByRole('navigation', { name: 'App' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(EXPECTED_LABELS);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SIDEBAR_ENTRIES.map((entry) => entry.path));
  });

  it('highlights the current route', () => {
    renderShell({ path: '/reports' });
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons that keep their names, and expands again', async () => {
    renderShell();
    const sidebar = screen.getByTestId('sidebar');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    const settings = within(sidebar).getByRole('link', { name: 'Settings' });
    expect(settings).not.toHaveTextContent('Settings');
    // Only the avatar shows, so the account button says whose it is in full.
    expect(within(sidebar).getByRole('button', { name: 'Asha Mehta, account menu' })).toBeInTheDocument();
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
    expect(within(sidebar).getByRole('link', { name: 'Settings' })).toHaveTextContent('Settings');
  });

  it('shows the initials, name and e-mail at the bottom, with Profile, Settings and Logout', async () => {
    const onLogout = vi.fn();
    renderShell({ onLogout });
    const sidebar = screen.getByTestId('sidebar');
    // The name starts with what is shown (axe label-content-name-mismatch), then says what the button is.
    const account = within(sidebar).getByRole('button', {
      name: /^Asha Mehta asha@acme\.test\s?, account menu$/,
    });
    expect(account).toHaveTextContent('AM');
    expect(account).toHaveTextContent('Asha Mehta');
    expect(account).toHaveTextContent('asha@acme.test');
    await userEvent.click(account);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Profile', 'Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('falls back to U and "User" when the contact name is missing', () => {
    renderShell({ user: { ...user, contactName: '' } });
    const account = within(screen.getByTestId('sidebar')).getByRole('button', { name: /^User .*, account menu$/ });
    expect(account).toHaveTextContent('U');
    expect(account).toHaveTextContent('User');
  });

  it('opens a slide-over on small screens that closes when an entry is chosen', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('link')
        .filter((link) => EXPECTED_LABELS.includes(link.textContent ?? '')),
    ).toHaveLength(13);
    await userEvent.click(within(dialog).getByRole('link', { name: 'Invoices' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the slide-over from its backdrop', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('sheet-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AppShell in Hindi (issue 32)', () => {
  afterEach(async () => {
    await switchAppLanguage('en');
  });

  it('names the entries, the menu and its own controls in Hindi, and back in English, without a reload', async () => {
    renderShell();
    await switchAppLanguage('hi');
    const nav = await screen.findByRole('navigation', { name: 'ऐप' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.slice(0, 3)).toEqual(['डैशबोर्ड', 'SWOT बनाएं', 'SWOT प्रबंधन']);
    expect(names.join(' ').replaceAll('SWOT', '')).not.toMatch(/[A-Za-z]{3,}/);
    expect(screen.getByRole('button', { name: 'साइडबार छोटा करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Asha Mehta.*खाता मेनू/ })).toBeInTheDocument();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('lang', 'hi');

    await switchAppLanguage('en');
    expect(await screen.findByRole('navigation', { name: 'App' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
