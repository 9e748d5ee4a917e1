import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from '@foursight/shared/contract/admin-auth';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { endSession, readSession, requireAdmin, startSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { adminSignIn, describeAdmin } from './admin-auth.service.ts';

/** These answer without an admin session; every other /api/admin/* path requires one. */
const OPEN_ADMIN_PATHS = new Set<string>([adminAuthRoutes.login.path, adminAuthRoutes.getSession.path]);

export function adminAuthPlugin(app: FastifyInstance, deps: AppDeps): void {
  // The admin role is checked here, on the server, for every admin call,
  // including paths that do not exist (so they reveal nothing).
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if ((path === '/api/admin' || path.startsWith('/api/admin/')) && !OPEN_ADMIN_PATHS.has(path)) {
      await requireAdmin(deps, request);
    }
  });

  registerRoute(app, adminAuthRoutes.login, async ({ body }, request, reply) => {
    const user = await adminSignIn(deps, body.email, body.password, request.ip);
    await startSession(deps, request, reply, { kind: 'admin', adminId: user.id });
    return { success: true, user, message: 'Signed in successfully.' };
  });

  registerRoute(app, adminAuthRoutes.logout, async (_input, request, reply) => {
    const session = await readSession(deps, request, 'admin');
    await endSession(deps, request, reply, 'admin');
    if (session) {
      await recordAudit(deps.database.db, {
        action: 'ADMIN_SIGN_OUT',
        actorType: 'admin',
        actorId: session.adminId,
        entityType: 'admin',
        entityId: session.adminId,
        ipAddress: request.ip,
      });
    }
    return { success: true, message: 'Signed out.' };
  });

  registerRoute(app, adminAuthRoutes.getSession, async (_input, request) => {
    const session = await readSession(deps, request, 'admin');
    const user = session ? await describeAdmin(deps, session.adminId) : null;
    return { authenticated: user !== null, user };
  });
}
