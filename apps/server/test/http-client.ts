import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** What a browser on our own origin sends with every API call. */
export const OWN_ORIGIN = 'http://localhost';

export interface ClientOptions {
  cookie?: string;
  /** The caller's address, for throttling and audit tests. */
  ip?: string;
}

/**
 * A small client over app.inject that behaves like the web app in a browser:
 * JSON bodies, the same-origin Origin header on writes, and a cookie jar.
 */
export class TestClient {
  cookie: string | undefined;

  constructor(
    readonly app: FastifyInstance,
    private readonly options: ClientOptions = {},
  ) {
    this.cookie = options.cookie;
  }

  get(url: string, extra: Partial<InjectOptions> = {}) {
    return this.send({ method: 'GET', url, ...extra });
  }

  post(url: string, body?: unknown, extra: Partial<InjectOptions> = {}) {
    return this.send({
      method: 'POST',
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...extra,
    });
  }

  put(url: string, body?: unknown, extra: Partial<InjectOptions> = {}) {
    return this.send({
      method: 'PUT',
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...extra,
    });
  }

  patch(url: string, body?: unknown, extra: Partial<InjectOptions> = {}) {
    return this.send({
      method: 'PATCH',
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      ...extra,
    });
  }

  delete(url: string, extra: Partial<InjectOptions> = {}) {
    return this.send({ method: 'DELETE', url, ...extra });
  }

  async send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (options.method !== 'GET' && !('origin' in headers)) headers.origin = OWN_ORIGIN;
    if (this.cookie && !('cookie' in headers)) headers.cookie = this.cookie;
    const response = await this.app.inject({
      ...options,
      headers,
      ...(this.options.ip ? { remoteAddress: this.options.ip } : {}),
    });
    this.remember(response);
    return response;
  }

  private remember(response: LightMyRequestResponse): void {
    const jar = new Map(
      (this.cookie ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ') || undefined;
  }
}
