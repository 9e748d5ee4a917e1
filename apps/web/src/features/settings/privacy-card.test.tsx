import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { PrivacyCard } from './privacy-card';

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
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({ privacy: { anonymityThreshold: 7 } });
    expect(screen.queryByText('At least 3 responses')).not.toBeInTheDocument();
  });

  it('shows the threshold to someone who is not an owner, with nothing to change', () => {
    renderPage(<PrivacyCard threshold={6} canChange={false} />);
    expect(screen.getByText('6')).toBeInTheDocument();
    expect(screen.getByText(/An owner of this account can change this/)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save privacy' })).not.toBeInTheDocument();
  });
});
