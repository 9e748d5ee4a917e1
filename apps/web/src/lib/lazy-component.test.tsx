import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component';

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
    await expect(first).rejects.toThrow('dropped connection');
    await expect(second).rejects.toThrow('dropped connection');

    attempt = deferred<typeof Greeting>();
    const retry = Lazy.preload();
    expect(calls).toBe(2);
    attempt.resolve(Greeting);
    await retry;
  });
});
