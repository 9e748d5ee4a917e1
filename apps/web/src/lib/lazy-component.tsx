import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code arrives on demand, and can be asked for ahead of need. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Starts fetching and running the component's code; resolves when it can render without waiting. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy, but once the code has arrived (preloaded, or shown once)
 * the component renders at once. React.lazy suspends at least once on first
 * render even when its module is already loaded, and React then holds the
 * revealed content back for up to 300 ms after the fallback (its Suspense
 * throttle): that was most of the "Loading..." after signing in.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () => {
    // A failed load (a dropped connection) may be tried again by the next render or preload.
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(async () => ({ default: await start() }));
  function Lazy(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  return Object.assign(Lazy, { preload: () => start().then(() => undefined) });
}
