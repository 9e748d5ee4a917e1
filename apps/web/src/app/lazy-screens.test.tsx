import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_DELAYS_MS } from '@/lib/load-chunk';
import { AdminLoginPage, RegisterPage } from './lazy-screens';
import { PUBLIC_PAGES } from './public-pages';

// Each screen's module fails to load as a chunk request does when the connection drops, as often as set here.
const failures = vi.hoisted(() => ({ adminLogin: 2, register: Infinity, faq: Infinity }));
const attempts = vi.hoisted(() => ({ adminLogin: 0, register: 0, faq: 0 }));
function failOrLoad<Module>(screen: keyof typeof failures, module: Module): Module {
  attempts[screen] += 1;
  if (attempts[screen] <= failures[screen]) throw new TypeError('Failed to fetch dynamically imported module');
  return module;
}
vi.mock('./admin-login', () => failOrLoad('adminLogin', { AdminLogin: () => <h1>Admin sign in</h1> }));
vi.mock('@/features/auth/register-page', () => failOrLoad('register', { RegisterPage: () => <h1>Register</h1> }));
vi.mock('@/features/marketing/faq-page', () => failOrLoad('faq', { FaqPage: () => <h1>FAQ</h1> }));

const ALL_RETRIES_MS = CHUNK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

/** What an error that nothing in the app caught would leave: the test's own last resort. */
class Uncaught extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>blank page</p> : this.props.children;
  }
}

async function renderScreen(Screen: ComponentType, path: string) {
  render(
    <Uncaught>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>waiting</p>}>
          <Screen />
        </Suspense>
      </MemoryRouter>
    </Uncaught>,
  );
  await act(() => vi.advanceTimersByTimeAsync(ALL_RETRIES_MS));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("a screen's chunk that fails to load", () => {
  it('is retried, and the screen shows when a retry loads', async () => {
    await renderScreen(AdminLoginPage, '/admin');
    expect(screen.getByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(attempts.adminLogin).toBe(3);
  });

  it.each([
    ['an app screen', RegisterPage, '/register'],
    ['a public page', PUBLIC_PAGES.find((page) => page.path === '/faq')!.Page, '/faq'],
  ])('shows a card with Reload on %s when every retry fails', async (_case, Screen, path) => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await renderScreen(Screen, path);
    const card = screen.getByRole('alert');
    expect(card).toHaveTextContent('This page could not be loaded');
    expect(card).toHaveTextContent('The connection dropped or the server was busy.');
    expect(screen.queryByText('blank page')).not.toBeInTheDocument();

    vi.useRealTimers();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
