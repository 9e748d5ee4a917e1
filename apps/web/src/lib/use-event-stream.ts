import { useEffect, useRef, useState } from 'react';
import { HEARTBEAT_EVENT, HEARTBEAT_INTERVAL_MS } from '@foursight/shared/contract/route';

export interface EventStreamHandlers {
  /** By event name: called with each event's parsed data (unknown: the caller validates it). */
  events: Record<string, (data: unknown) => void>;
  /** The stream opened again after a drop: events may have been missed, so refresh what they would have. */
  onReconnect?: () => void;
}

/** Without a heartbeat for this long, the stream counts as blocked (a buffering proxy) and polling takes over. */
const SILENT_AFTER_MS = HEARTBEAT_INTERVAL_MS * 2.5;
/** A drop the browser has not repaired within this long turns polling back on. */
const RECONNECT_GRACE_MS = 5_000;
/** After the server refused the stream (EventSource gives up), try a new one this much later. */
const REOPEN_AFTER_MS = 30_000;

/**
 * Listens to a server-sent event stream (EventSource, which reconnects by
 * itself after a drop) and answers whether it is live. Callers poll while it
 * is not: before it opens, when the browser or a proxy blocks it, and while
 * a drop lasts longer than a few seconds. Null path: nothing to listen to.
 */
export function useEventStream(path: string | null, handlers: EventStreamHandlers): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(handlers);
  // The newest handlers, without reopening the stream each render.
  useEffect(() => {
    latest.current = handlers;
  });
  const names = Object.keys(handlers.events).sort().join(',');

  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let opened = false;
    let lastHeard = Date.now();
    let grace: ReturnType<typeof setTimeout> | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const heard = () => {
      lastHeard = Date.now();
      clearTimeout(grace);
      setLive(true);
    };
    const connect = () => {
      const current = new EventSource(path, { withCredentials: true });
      source = current;
      current.onopen = () => {
        if (opened) latest.current.onReconnect?.();
        opened = true;
        heard();
      };
      current.addEventListener(HEARTBEAT_EVENT, heard);
      for (const name of names.split(',').filter(Boolean)) {
        current.addEventListener(name, (event) => {
          heard();
          let data: unknown;
          try {
            data = JSON.parse((event as MessageEvent<string>).data);
          } catch {
            return;
          }
          latest.current.events[name]?.(data);
        });
      }
      current.onerror = () => {
        if (current.readyState === EventSource.CLOSED) {
          setLive(false);
          reopen = setTimeout(connect, REOPEN_AFTER_MS);
        } else {
          clearTimeout(grace);
          grace = setTimeout(() => setLive(false), RECONNECT_GRACE_MS);
        }
      };
    };
    const watchdog = setInterval(() => {
      if (Date.now() - lastHeard > SILENT_AFTER_MS) setLive(false);
    }, HEARTBEAT_INTERVAL_MS / 2);
    connect();
    return () => {
      source?.close();
      clearTimeout(grace);
      clearTimeout(reopen);
      clearInterval(watchdog);
      setLive(false);
    };
  }, [path, names]);

  return live;
}
