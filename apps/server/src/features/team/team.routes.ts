import type { FastifyInstance } from 'fastify';
import { teamRoutes } from '@foursight/shared/contract/team';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { startSession } from '../../http/session.ts';
import { acceptInvitation, inviteColleague, previewInvitation, revokeInvitation } from './team-invitations.service.ts';
import { changeRole, getTeam, removeMember } from './team.service.ts';

/** Colleagues who sign in: the team in Settings (owners manage it) and the invitation page. */
export function teamPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, teamRoutes.getTeam, ({ actor }) => getTeam(deps, actor));

  registerRoute(app, deps, teamRoutes.invite, async ({ actor, body }, request, reply) => {
    const invitation = await inviteColleague(deps, actor, body, request.ip);
    void reply.status(201);
    return { success: true, message: `Invitation sent to ${invitation.email}.`, invitation };
  });

  registerRoute(app, deps, teamRoutes.revokeInvitation, async ({ actor, params }, request) => {
    await revokeInvitation(deps, actor, params.invitationId, request.ip);
    return { success: true, message: 'Invitation withdrawn.' };
  });

  registerRoute(app, deps, teamRoutes.changeRole, async ({ actor, params, body }, request) => {
    const member = await changeRole(deps, actor, params.memberId, body.role, request.ip);
    return { success: true, message: `${member.contactName} is now ${body.role}.`, member };
  });

  registerRoute(app, deps, teamRoutes.removeMember, async ({ actor, params }, request) => {
    await removeMember(deps, actor, params.memberId, request.ip);
    return { success: true, message: 'Colleague removed. Their sessions have ended.' };
  });

  registerRoute(app, deps, teamRoutes.previewInvitation, ({ params }) => previewInvitation(deps, params.token));

  registerRoute(app, deps, teamRoutes.acceptInvitation, async ({ params, body }, request, reply) => {
    const joined = await acceptInvitation(deps, params.token, body, request.ip);
    await startSession(deps, request, reply, { kind: 'user', userId: joined.userId, companyId: joined.companyId });
    return { success: true, message: `Welcome to ${joined.user.organizationName}.`, user: joined.user };
  });
}
