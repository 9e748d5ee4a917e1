import { createElement, lazy, type ComponentType } from 'react';
import { ChunkLoadError, loadChunk } from './load-chunk';

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
 *
 * A load that fails is retried (loadChunk); when every retry has failed, the
 * render throws ChunkLoadError for an error boundary to show (see
 * app/chunk-error-boundary.tsx).
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  const start = () => {
    // A failed load may be tried again by the next preload, or by a render after its retry().
    loading ??= loadChunk(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        // React.lazy keeps a rejection for good, which is what the render after the failure must
        // see (else it would start another load); a fresh one lets a later render load again.
        if (error instanceof ChunkLoadError) error.retry = () => (Suspending = suspendingOn(start));
        throw error;
      },
    );
    return loading;
  };
  let Suspending = suspendingOn(start);
  function Lazy(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Suspending, props);
  }
  return Object.assign(Lazy, { preload: () => start().then(() => undefined) });
}

function suspendingOn<Props extends object>(start: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await start() }));
}
