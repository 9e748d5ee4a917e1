import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import type { BallotsChanged, LinkSettingsChanged, LiveBus, ResponsesChanged } from './live-bus.ts';
import { createListenerSet } from './memory-live-bus.ts';

/** The one channel every process listens on. */
export const LIVE_CHANNEL = 'foursight_live';

const ResponsesPayloadSchema = z.object({
  companyId: z.string(),
  swotId: z.string(),
  responseCount: z.number().int().nonnegative(),
});

/** Told apart from a responses payload by `kind`. */
const BallotsPayloadSchema = z.object({
  kind: z.literal('ballots'),
  companyId: z.string(),
  swotId: z.string(),
  roundId: z.string(),
  ballotCount: z.number().int().nonnegative(),
});

/** Told apart from a responses payload by `kind`; `from` is the publishing bus, which told its own listeners already. */
const LinkSettingsPayloadSchema = z.object({
  kind: z.literal('link-settings'),
  swotId: z.string(),
  from: z.string(),
});

/**
 * LISTEN/NOTIFY: a publish is a NOTIFY through the pool; each process holds
 * one listening connection (opened on the first subscriber of any kind)
 * and hands every notification to its local listeners: responses and ballots
 * events its own included, link-settings events only from other processes (the
 * publisher told its own before the NOTIFY). A payload is a few ids and a
 * number, far below NOTIFY's 8000-byte limit.
 */
export function createPostgresLiveBus(database: DatabaseHandle): LiveBus {
  const responses = createListenerSet<ResponsesChanged>();
  const linkSettings = createListenerSet<LinkSettingsChanged>();
  const ballots = createListenerSet<BallotsChanged>();
  const busId = randomUUID();
  let listening: Promise<{ close: () => Promise<void> }> | null = null;

  function deliver(payload: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const link = LinkSettingsPayloadSchema.safeParse(parsed);
    if (link.success) {
      if (link.data.from !== busId) linkSettings.emit({ swotId: link.data.swotId });
      return;
    }
    const ballot = BallotsPayloadSchema.safeParse(parsed);
    if (ballot.success) {
      const { kind: _kind, ...event } = ballot.data;
      ballots.emit(event);
      return;
    }
    const event = ResponsesPayloadSchema.safeParse(parsed);
    if (event.success) responses.emit(event.data);
  }

  function startListening() {
    listening ??= database.listen!(LIVE_CHANNEL, deliver);
    // A failed start is retried by the next subscriber.
    listening.catch(() => {
      listening = null;
    });
  }

  function notify(payload: object): Promise<unknown> {
    return database.executeSql('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(payload)]);
  }

  return {
    publish: async (event) => {
      await notify({ companyId: event.companyId, swotId: event.swotId, responseCount: event.responseCount });
    },
    subscribe: (listener) => {
      startListening();
      return responses.add(listener);
    },
    listenerCount: () => responses.size(),
    publishBallots: async (event) => {
      await notify({ kind: 'ballots', ...event });
    },
    subscribeBallots: (listener) => {
      startListening();
      return ballots.add(listener);
    },
    publishLinkSettings: async (event) => {
      linkSettings.emit(event);
      await notify({ kind: 'link-settings', swotId: event.swotId, from: busId });
    },
    subscribeLinkSettings: (listener) => {
      startListening();
      return linkSettings.add(listener);
    },
    close: async () => {
      responses.clear();
      linkSettings.clear();
      ballots.clear();
      const current = listening;
      listening = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
