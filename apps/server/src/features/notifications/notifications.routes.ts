import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from '@foursight/shared/contract/notifications';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { getWhatsAppSetting, listMessages, setWhatsAppSetting } from './notifications.service.ts';

export function notificationsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, notificationRoutes.getWhatsApp, async ({ actor }) => getWhatsAppSetting(deps, actor));

  registerRoute(app, deps, notificationRoutes.setWhatsApp, async ({ body, actor }) =>
    setWhatsAppSetting(deps, actor, body.enabled),
  );

  // Under /api/admin: the admin guard has already checked the admin session.
  registerRoute(app, deps, notificationRoutes.listMessages, async ({ query }) => ({
    messages: await listMessages(deps, query.status),
  }));
}
