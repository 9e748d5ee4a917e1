import http from 'node:http';

/** Request shapes the route-table sweep sends: bodies with one bad field, other spellings of a path, raw requests. */

/** The dotted paths of every string in a sample body. */
export function stringFields(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringFields(item, path ? `${path}.${key}` : key));
}

export function withValue(body: unknown, field: string, value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = field.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/** Other spellings of an /api/ path that a router or a proxy might read as the same route. */
export function spellingsOf(url: string): string[] {
  const rest = url.slice('/api/'.length);
  const escape = (letter: string, hex = letter.charCodeAt(0).toString(16)) => `%${hex.toUpperCase()}`;
  return [
    `/%61pi/${rest}`,
    `/api/${rest.replace(/[a-z]/, (letter) => escape(letter))}`,
    `/api/${rest.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`,
    `/api//${rest}`,
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `${url};x=1`,
    `/api\\${rest}`,
  ];
}

export function sendRaw(base: string, method: string, path: string, cookie: string | undefined, body: unknown) {
  const origin = new URL(base).origin;
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${base}/`,
      {
        method,
        path,
        headers: {
          origin,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}
