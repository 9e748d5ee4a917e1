import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from '@foursight/shared/contract/admin-auth';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { endSession, readSession, startSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { adminSignIn, describeAdmin } from './admin-auth.service.ts';

export function adminAuthPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, adminAuthRoutes.login, async ({ body }, request, reply) => {
    const user = await adminSignIn(deps, body.email, body.password, request.ip);
    await startSession(deps, request, reply, { kind: 'admin', adminId: user.id });
    return { success: true, user, message: 'Signed in successfully.' };
  });

  registerRoute(app, deps, adminAuthRoutes.logout, async (_input, request, reply) => {
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

  registerRoute(app, deps, adminAuthRoutes.getSession, async (_input, request) => {
    const session = await readSession(deps, request, 'admin');
    const user = session ? await describeAdmin(deps, session.adminId) : null;
    return { authenticated: user !== null, user };
  });
}
