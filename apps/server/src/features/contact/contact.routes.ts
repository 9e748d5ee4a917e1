import type { FastifyInstance } from 'fastify';
import { contactRoutes } from '@foursight/shared/contract/contact';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { receiveContactMessage } from './contact.service.ts';

export function contactPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, contactRoutes.sendContact, async ({ body }, request) => {
    await receiveContactMessage(deps, body, request.ip);
    return { success: true, message: "Thank you for your message. We'll get back to you soon." };
  });
}
