import type { ParticipationLink, SubmitResponseRequest } from '@foursight/shared/contract/participation';
import { PARTICIPATION_PATHS } from '@foursight/shared/contract/participation-paths';

export class ParticipationError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function pathFor(template: string, token: string): string {
  return template.replace(':token', encodeURIComponent(token));
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { credentials: 'include', ...init });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON answer (a proxy's error page, say) is reported by status below.
  }
  if (!response.ok) {
    const message =
      (body as { message?: string } | null)?.message ?? `${response.status}: ${text || response.statusText}`;
    throw new ParticipationError(response.status, message);
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
