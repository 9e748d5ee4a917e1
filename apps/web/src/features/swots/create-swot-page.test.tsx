import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionRoleProvider } from '@/lib/session-role';
import { renderPage } from '../../../test/render-page';
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
});
