import type { ParticipationLink, SubmitResponseRequest } from '@foursight/shared/contract/participation';
import { PARTICIPATION_PATHS } from '@foursight/shared/contract/participation-paths';
import { en } from './messages/en';

/**
 * A failed call. `status` 0 means no answer at all (offline, connection
 * dropped). `message` is the server's own words (English) or, without
 * them, the page's English fallback; what a participant reads is
 * `describeError` (server-messages.ts), in their language.
 */
export class ParticipationError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** From Retry-After, when the server said how long to wait (busy: 503; too many: 429). */
    readonly retryAfterSeconds: number | null = null,
    /** The error code of the server's answer (shared/errors.ts), when it sent one. */
    readonly code: string | null = null,
    /** Whether `message` is the server's words rather than the page's fallback. */
    readonly fromServer = false,
  ) {
    super(message);
  }

  /** Worth trying again shortly: no connection, busy, too many requests, or a gateway between us and the server. */
  get transient(): boolean {
    return (
      this.status === 0 || this.status === 429 || this.status === 502 || this.status === 503 || this.status === 504
    );
  }
}

/** Retry-After is either seconds or an HTTP date. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function fallbackMessage(status: number): string {
  if (status === 503 || status === 429) return en['error.busy'];
  if (status === 502 || status === 504) return en['error.unreachable'];
  return en['error.status'].replace('{status}', String(status));
}

export function pathFor(template: string, token: string): string {
  return template.replace(':token', encodeURIComponent(token));
}

export async function call<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
    text = await response.text();
  } catch {
    throw new ParticipationError(0, en['error.offline']);
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON answer (a proxy's error page, say) is reported by status below.
  }
  if (!response.ok) {
    // A proxy's error page is no message for a participant: say it in words instead.
    const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
    const said = typeof message === 'string' ? message : null;
    throw new ParticipationError(
      response.status,
      said ?? fallbackMessage(response.status),
      retryAfterOf(response),
      typeof code === 'string' ? code : null,
      said !== null,
    );
  }
  return body as T;
}

export function loadLink(token: string): Promise<ParticipationLink> {
  return call(pathFor(PARTICIPATION_PATHS.getLink, token), {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
}

export function submitAnswer(
  token: string,
  body: SubmitResponseRequest,
): Promise<{ success: boolean; message: string }> {
  return call(pathFor(PARTICIPATION_PATHS.submit, token), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
