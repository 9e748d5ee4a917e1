import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '@/lib/lazy-component';
import { CHUNK_RETRY_DELAYS_MS } from '@/lib/load-chunk';
import { withChunkErrorCard } from './chunk-error-boundary';

const ALL_RETRIES_MS = CHUNK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

/** The boundary above: what an error the card does not take reaches. */
class Above extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    return error === null ? (
      this.props.children
    ) : (
      <p>above caught {error instanceof Error ? `${error.name}: ${error.message}` : 'a non-error'}</p>
    );
  }
}

/** The app's own router is declarative (BrowserRouter), with no error element of its own. */
function renderAt(path: string, element: ReactNode) {
  let navigate: NavigateFunction | undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <Above>
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <Suspense fallback={<p>waiting</p>}>{element}</Suspense>
      </MemoryRouter>
    </Above>,
  );
  return { navigate: (to: string) => void navigate?.(to) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('withChunkErrorCard', () => {
  it('shows the card until the person goes to another page, then loads the code afresh', async () => {
    let attempts = 0;
    const Screen = withChunkErrorCard(
      lazyComponent(() => {
        attempts += 1;
        return attempts <= 3
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
          : Promise.resolve(() => <h1>Reports</h1>);
      }),
    );
    const router = renderAt('/reports', <Screen />);
    await act(() => vi.advanceTimersByTimeAsync(ALL_RETRIES_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(attempts).toBe(3);

    act(() => router.navigate('/reports/7'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(attempts).toBe(4);
  });

  it('leaves errors other than a failed load to the boundary above', async () => {
    function Broken(): ReactNode {
      throw new RangeError('a bug in the screen');
    }
    const Screen = withChunkErrorCard(lazyComponent(() => Promise.resolve(Broken)));
    renderAt('/reports', <Screen />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('above caught RangeError: a bug in the screen')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('preloads the code as the component it wraps does', async () => {
    const load = vi.fn(() => Promise.resolve(() => <h1>Pricing</h1>));
    const Screen = withChunkErrorCard(lazyComponent(load));
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    renderAt('/pricing', <Screen />);
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });
});
