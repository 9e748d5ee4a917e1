import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { RegisterPage } from './register-page';

const TAKEN = 'taken@acme.test';

/**
 * A server where one e-mail is taken and everything else is free; registration succeeds. With
 * `holdChecks`, availability answers wait until `releaseChecks()` (a slow network, without timing).
 */
function stubServer({ checksRefused = false, holdChecks = false } = {}) {
  const calls: { url: string; body: unknown }[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (holdChecks && url === '/api/check-duplicate') await released;
    return answer(url, init);
  });
  function answer(url: string, init?: RequestInit): Response {
    const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ url, body });
    if (url === '/api/check-duplicate') {
      if (checksRefused) {
        return jsonResponse(429, { success: false, code: 'RATE_LIMITED', message: 'Too many availability checks.' });
      }
      const { value } = body as { value: string };
      return value === TAKEN
        ? jsonResponse(200, { available: false, message: 'An account with this email already exists.' })
        : jsonResponse(200, { available: true, message: 'Available' });
    }
    if (url === '/api/register')
      return jsonResponse(201, { success: true, message: 'Your account is ready.', user: {} });
    return jsonResponse(404, {});
  }
  vi.stubGlobal('fetch', fetchMock);
  return Object.assign(calls, { releaseChecks: release });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillValidForm(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Organization Name/), 'Acme Widgets');
  await user.type(screen.getByLabelText(/^Contact Name/), 'Asha Mehta');
  await user.type(screen.getByLabelText(/^Email Address/), email);
  await user.type(screen.getByLabelText(/^Password/), 'quiet meadow lantern 42');
  await user.type(screen.getByLabelText(/^Full Address/), '12 MG Road');
  await user.type(screen.getByLabelText(/^Official Domain/), 'acme-widgets.example');
  await user.type(screen.getByLabelText(/^Mobile Number/), '+91 98450 12345');
  await user.type(screen.getByLabelText(/^Country/), 'India');
  await user.type(screen.getByLabelText(/^State/), 'Karnataka');
  await user.type(screen.getByLabelText(/^City/), 'Bengaluru');
  await user.type(screen.getByLabelText(/^ZIP \/ PIN Code/), '560001');
  return user;
}

describe('registration form', () => {
  it('checks a value once, 500 ms after typing stops, with the trimmed value', async () => {
    const calls = stubServer();
    renderPage(<RegisterPage />, '/register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email Address/), `  ${TAKEN} `);
    expect(screen.getByText('Checking availability...')).toBeInTheDocument();
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    const checks = calls.filter((call) => call.url === '/api/check-duplicate');
    expect(checks).toEqual([{ url: '/api/check-duplicate', body: { field: 'email', value: TAKEN } }]);
    expect(screen.getByLabelText(/^Email Address/)).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
  });

  it('blocks submission while a value is taken, with the spec toast', async () => {
    const calls = stubServer();
    renderPage(<RegisterPage />, '/register');
    const user = await fillValidForm(TAKEN);
    await screen.findByText('An account with this email already exists.');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Please fix validation errors')).toBeInTheDocument();
    expect(screen.getByText('Some fields have duplicate or invalid values.')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/register')).toBe(false);
  });

  it('waits for the availability checks still running when Start Free Trial is pressed, then registers', async () => {
    const calls = stubServer({ holdChecks: true });
    const { router } = renderPage(<RegisterPage />, '/register');
    const user = await fillValidForm('quick@acme.test');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    // The checks are still out: the form waits, says so, and sends nothing.
    expect(screen.getByRole('button', { name: 'Checking availability...' })).toBeDisabled();
    expect(calls.some((call) => call.url === '/api/register')).toBe(false);
    calls.releaseChecks();
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.filter((call) => call.url === '/api/register')).toHaveLength(1);
  });

  it('waits for a pending check and stops at the field it finds taken', async () => {
    const calls = stubServer({ holdChecks: true });
    renderPage(<RegisterPage />, '/register');
    const user = await fillValidForm(TAKEN);
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(screen.getByRole('button', { name: 'Checking availability...' })).toBeDisabled();
    calls.releaseChecks();
    expect(await screen.findByText('Please fix validation errors')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Email Address/)).toHaveFocus());
    expect(calls.some((call) => call.url === '/api/register')).toBe(false);
  });

  it('names missing fields next to them instead of calling the server', async () => {
    const calls = stubServer();
    renderPage(<RegisterPage />, '/register');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(screen.getByText('Organization name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Organization Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Organization Name/)).toHaveFocus();
    expect(calls.some((call) => call.url === '/api/register')).toBe(false);
  });

  it('registers, says so and goes to /login', async () => {
    const calls = stubServer();
    const { router } = renderPage(<RegisterPage />, '/register');
    const user = await fillValidForm('new@acme.test');
    await waitFor(() => expect(screen.getAllByText('Available')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const registration = calls.find((call) => call.url === '/api/register');
    expect(registration?.body).toMatchObject({ email: 'new@acme.test', zipCode: '560001', taxNumber: '' });
  });

  it('still submits when the server declines to check (too many checks from this network); registration decides', async () => {
    const calls = stubServer({ checksRefused: true });
    const { router } = renderPage(<RegisterPage />, '/register');
    const user = await fillValidForm('new@acme.test');
    await waitFor(() => expect(screen.getAllByText('We will check this when you submit.')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.some((call) => call.url === '/api/register')).toBe(true);
  });
});
