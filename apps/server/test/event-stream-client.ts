import http from 'node:http';

export interface ReceivedEvent {
  event: string;
  data: string;
}

export interface EventStreamClient {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body when the server refused (not 200). */
  refusal: string;
  /** Every event received so far, in order. */
  events: ReceivedEvent[];
  /** The raw text received so far (comments and retry included). */
  text: () => string;
  /** Resolves with the first event (received so far or later) that matches, or rejects after timeoutMs. */
  waitFor: (match: (event: ReceivedEvent) => boolean, timeoutMs: number) => Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/**
 * Opens a server-sent event stream over a real socket, as EventSource would
 * (app.inject waits for the end of a response, and a stream has none).
 */
export function openEventStream(base: string, path: string, cookie?: string): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, agent: false },
      (response) => {
        response.setEncoding('utf8');
        let raw = '';
        let buffer = '';
        const events: ReceivedEvent[] = [];
        const waiters = new Set<() => void>();
        let endedResolve: () => void;
        const ended = new Promise<void>((done) => (endedResolve = done));
        response.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const lines = block.split('\n');
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
            const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
            if (data.length > 0) events.push({ event, data: data.join('\n') });
          }
          for (const waiter of [...waiters]) waiter();
        });
        response.on('end', () => endedResolve());
        response.on('close', () => endedResolve());
        const client: EventStreamClient = {
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          refusal: '',
          events,
          text: () => raw,
          ended,
          waitFor: (match, timeoutMs) =>
            new Promise((found, fail) => {
              const check = () => {
                const hit = events.find(match);
                if (!hit) return;
                waiters.delete(check);
                clearTimeout(timer);
                found(hit);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no matching event within ${timeoutMs} ms; received: ${raw}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
          close: () => request.destroy(),
        };
        if (client.statusCode !== 200) {
          response.on('end', () => resolve({ ...client, refusal: raw }));
          return;
        }
        resolve(client);
      },
    );
    request.on('error', reject);
  });
}
