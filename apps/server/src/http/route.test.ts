import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoutes, type RouteDefinition } from '@foursight/shared/contract/route';
import type { AppDeps } from '../app-deps.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRoute, signatureRefused } from './route.ts';

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
});

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
