import type { LiveBus, LiveListener, ResponsesChanged } from './live-bus.ts';

/** Listeners of this process, called in turn; one failing listener does not stop the others. */
export function createListenerSet() {
  const listeners = new Set<LiveListener>();
  return {
    add(listener: LiveListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: ResponsesChanged): void {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          // A stream that cannot take an event is closed by its own handler; the rest still hear it.
        }
      }
    },
    size: () => listeners.size,
    clear: () => listeners.clear(),
  };
}

/** The bus of a single process (PGlite): a publish reaches this process's listeners only. */
export function createMemoryLiveBus(): LiveBus {
  const listeners = createListenerSet();
  return {
    publish: (event) => {
      listeners.emit(event);
      return Promise.resolve();
    },
    subscribe: (listener) => listeners.add(listener),
    listenerCount: () => listeners.size(),
    close: () => {
      listeners.clear();
      return Promise.resolve();
    },
  };
}
