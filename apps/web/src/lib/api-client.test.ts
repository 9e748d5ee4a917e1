import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoutes } from '@foursight/shared/contract/route';
import { ApiError, api, apiCall } from './api-client';

const routes = defineRoutes({
  read: {
    method: 'GET',
    path: '/api/things/:id',
    auth: 'organiser',
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string() }),
  },
  write: {
    method: 'POST',
    path: '/api/things',
    auth: 'organiser',
    body: z.object({ name: z.string() }),
    response: z.object({ ok: z.boolean() }),
  },
  remove: {
    method: 'DELETE',
    path: '/api/things/:id',
    auth: 'organiser',
    params: z.object({ id: z.string() }),
    response: z.object({ ok: z.boolean() }),
  },
});

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiCall', () => {
  it('reads with credentials and without the HTTP cache', async () => {
    const fetchMock = stubFetch(Response.json({ id: 'a 1' }));
    await expect(api(routes.read, { params: { id: 'a 1' } })).resolves.toEqual({ id: 'a 1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/a%201');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-store' });
    expect((init!.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('sends JSON with a JSON content type when there is a body', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await api(routes.write, { body: { name: 'Acme' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"name":"Acme"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends no content type on a write without a body', async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    await api(routes.remove, { params: { id: '7' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('turns a failure into "status: body" and keeps the server message and code', async () => {
    const body = JSON.stringify({ success: false, code: 'CONFLICT', message: 'That e-mail is taken.' });
    stubFetch(new Response(body, { status: 409, statusText: 'Conflict' }));
    const error = await api(routes.write, { body: { name: 'x' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).serverMessage).toBe('That e-mail is taken.');
    expect((error as ApiError).code).toBe('CONFLICT');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await expect(api(routes.read, { params: { id: '1' } })).rejects.toThrow('502: Bad Gateway');
  });

  it('treats 401 as an error by default, or as an empty result when asked', async () => {
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(api(routes.read, { params: { id: '1' } })).rejects.toThrow('401: Unauthorized');
    stubFetch(new Response('', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiCall(routes.read, { params: { id: '1' } }, { on401: 'returnNull' })).resolves.toBeNull();
  });
});
