import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, ERROR_CODES, type ErrorCode } from '@foursight/shared/errors';
import { defineRoutes } from '@foursight/shared/contract/route';
import { registerErrorHandler, STATUS_BY_CODE } from './error-handler.ts';
import type { AppDeps } from '../app-deps.ts';
import { registerRoute } from './route.ts';

// Public routes open during maintenance: this app has no database, and these tests are about error mapping.
const routes = defineRoutes({
  create: {
    method: 'POST',
    path: '/things',
    auth: 'public',
    duringMaintenance: true,
    body: z.object({ email: z.email(), name: z.string().min(2), tags: z.array(z.string()).optional() }),
    response: z.object({ ok: z.boolean() }),
  },
  badResponse: {
    method: 'GET',
    path: '/bad-response',
    auth: 'public',
    duringMaintenance: true,
    response: z.object({ count: z.number() }),
  },
});

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get<{ Params: { code: ErrorCode } }>('/fail/:code', (request) => {
    throw new AppError(request.params.code, `Failure ${request.params.code}`);
  });
  app.get('/crash', () => {
    throw new Error('secret connection string postgres://user:pw@db');
  });
  const deps = {} as AppDeps;
  registerRoute(app, deps, routes.create, () => Promise.resolve({ ok: true }));
  registerRoute(app, deps, routes.badResponse, () =>
    Promise.resolve({ count: 'many' } as unknown as { count: number }),
  );
  await app.ready();
});

afterAll(() => app.close());

describe('error handler', () => {
  it.each(ERROR_CODES)('answers AppError %s with its status and a typed body', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
    expect(response.statusCode).toBe(STATUS_BY_CODE[code]);
    expect(response.json()).toEqual({ success: false, code, message: `Failure ${code}` });
  });

  it('maps every code to a distinct meaning: 4xx for the caller, 5xx for us', () => {
    expect(STATUS_BY_CODE.VALIDATION_FAILED).toBe(400);
    expect(STATUS_BY_CODE.UNAUTHENTICATED).toBe(401);
    expect(STATUS_BY_CODE.FORBIDDEN).toBe(403);
    expect(STATUS_BY_CODE.NOT_FOUND).toBe(404);
    expect(STATUS_BY_CODE.CONFLICT).toBe(409);
    expect(STATUS_BY_CODE.RATE_LIMITED).toBe(429);
    expect(STATUS_BY_CODE.INTERNAL).toBe(500);
  });

  it('names the field that failed its schema', async () => {
    const response = await app.inject({
      method: 'POST',
      headers: { origin: 'http://localhost' },
      url: '/things',
      payload: { email: 'not-an-email', name: 'Jo' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^email: /);
    expect(Object.keys(body.fields)).toEqual(['email']);
  });

  it('names nested fields with a dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      headers: { origin: 'http://localhost' },
      url: '/things',
      payload: { email: 'a@b.co', name: 'Jo', tags: ['x', 5] },
    });
    expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['tags.1']);
  });

  it('answers malformed JSON with 400 and a plain message, no stack', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { origin: 'http://localhost', 'content-type': 'text/xml' },
      payload: '<x/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ code: string }>().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      headers: { origin: 'http://localhost' },
      url: '/things',
      payload: { email: 'a@b.co', name: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ code: string }>().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('hides the details of an unexpected error', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(response.body).not.toContain('postgres://');
  });

  it('treats a response that breaks its own contract as our fault, without leaking it', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('many');
  });
});
