import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, participationRoutes } from '@foursight/shared/contract/participation';
import type { AppDeps } from '../../app-deps.ts';
import { createMemoryRateLimiter } from '../../http/rate-limit.ts';
import { registerRoute } from '../../http/route.ts';
import { pickIdempotencyKey } from './idempotency-key.ts';
import { DEVICE_COOKIE, deviceCookieOptions, readDeviceToken } from './device-cookie.ts';
import { createSubmissions, getParticipationLink, submitResponse } from './participation.service.ts';

export function participationPlugin(app: FastifyInstance, deps: AppDeps): void {
  const limiter = createMemoryRateLimiter(60_000);
  const submissions = createSubmissions(deps);

  registerRoute(app, deps, participationRoutes.getLink, async ({ params }) => getParticipationLink(deps, params.token));

  registerRoute(app, deps, participationRoutes.submit, async ({ params, body }, request, reply) => {
    limiter.hit(
      `address:${request.ip}:${params.token}`,
      deps.config.submitAddressLimitPerMinute,
      'Too many submissions from your network in the last minute. Please wait a minute and try again.',
    );
    limiter.hit(
      `swot:${params.token}`,
      deps.config.submitFloodLimitPerMinute,
      'This SWOT analysis is receiving a lot of answers right now. Please wait a minute and submit again; your text is still in the form.',
    );
    const idempotencyKey = pickIdempotencyKey(body.idempotencyKey, request.headers[IDEMPOTENCY_KEY_HEADER]);
    const { stored, newDeviceToken } = await submitResponse(
      deps,
      submissions,
      params.token,
      { ...body, idempotencyKey },
      readDeviceToken(request.cookies[DEVICE_COOKIE]),
    );
    if (newDeviceToken) {
      void reply.setCookie(
        DEVICE_COOKIE,
        newDeviceToken,
        deviceCookieOptions(params.token, request.protocol === 'https'),
      );
    }
    return {
      success: true,
      message: stored
        ? 'Your SWOT analysis has been submitted successfully'
        : 'Your SWOT analysis was already submitted; it is stored once.',
    };
  });
}
