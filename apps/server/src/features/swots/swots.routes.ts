import type { FastifyInstance } from 'fastify';
import { swotRoutes } from '@foursight/shared/contract/swots';
import { usageRoutes } from '@foursight/shared/contract/usage';
import type { AppDeps } from '../../app-deps.ts';
import { createEventStreams } from '../../http/event-stream.ts';
import { registerRoute } from '../../http/route.ts';
import * as participants from './participants.service.ts';
import { listenForSwotResponses } from './swot-events.service.ts';
import { checkCreateLimit } from './swot-limit.ts';
import * as swots from './swots.service.ts';

export function swotsPlugin(app: FastifyInstance, deps: AppDeps): void {
  const streams = createEventStreams(app);

  registerRoute(app, deps, swotRoutes.swotEvents, async ({ params, actor }, _request, reply) =>
    streams.open(reply, await listenForSwotResponses(deps, actor, params.id)),
  );

  registerRoute(app, deps, usageRoutes.checkLimit, async ({ actor }) => checkCreateLimit(deps, actor.companyId));

  registerRoute(app, deps, swotRoutes.createSwot, async ({ body, actor: session }, request, reply) => {
    const result = await swots.createSwot(deps, session, body, request.ip);
    reply.code(201);
    return { success: true, message: 'SWOT analysis created successfully!', ...result };
  });

  registerRoute(app, deps, swotRoutes.listSwots, async ({ actor }) => {
    const analyses = await swots.listSwots(deps, actor);
    return { analyses, meta: { total: analyses.length } };
  });

  registerRoute(app, deps, swotRoutes.getSwot, async ({ params, actor }) => ({
    success: true,
    swot: await swots.getSwotDetail(deps, actor, params.id),
  }));

  registerRoute(app, deps, swotRoutes.participationQr, async ({ params, actor }) => ({
    success: true,
    ...(await swots.participationQr(deps, actor, params.id)),
  }));

  registerRoute(app, deps, swotRoutes.updateSchedule, async ({ params, body, actor }) => ({
    success: true,
    message: 'Schedule updated.',
    swot: await swots.changeSchedule(deps, actor, params.id, body),
  }));

  registerRoute(app, deps, swotRoutes.updateParticipationSettings, async ({ params, body, actor }) => ({
    success: true,
    message: 'Participation settings saved.',
    swot: await swots.changeParticipationSettings(deps, actor, params.id, body),
  }));

  registerRoute(app, deps, swotRoutes.closeSwot, async ({ params, actor }) => ({
    success: true,
    message: 'The SWOT analysis is closed: no more responses are accepted.',
    swot: await swots.closeSwot(deps, actor, params.id),
  }));

  registerRoute(app, deps, swotRoutes.getParticipants, async ({ params, actor }) => ({
    success: true,
    overview: await participants.getParticipants(deps, actor, params.id),
  }));

  registerRoute(app, deps, swotRoutes.resendInvitation, async ({ params, actor }) => {
    const { showsWhoAnswered } = await participants.resendInvitation(deps, actor, params.id, params.inviteeId);
    // Without per-person answered status the same words for everyone: a resend must not tell who answered.
    const message = showsWhoAnswered
      ? 'Invitation sent again.'
      : 'Invitation sent again, unless this person has already answered.';
    return { success: true, message };
  });

  registerRoute(app, deps, swotRoutes.remindNonResponders, async ({ params, actor }) => {
    const reminded = await participants.remindNonResponders(deps, actor, params.id);
    return {
      success: true,
      message: reminded === 1 ? 'Reminder sent to 1 person.' : `Reminder sent to ${reminded} people.`,
      reminded,
    };
  });
}
