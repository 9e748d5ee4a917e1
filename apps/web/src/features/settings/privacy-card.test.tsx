import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@foursight/shared/contract/settings';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { PrivacyCard } from './privacy-card';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

describe('Privacy card', () => {
  it('refuses a threshold below 3 without sending it, and saves only the privacy section', async () => {
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const body = JSON.parse(init!.body as string) as { privacy: { anonymityThreshold: number } };
      return Promise.resolve(
        jsonResponse(200, { success: true, message: 'Saved', settings: { privacy: body.privacy } }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderPage(<PrivacyCard threshold={5} canChange />);
    const input = screen.getByLabelText('Anonymity threshold (N)');
    expect(input).toHaveValue(5);
    expect(input).toHaveAttribute('name', 'anonymityThreshold');
    expect(input).toHaveAttribute('min', '3');

    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByRole('button', { name: 'Save privacy' }));
    expect(await screen.findByText('At least 3 responses')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '7');
    await user.click(screen.getByRole('button', { name: 'Save privacy' }));
    expect(await screen.findByText('Privacy saved')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/settings');
    // Only this section: the branding form's unsaved edits are not sent over (an omitted section stays as stored).
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      privacy: { anonymityThreshold: 7, showWhoAnswered: false },
    });
    expect(screen.queryByText('At least 3 responses')).not.toBeInTheDocument();
  });

  it('lets an owner switch on per-person answered status, off until then', async () => {
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      const body = JSON.parse(init!.body as string) as { privacy: unknown };
      return Promise.resolve(
        jsonResponse(200, { success: true, message: 'Saved', settings: { privacy: body.privacy } }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderPage(<PrivacyCard threshold={5} canChange />);
    const toggle = screen.getByRole('switch', { name: /Show per person who answered/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save privacy' }));
    expect(await screen.findByText('Privacy saved')).toBeInTheDocument();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      privacy: { anonymityThreshold: 5, showWhoAnswered: true },
    });
    expect(screen.getByRole('switch', { name: /Show per person who answered/ })).toBeChecked();
  });

  it('shows the threshold and the choice to someone who is not an owner, with nothing to change', () => {
    renderPage(<PrivacyCard threshold={6} showWhoAnswered canChange={false} />);
    expect(screen.getByText('6')).toBeInTheDocument();
    expect(screen.getByText('shown per person')).toBeInTheDocument();
    expect(screen.getByText(/An owner of this account can change this/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save privacy' })).not.toBeInTheDocument();
  });

  it.each<[OrganiserRole, boolean]>([
    ['owner', true],
    ['editor', false],
    ['viewer', false],
  ])('on the Settings page offers the switch to an owner only (as %s: %s)', async (role, offered) => {
    const settings: Settings = {
      colorScheme: null,
      isConfigured: true,
      companyInfo: { name: 'Acme', logo: null, website: '', description: 'Tools', timezone: 'Asia/Kolkata' },
      aiConfig: { enableAiAnalysis: false, hasApiKey: false, apiKeyHint: null },
      privacy: { anonymityThreshold: 5, showWhoAnswered: false },
      configurationStatus: { companyInfo: true, ai: false },
      plan: 'free',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, { success: true, settings }))),
    );
    renderPage(
      <SessionRoleProvider role={role}>
        <SettingsPage />
      </SessionRoleProvider>,
    );
    expect(await screen.findByText('Privacy')).toBeInTheDocument();
    expect(screen.queryAllByRole('switch', { name: /Show per person who answered/ })).toHaveLength(offered ? 1 : 0);
    if (!offered) expect(screen.getByText('counts only, per person not shown')).toBeInTheDocument();
  });
});
