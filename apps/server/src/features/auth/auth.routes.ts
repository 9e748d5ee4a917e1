import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@foursight/shared/contract/auth';
import { passwordResetRoutes } from '@foursight/shared/contract/password-reset';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { endSession, readSession, startSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@foursight/shared/contract/two-factor';
import { closeSignInChallenge, openSignInChallenge, takeChallengeAttempt } from '../two-factor/sign-in-challenge.ts';
import { checkDuplicate, describeSessionUser, register } from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { completeSecondFactor, signIn } from './sign-in.service.ts';
import { userPasswordAccounts } from './user-password-accounts.ts';

export function authPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, authRoutes.register, async ({ body }, request, reply) => {
    const user = await register(deps, body, request.ip);
    void reply.status(201);
    return { success: true, message: 'Registration successful!', user };
  });

  registerRoute(app, deps, authRoutes.checkDuplicate, ({ body }, request) =>
    checkDuplicate(deps, body.field, body.value, request.ip),
  );

  registerRoute(app, deps, authRoutes.login, async ({ body }, request, reply) => {
    const outcome = await signIn(deps, body.email, body.password, request.ip);
    if (outcome.secondFactorRequired) {
      // No session yet: only a short-lived challenge that opens the code step.
      await openSignInChallenge(deps, request, reply, {
        kind: 'user',
        id: outcome.userId,
        companyId: outcome.companyId,
      });
      return { success: false, user: null, twoFactorRequired: true, message: TWO_FACTOR_REQUIRED_MESSAGE };
    }
    // A fresh session id at every sign-in: a token planted before sign-in is worthless after it.
    await startSession(deps, request, reply, { kind: 'user', userId: outcome.userId, companyId: outcome.companyId });
    return { success: true, user: outcome.user, message: 'Signed in successfully.', firstSignIn: outcome.firstSignIn };
  });

  registerRoute(app, deps, authRoutes.loginTwoFactor, async ({ body }, request, reply) => {
    const challenge = await takeChallengeAttempt(deps, request, reply, 'user');
    const signedIn = await completeSecondFactor(deps, challenge, body, request.ip);
    await closeSignInChallenge(deps, reply, challenge);
    await startSession(deps, request, reply, { kind: 'user', userId: signedIn.userId, companyId: signedIn.companyId });
    return {
      success: true,
      user: signedIn.user,
      message: 'Signed in successfully.',
      firstSignIn: signedIn.firstSignIn,
    };
  });

  registerRoute(app, deps, authRoutes.logout, async (_input, request, reply) => {
    const session = await readSession(deps, request, 'user');
    await endSession(deps, request, reply, 'user');
    if (session) {
      await recordAudit(deps.database.db, {
        action: 'SIGN_OUT',
        actorType: 'user',
        actorId: session.userId,
        companyId: session.companyId,
        entityType: 'user',
        entityId: session.userId,
        ipAddress: request.ip,
      });
    }
    return { success: true, message: 'Signed out.' };
  });

  registerRoute(app, deps, passwordResetRoutes.forgot, async ({ body }, request) => ({
    success: true,
    message: await requestPasswordReset(deps, userPasswordAccounts, body.email, request.ip),
  }));

  registerRoute(app, deps, passwordResetRoutes.reset, async ({ body }, request) => {
    await resetPassword(deps, userPasswordAccounts, body.token, body.password, request.ip);
    return { success: true, message: 'Your password has been changed. Sign in with the new one.' };
  });

  registerRoute(app, deps, authRoutes.getStatus, async (_input, request) => {
    const session = await readSession(deps, request, 'user');
    const user = session ? await describeSessionUser(deps, session.companyId, session.userId) : null;
    return { authenticated: user !== null, user };
  });
}
