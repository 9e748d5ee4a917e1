import type { FastifyInstance } from 'fastify';
import { contactRoutes } from '@foursight/shared/contract/contact';
import type { AppDeps } from '../../app-deps.ts';
import { createMemoryRateLimiter } from '../../http/rate-limit.ts';
import { registerRoute } from '../../http/route.ts';
import { receiveContactMessage } from './contact.service.ts';

/** At most this many messages per address per hour (per process). */
const PER_ADDRESS_PER_HOUR = 5;

export function contactPlugin(app: FastifyInstance, deps: AppDeps): void {
  const limiter = createMemoryRateLimiter(60 * 60 * 1000);

  registerRoute(app, deps, contactRoutes.sendContact, async ({ body }, request) => {
    limiter.hit(
      request.ip,
      PER_ADDRESS_PER_HOUR,
      'You have sent several messages already. Please try again in an hour.',
    );
    await receiveContactMessage(deps, body, request.ip);
    return { success: true, message: "Thank you for your message. We'll get back to you soon." };
  });
}
