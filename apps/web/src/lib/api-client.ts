import {
  buildPath,
  type RouteDefinition,
  type RouteRequest,
  type RouteResponse,
} from '@foursight/shared/contract/route';
import { ErrorResponseSchema, type ErrorCode, type ErrorResponse, type FieldErrors } from '@foursight/shared/errors';

/**
 * A non-success answer. `message` follows the spec (part 1 §8): the status, a
 * colon and a space, then the body text or the status text. `serverMessage`,
 * `code` and `fields` come from our JSON error body when there is one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage: string | null,
    readonly code: ErrorCode | null,
    readonly fields: FieldErrors | undefined,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** A 401 answer resolves to null instead of throwing (spec part 1 §7). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

type Call = <R extends RouteDefinition>(
  route: R,
  request?: RouteRequest<R>,
  options?: CallOptions,
) => Promise<RouteResponse<R> | null>;

/**
 * Calls one route of the contract. Conventions of spec part 1 §7: session
 * cookies always sent; JSON with a JSON content type only when there is a
 * body; reads bypass the HTTP cache; anything but 2xx is an ApiError.
 */
export const apiCall: Call = async (route, request, options = {}) => {
  const { params, query, body } = (request ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  let url = buildPath(route.path, params);
  const search = toSearchParams(query);
  if (search) url += `?${search}`;

  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const init: RequestInit = { method: route.method, credentials: 'include', headers, signal: options.signal ?? null };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (route.method === 'GET') init.cache = 'no-store';

  const response = await fetch(url, init);
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  const text = await response.text();
  if (!response.ok) throw toApiError(response, text);
  return (text ? JSON.parse(text) : null) as never;
};

/** Same as apiCall for routes that never answer null (no on401 option). */
export async function api<R extends RouteDefinition>(
  route: R,
  request?: RouteRequest<R>,
  options?: Omit<CallOptions, 'on401'>,
): Promise<RouteResponse<R>> {
  return (await apiCall(route, request, options)) as RouteResponse<R>;
}

function toSearchParams(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      search.set(key, String(value));
  }
  return search.toString();
}

function toApiError(response: Response, text: string): ApiError {
  const message = `${response.status}: ${text || response.statusText}`;
  const errorBody = parseErrorBody(text);
  return new ApiError(response.status, message, errorBody?.message ?? null, errorBody?.code ?? null, errorBody?.fields);
}

function parseErrorBody(text: string): ErrorResponse | null {
  try {
    const parsed = ErrorResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The message to show a person: the server's own words when it sent some. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
