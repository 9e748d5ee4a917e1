import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  defineRoutes,
  FileResponseSchema,
  type FileResponse,
  type RouteDefinition,
  type RouteResponse,
} from '@foursight/shared/contract/route';
import type { AppDeps } from '../app-deps.ts';
import { registerErrorHandler } from './error-handler.ts';
import { contentDisposition, registerRoute, signatureRefused } from './route.ts';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * The route helper on its own, with routes of the kinds the product has no
 * instance of yet (a server-to-server webhook) and declarations it must refuse.
 */
const SECRET = 'webhook-secret';
const routes = defineRoutes({
  webhook: {
    method: 'POST',
    path: '/hooks/payment',
    auth: 'signature',
    duringMaintenance: true,
    body: z.object({ event: z.string() }),
    response: z.object({ received: z.string(), bytes: z.number() }),
  },
  page: {
    method: 'GET',
    path: '/files/page',
    auth: 'public',
    duringMaintenance: true,
    response: FileResponseSchema,
  },
  pdf: {
    method: 'GET',
    path: '/files/pdf',
    auth: 'public',
    duringMaintenance: true,
    response: FileResponseSchema,
  },
});

/** Bytes that are not valid UTF-8 and not JSON: a file route must send them untouched. */
const PDF_BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0xff, 0x00, 0x80, 0x0a]);

function sign(body: string): string {
  return createHmac('sha256', SECRET).update(body).digest('hex');
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRoute(
    app,
    {} as AppDeps,
    routes.webhook,
    async ({ body, rawBody }) => Promise.resolve({ received: body.event, bytes: rawBody.length }),
    {
      verifySignature: (rawBody, request) => {
        const given = Buffer.from(String(request.headers['x-signature'] ?? ''));
        const expected = Buffer.from(sign(rawBody.toString('utf8')));
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw signatureRefused();
      },
    },
  );
  registerRoute(app, {} as AppDeps, routes.page, async () =>
    Promise.resolve({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>x</title><p>Bill ₹375</p>',
      fileName: 'Bill "₹375"\r\nX-Evil: 1.html',
    }),
  );
  registerRoute(app, {} as AppDeps, routes.pdf, async () =>
    Promise.resolve({
      contentType: 'application/pdf',
      // A view into a larger buffer: only the view's bytes may be sent.
      body: new Uint8Array([9, 9, ...PDF_BYTES, 9]).subarray(2, 2 + PDF_BYTES.length),
      fileName: 'invoice-FS-2026-27-000001.pdf',
      disposition: 'attachment',
    }),
  );
  await app.ready();
});
afterAll(() => app.close());

describe('a signature route', () => {
  // Spacing a JSON parser would not keep: the signature covers the bytes as sent.
  const payload = '{ "event" : "payment.captured" }';

  it('takes a cross-site call whose signature over the raw body holds, and hands the handler those bytes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/hooks/payment',
      headers: {
        'content-type': 'application/json',
        origin: 'https://api.provider.example',
        'x-signature': sign(payload),
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 'payment.captured', bytes: payload.length });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing or wrong signature with 401 before the handler runs', async () => {
    for (const signature of [undefined, sign('{"event":"payment.captured"}'), 'x']) {
      const response = await app.inject({
        method: 'POST',
        url: '/hooks/payment',
        headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('a file route', () => {
  it('sends an HTML page as it is, with its own strict policy, a safe file name and no caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/page' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('<!doctype html><title>x</title><p>Bill ₹375</p>');
    expect(response.headers['content-security-policy']).toBe(DOCUMENT_CONTENT_SECURITY_POLICY);
    // A page for all that, though under /api/: the page headers, not the API answers' set.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).not.toMatch(/script-src|unsafe-eval/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    // No header injection: the quotes and the line break never reach the header as such.
    expect(response.headers['x-evil']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Bill __375___X-Evil: 1.html"; filename*=UTF-8''Bill%20%22%E2%82%B9375%22%0D%0AX-Evil%3A%201.html`,
    );
  });

  it('sends a PDF byte for byte as an attachment, without the HTML page policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(new Uint8Array(response.rawPayload)).toEqual(PDF_BYTES);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="invoice-FS-2026-27-000001.pdf"; filename*=UTF-8''invoice-FS-2026-27-000001.pdf`,
    );
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('is typed: its handler returns a FileResponse', () => {
    expectTypeOf<RouteResponse<typeof routes.pdf>>().toEqualTypeOf<FileResponse>();
  });

  it('names a file without a name by its disposition alone', () => {
    expect(contentDisposition('attachment')).toBe('attachment');
    expect(contentDisposition('inline', 'résumé.pdf')).toBe(
      `inline; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
    );
  });
});

describe('declarations the helper refuses at start', () => {
  it('refuses a route that does not say who may call it', () => {
    const undeclared = { method: 'GET', path: '/x', response: z.object({}) } as unknown as RouteDefinition;
    expect(() => registerRoute(Fastify(), {} as AppDeps, undeclared, () => Promise.resolve({}))).toThrow(
      'does not declare who may call it',
    );
  });

  it('refuses a signature route without a verifier', () => {
    expect(() =>
      registerRoute(Fastify(), {} as AppDeps, routes.webhook, () => Promise.resolve({ received: '', bytes: 0 })),
    ).toThrow('without a signature verifier');
  });
});
