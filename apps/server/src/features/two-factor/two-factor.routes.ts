import type { FastifyInstance } from 'fastify';
import { TWO_FACTOR_ROUTES_BY_SUBJECT } from '@foursight/shared/contract/two-factor';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import type { AdminSession, UserSession } from '../../http/session.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  type ConfirmingSubject,
} from './two-factor.service.ts';

type Routes = (typeof TWO_FACTOR_ROUTES_BY_SUBJECT)[keyof typeof TWO_FACTOR_ROUTES_BY_SUBJECT];

/**
 * The two-factor settings of both kinds of account: the same five routes
 * and the same service, under /api/profile (organisers, 'organiser') and
 * /api/admin (the platform admin, 'admin'). The subject comes from the
 * checked session only.
 */
export function twoFactorPlugin(app: FastifyInstance, deps: AppDeps, subjects: TwoFactorSubjects): void {
  const subjectOf = (actor: UserSession | AdminSession): Promise<ConfirmingSubject> =>
    actor.kind === 'user' ? subjects.user(deps, actor) : subjects.admin(deps, actor);
  registerSettings(app, deps, subjectOf, TWO_FACTOR_ROUTES_BY_SUBJECT.user);
  registerSettings(app, deps, subjectOf, TWO_FACTOR_ROUTES_BY_SUBJECT.admin);
}

/**
 * Each kind of account knows its own e-mail and password, and its feature says so: auth for organisers,
 * admin for the platform admin. Both sit above two-factor (their sign-in asks it for the second step), so
 * they hand these over where the app is composed (app.ts).
 */
export interface TwoFactorSubjects {
  user: (deps: AppDeps, session: UserSession) => Promise<ConfirmingSubject>;
  admin: (deps: AppDeps, session: AdminSession) => Promise<ConfirmingSubject>;
}

function registerSettings(
  app: FastifyInstance,
  deps: AppDeps,
  subjectOf: (actor: UserSession | AdminSession) => Promise<ConfirmingSubject>,
  routes: Routes,
): void {
  registerRoute(app, deps, routes.getStatus, async ({ actor }) => ({
    success: true,
    twoFactor: await getTwoFactorStatus(deps, await subjectOf(actor)),
  }));

  registerRoute(app, deps, routes.startSetup, async ({ actor, body }, request) => {
    const setup = await startTwoFactorSetup(deps, await subjectOf(actor), body.password, request.ip);
    return {
      success: true,
      ...setup,
      message: 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.',
    };
  });

  registerRoute(app, deps, routes.enable, async ({ actor, body }, request) => {
    const recoveryCodes = await enableTwoFactor(deps, await subjectOf(actor), body.code, request.ip);
    return {
      success: true,
      recoveryCodes,
      message: 'Two-factor authentication is on. Keep these recovery codes somewhere safe: each works once.',
    };
  });

  registerRoute(app, deps, routes.disable, async ({ actor, body }, request) => {
    await disableTwoFactor(deps, await subjectOf(actor), body, request.ip);
    return { success: true, message: 'Two-factor authentication is off.' };
  });

  registerRoute(app, deps, routes.regenerateRecoveryCodes, async ({ actor, body }, request) => {
    const recoveryCodes = await regenerateRecoveryCodes(deps, await subjectOf(actor), body, request.ip);
    return {
      success: true,
      recoveryCodes,
      message: 'New recovery codes. The old ones no longer work.',
    };
  });
}
