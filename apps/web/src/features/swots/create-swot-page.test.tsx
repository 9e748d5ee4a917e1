import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionRoleProvider } from '@/lib/session-role';
import { renderPage } from '../../../test/render-page';
import { createStubServer } from '../../../test/stub-server';
import { CreateSwotPage } from './create-swot-page';

afterEach(() => vi.unstubAllGlobals());

describe('Create SWOT page', () => {
  it('tells a viewer who opens it directly that their role cannot create SWOTs, and loads nothing', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no request expected')));
    vi.stubGlobal('fetch', fetch);
    renderPage(
      <SessionRoleProvider role="viewer">
        <CreateSwotPage />
      </SessionRoleProvider>,
      '/create-swot',
    );
    expect(screen.getByRole('heading', { name: 'Create SWOT' })).toBeInTheDocument();
    expect(screen.getByText('Your role (Viewer) cannot create SWOTs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to SWOT Management' })).toHaveAttribute('href', '/swot-management');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create/ })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says the plan's number of SWOTs is reached, in the plan's own name, and offers no Create", async () => {
    const stub = createStubServer('owner');
    const limit = {
      canCreate: false,
      currentCount: 12,
      limit: 50,
      plan: 'growth',
      reason: 'swots',
      swotCount: 3,
      swotLimit: 3,
      planName: 'Growth',
    };
    vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) =>
      input.toString().includes('/api/swot/check-limit')
        ? Promise.resolve(new Response(JSON.stringify(limit), { headers: { 'content-type': 'application/json' } }))
        : stub.fetch(input, init),
    );
    renderPage(
      <SessionRoleProvider role="owner">
        <CreateSwotPage />
      </SessionRoleProvider>,
      '/create-swot',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your Growth plan allows 3 SWOT analyses, and your organisation already has 3, so no new SWOT can be created.',
    );
    expect(screen.getByRole('link', { name: 'Upgrade in Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('button', { name: /Create SWOT/ })).toBeDisabled();
  });
});
