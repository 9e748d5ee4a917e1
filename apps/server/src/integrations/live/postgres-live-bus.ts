import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import type { LiveBus } from './live-bus.ts';
import { createListenerSet } from './memory-live-bus.ts';

/** The one channel every process listens on. */
export const LIVE_CHANNEL = 'foursight_live';

const PayloadSchema = z.object({
  companyId: z.string(),
  swotId: z.string(),
  responseCount: z.number().int().nonnegative(),
});

/**
 * LISTEN/NOTIFY: a publish is a NOTIFY through the pool; each process holds
 * one listening connection (opened on the first subscriber) and hands every
 * notification, its own included, to its local listeners. A payload is a few
 * ids and a number, far below NOTIFY's 8000-byte limit.
 */
export function createPostgresLiveBus(database: DatabaseHandle): LiveBus {
  const listeners = createListenerSet();
  let listening: Promise<{ close: () => Promise<void> }> | null = null;

  function startListening() {
    listening ??= database.listen!(LIVE_CHANNEL, (payload) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return;
      }
      const event = PayloadSchema.safeParse(parsed);
      if (event.success) listeners.emit(event.data);
    });
    // A failed start is retried by the next subscriber.
    listening.catch(() => {
      listening = null;
    });
  }

  return {
    publish: async (event) => {
      await database.executeSql('SELECT pg_notify($1, $2)', [
        LIVE_CHANNEL,
        JSON.stringify({ companyId: event.companyId, swotId: event.swotId, responseCount: event.responseCount }),
      ]);
    },
    subscribe: (listener) => {
      startListening();
      return listeners.add(listener);
    },
    listenerCount: () => listeners.size(),
    close: async () => {
      listeners.clear();
      const current = listening;
      listening = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
