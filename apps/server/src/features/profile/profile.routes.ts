import type { FastifyInstance } from 'fastify';
import { profileRoutes } from '@foursight/shared/contract/profile';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { requireUser } from '../../http/session.ts';
import { changePassword, editProfile, getProfile } from './profile.service.ts';

export function profilePlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, profileRoutes.getProfile, async (_input, request) => {
    const session = await requireUser(deps, request);
    return { success: true, user: await getProfile(deps, session) };
  });

  registerRoute(app, profileRoutes.updateProfile, async ({ body }, request) => {
    const session = await requireUser(deps, request);
    const user = await editProfile(deps, session, body, request.ip);
    return { success: true, message: 'Profile updated successfully.', user };
  });

  registerRoute(app, profileRoutes.changePassword, async ({ body }, request) => {
    const session = await requireUser(deps, request);
    await changePassword(deps, session, body, request.ip);
    return { success: true, message: 'Password changed successfully.' };
  });
}
