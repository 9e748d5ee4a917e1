import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  participationRoutes,
} from '@foursight/shared/contract/participation';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import { createMemoryRateLimiter } from '../../http/rate-limit.ts';
import { registerRoute } from '../../http/route.ts';
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

const HEADER_FORMAT = 'The Idempotency-Key header must be 16 to 100 letters, digits, "-" or "_".';
const KEYS_DIFFER =
  'The Idempotency-Key header and the idempotencyKey field differ; send one key, or the same in both.';

/**
 * The key from the body or the Idempotency-Key header, under the same format
 * rule. Both may be sent, but must agree: two different keys mean the caller
 * is confused about which submission this is, and guessing could merge two
 * answers or store a retry twice.
 */
function pickIdempotencyKey(fromBody: string | undefined, header: string | string[] | undefined): string | undefined {
  if (header === undefined) return fromBody;
  const parsed = IdempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', HEADER_FORMAT, { [IDEMPOTENCY_KEY_HEADER]: HEADER_FORMAT });
  if (fromBody !== undefined && fromBody !== parsed.data) {
    throw new AppError('VALIDATION_FAILED', KEYS_DIFFER, { idempotencyKey: KEYS_DIFFER });
  }
  return parsed.data;
}
