import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRoutes } from '@foursight/shared/contract/auth';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { TwoFactorCodeStep } from './two-factor-code-step';

afterEach(() => vi.unstubAllGlobals());

function stubServer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderStep() {
  const handlers = { onSignedIn: vi.fn(), onStartOver: vi.fn(), onFailure: vi.fn() };
  renderPage(<TwoFactorCodeStep route={authRoutes.loginTwoFactor} {...handlers} />);
  return handlers;
}

describe('two-factor code step', () => {
  it('offers a numeric one-time-code field named like the API, and a recovery code instead', async () => {
    stubServer(200, {});
    renderStep();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('name', 'code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.getByLabelText('Recovery code')).toHaveAttribute('name', 'recoveryCode');
    expect(screen.getByRole('button', { name: 'Use your authenticator app instead' })).toBeInTheDocument();
  });

  it('checks the code in the browser, sends it without spaces, and signs in', async () => {
    const answer = { success: true, user: { email: 'a@b.test' }, message: 'Signed in successfully.' };
    const fetchMock = stubServer(200, answer);
    const handlers = renderStep();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Authentication code'), '3 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(handlers.onSignedIn).toHaveBeenCalledWith(answer));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/login/two-factor');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ code: '123456' });
  });

  it("puts the server's refusal on the field and gives focus back to it", async () => {
    stubServer(401, {
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'That code is not right, or was already used. Wait for the next one and try again.',
      fields: { code: 'That code is not right.' },
    });
    const handlers = renderStep();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Authentication code')).toHaveAccessibleDescription('That code is not right.'),
    );
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
    expect(handlers.onFailure).toHaveBeenCalled();
    expect(handlers.onStartOver).not.toHaveBeenCalled();
  });

  it('goes back to the password when the sign-in expired', async () => {
    const message = 'Your sign-in has expired. Please enter your email and password again.';
    stubServer(401, { success: false, code: 'UNAUTHENTICATED', message });
    const handlers = renderStep();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(handlers.onStartOver).toHaveBeenCalledWith(message));
  });
});
