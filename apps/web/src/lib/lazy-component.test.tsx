import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';
import { CHUNK_RETRY_DELAYS_MS, ChunkLoadError } from './load-chunk';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Shows what reached it, so a failed load is an assertion rather than an uncaught error. */
class Caught extends Component<
  { children: ReactNode; onCaught?: (error: ChunkLoadError) => void },
  { error: unknown }
> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.onCaught?.(error);
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <p>
        caught{' '}
        {error instanceof ChunkLoadError ? 'ChunkLoadError' : error instanceof Error ? error.message : 'a non-error'}
      </p>
    );
  }
}

const ALL_RETRIES_MS = CHUNK_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);

/** A loader whose first `failures` calls fail as a dropped chunk request does. */
function failingTimes(failures: number) {
  let calls = 0;
  return vi.fn(() => {
    calls += 1;
    return calls <= failures
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
      : Promise.resolve(Greeting);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyComponent', () => {
  it('shows the fallback until the code arrives, then the component', async () => {
    const code = deferred<typeof Greeting>();
    const Lazy = lazyComponent(() => code.promise);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    code.resolve(Greeting);
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ravi')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('fetches the code once however often it is asked for, and again after a failure', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let attempt = deferred<typeof Greeting>();
    const Lazy = lazyComponent(() => {
      calls += 1;
      return attempt.promise;
    });
    const first = Lazy.preload();
    const second = Lazy.preload();
    expect(calls).toBe(1);
    attempt.reject(new Error('dropped connection'));
    const failed = Promise.all([
      expect(first).rejects.toBeInstanceOf(ChunkLoadError),
      expect(second).rejects.toBeInstanceOf(ChunkLoadError),
    ]);
    await vi.advanceTimersByTimeAsync(ALL_RETRIES_MS);
    await failed;
    expect(calls).toBe(1 + CHUNK_RETRY_DELAYS_MS.length);

    attempt = deferred<typeof Greeting>();
    const retry = Lazy.preload();
    expect(calls).toBe(2 + CHUNK_RETRY_DELAYS_MS.length);
    attempt.resolve(Greeting);
    await retry;
  });

  it('retries a load that fails twice, then renders the component', async () => {
    vi.useFakeTimers();
    const load = failingTimes(2);
    const Lazy = lazyComponent(load);
    render(
      <Caught>
        <Suspense fallback={<p>waiting</p>}>
          <Lazy name="Meera" />
        </Suspense>
      </Caught>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ALL_RETRIES_MS));
    expect(screen.getByText('Hello Meera')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with a ChunkLoadError after the retries, keeps it, and loads afresh after its retry()', async () => {
    vi.useFakeTimers();
    const load = failingTimes(3);
    const Lazy = lazyComponent(load);
    let caught: ChunkLoadError | undefined;
    const view = (key: string) => (
      <Caught key={key} onCaught={(error) => (caught = error)}>
        <Suspense fallback={<p>waiting</p>}>
          <Lazy name="Kabir" />
        </Suspense>
      </Caught>
    );
    const { rerender } = render(view('first'));
    await act(() => vi.advanceTimersByTimeAsync(ALL_RETRIES_MS));
    expect(screen.getByText('caught ChunkLoadError')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);

    // Shown again before retry(): the failure stands, and nothing is fetched.
    rerender(view('second'));
    await act(() => vi.advanceTimersByTimeAsync(ALL_RETRIES_MS));
    expect(screen.getByText('caught ChunkLoadError')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);

    act(() => caught?.retry());
    rerender(view('third'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Hello Kabir')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
