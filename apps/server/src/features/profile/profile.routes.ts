import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@foursight/shared/contract/profile';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import {
  changePassword,
  chooseLanguage,
  editProfile,
  getProfile,
  listActiveSessions,
  signOutOtherSessions,
} from './profile.service.ts';

export function profilePlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, profileRoutes.getProfile, async ({ actor: session }) => {
    return { success: true, user: await getProfile(deps, session) };
  });

  registerRoute(app, deps, profileRoutes.updateProfile, async ({ body, actor: session }, request) => {
    const user = await editProfile(deps, session, body, request.ip);
    return { success: true, message: 'Profile updated successfully.', user };
  });

  registerRoute(app, deps, profileRoutes.setLanguage, async ({ body, actor: session }) => ({
    success: true,
    message: 'Language saved.',
    user: await chooseLanguage(deps, session, body.language),
  }));

  registerRoute(app, deps, profileRoutes.changePassword, async ({ body, actor: session }, request) => {
    await changePassword(deps, session, body, request.ip);
    return { success: true, message: 'Password changed successfully.' };
  });

  registerRoute(app, deps, profileRoutes.listSessions, async ({ actor: session }) => ({
    success: true,
    sessions: await listActiveSessions(deps, session),
  }));

  registerRoute(app, deps, profileRoutes.signOutOtherSessions, async ({ actor: session }, request) => {
    const signedOut = await signOutOtherSessions(deps, session, request.ip);
    return {
      success: true,
      signedOut,
      message: signedOut === 1 ? 'Signed out 1 other session.' : `Signed out ${signedOut} other sessions.`,
    };
  });
}
