import type { AppDeps } from '../../app-deps.ts';
import * as responseStore from '../swots/response-store.ts';

/** At most one event per SWOT in this window; what arrives meanwhile goes out once at its end. */
export const ANNOUNCE_WINDOW_MS = 250;

/**
 * Tells the live bus that a SWOT's responses changed, with its committed
 * count. Coalesced per SWOT: the first change goes out at once, changes
 * during the next 250 ms go out together at its end (a burst of 500 answers
 * is a few events, not 500), so a watcher is never more than 250 ms behind.
 */
export function createResponseAnnouncer(deps: AppDeps) {
  const windows = new Map<string, { companyId: string; pending: boolean }>();

  async function send(companyId: string, swotId: string): Promise<void> {
    const [count] = await responseStore.responseCounts(deps.database.db, [swotId]);
    if (!count) return;
    await deps.live.publish({ companyId, swotId, responseCount: count.responseCount });
  }

  function sendLogged(companyId: string, swotId: string): void {
    send(companyId, swotId).catch((error: unknown) => {
      // A lost event costs a watcher one refresh: its page falls back to polling and catches up.
      deps.logger.warn({ err: error, swotId }, 'live event not sent');
    });
  }

  function openWindow(swotId: string): void {
    setTimeout(() => {
      const slot = windows.get(swotId);
      if (!slot) return;
      if (!slot.pending) {
        windows.delete(swotId);
        return;
      }
      slot.pending = false;
      sendLogged(slot.companyId, swotId);
      openWindow(swotId);
    }, ANNOUNCE_WINDOW_MS).unref();
  }

  return {
    /** Call after the responses of these SWOTs committed. */
    announce(companyId: string, swotIds: Iterable<string>): void {
      for (const swotId of new Set(swotIds)) {
        const slot = windows.get(swotId);
        if (slot) {
          slot.pending = true;
          continue;
        }
        windows.set(swotId, { companyId, pending: false });
        sendLogged(companyId, swotId);
        openWindow(swotId);
      }
    },
  };
}
