import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from '@foursight/shared/contract/admin-auth';
import { passwordResetRoutes } from '@foursight/shared/contract/password-reset';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { endSession, readSession, startSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@foursight/shared/contract/two-factor';
import { closeSignInChallenge, openSignInChallenge, takeChallengeAttempt } from '../two-factor/sign-in-challenge.ts';
import { requestPasswordReset, resetPassword } from '../auth/password-reset.service.ts';
import { adminPasswordAccounts, adminSignIn, completeAdminSecondFactor, describeAdmin } from './admin-auth.service.ts';

export function adminAuthPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, adminAuthRoutes.login, async ({ body }, request, reply) => {
    const outcome = await adminSignIn(deps, body.email, body.password, request.ip);
    if (outcome.secondFactorRequired) {
      // No session yet: only a short-lived challenge that opens the code step.
      await openSignInChallenge(deps, request, reply, { kind: 'admin', id: outcome.adminId, companyId: null });
      return { success: false, user: null, twoFactorRequired: true, message: TWO_FACTOR_REQUIRED_MESSAGE };
    }
    await startSession(deps, request, reply, { kind: 'admin', adminId: outcome.user.id });
    return { success: true, user: outcome.user, message: 'Signed in successfully.' };
  });

  registerRoute(app, deps, passwordResetRoutes.adminForgot, async ({ body }, request) => ({
    success: true,
    message: await requestPasswordReset(deps, adminPasswordAccounts, body.email, request.ip),
  }));

  registerRoute(app, deps, passwordResetRoutes.adminReset, async ({ body }, request) => {
    await resetPassword(deps, adminPasswordAccounts, body.token, body.password, request.ip);
    return { success: true, message: 'Your password has been changed. Sign in with the new one.' };
  });

  registerRoute(app, deps, adminAuthRoutes.loginTwoFactor, async ({ body }, request, reply) => {
    const challenge = await takeChallengeAttempt(deps, request, reply, 'admin');
    const user = await completeAdminSecondFactor(deps, challenge, body, request.ip);
    await closeSignInChallenge(deps, reply, challenge);
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
