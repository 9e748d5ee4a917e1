import type { LiveBus } from './live-bus.ts';

/** Listeners of this process, called in turn; one failing listener does not stop the others. */
export function createListenerSet<Event>() {
  const listeners = new Set<(event: Event) => void>();
  return {
    add(listener: (event: Event) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event: Event): void {
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
  const responses = createListenerSet<Parameters<LiveBus['publish']>[0]>();
  const linkSettings = createListenerSet<Parameters<LiveBus['publishLinkSettings']>[0]>();
  const ballots = createListenerSet<Parameters<LiveBus['publishBallots']>[0]>();
  return {
    publish: (event) => {
      responses.emit(event);
      return Promise.resolve();
    },
    subscribe: (listener) => responses.add(listener),
    listenerCount: () => responses.size(),
    publishBallots: (event) => {
      ballots.emit(event);
      return Promise.resolve();
    },
    subscribeBallots: (listener) => ballots.add(listener),
    publishLinkSettings: (event) => {
      linkSettings.emit(event);
      return Promise.resolve();
    },
    subscribeLinkSettings: (listener) => linkSettings.add(listener),
    close: () => {
      responses.clear();
      linkSettings.clear();
      ballots.clear();
      return Promise.resolve();
    },
  };
}
