import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from '@foursight/shared/contract/notifications';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireUser } from '../../http/session.ts';
import { getWhatsAppSetting, listMessages, setWhatsAppSetting } from './notifications.service.ts';

export function notificationsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, notificationRoutes.getWhatsApp, async (_input, request) =>
    getWhatsAppSetting(deps, await requireUser(deps, request)),
  );

  registerRoute(app, notificationRoutes.setWhatsApp, async ({ body }, request) =>
    setWhatsAppSetting(deps, await requireUser(deps, request), body.enabled),
  );

  // Under /api/admin: the admin guard has already checked the admin session.
  registerRoute(app, notificationRoutes.listMessages, async ({ query }) => ({
    messages: await listMessages(deps, query.status),
  }));
}
