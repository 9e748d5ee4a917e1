import type { FastifyInstance } from 'fastify';
import { participationRoutes } from '@foursight/shared/contract/participation';
import type { AppDeps } from '../../app-deps.ts';
import { createMemoryRateLimiter } from '../../http/rate-limit.ts';
import { registerRoute } from '../../http/route.ts';
import { getParticipationLink, submitResponse } from './participation.service.ts';

export function participationPlugin(app: FastifyInstance, deps: AppDeps): void {
  const limiter = createMemoryRateLimiter(60_000);

  registerRoute(app, deps, participationRoutes.getLink, async ({ params }) => getParticipationLink(deps, params.token));

  registerRoute(app, deps, participationRoutes.submit, async ({ params, body }, request) => {
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
    const { stored } = await submitResponse(deps, params.token, body);
    return {
      success: true,
      message: stored
        ? 'Your SWOT analysis has been submitted successfully'
        : 'Your SWOT analysis was already submitted; it is stored once.',
    };
  });
}
