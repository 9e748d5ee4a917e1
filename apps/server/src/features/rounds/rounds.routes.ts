import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@foursight/shared/contract/participation';
import { roundsRoutes } from '@foursight/shared/contract/rounds';
import type { AppDeps } from '../../app-deps.ts';
import { createMemoryRateLimiter } from '../../http/rate-limit.ts';
import { createEventStreams } from '../../http/event-stream.ts';
import { registerRoute } from '../../http/route.ts';
import { pickIdempotencyKey } from '../participation/idempotency-key.ts';
import { listenForBallots } from './round-events.service.ts';
import { makeVoterToken, readVoterToken, VOTER_COOKIE, voterCookieOptions } from './round-device-cookie.ts';
import { getBallot, vote } from './round-votes.service.ts';
import { createFeedbackRound } from './round-feedback.service.ts';
import { getRoundResults, latestPriorities } from './round-results.service.ts';
import { closeRound, createRound, listRounds } from './rounds.service.ts';

/** A SWOT's later rounds: the organiser's side (editors start and close, viewers read) and the ballot's. */
export function roundsPlugin(app: FastifyInstance, deps: AppDeps): void {
  const limiter = createMemoryRateLimiter(60_000);
  const streams = createEventStreams(app);

  // A SWOT's rounds, live: each ballot's new count (the organiser's round card), never a vote.
  registerRoute(app, deps, roundsRoutes.events, async ({ params, actor }, _request, reply) =>
    streams.open(reply, await listenForBallots(deps, actor.companyId, params.id)),
  );

  registerRoute(app, deps, roundsRoutes.create, async ({ params, body, actor }, request, reply) => {
    const created = await createRound(deps, actor, params.id, body, request.ip);
    void reply.code(201);
    return created;
  });
  registerRoute(app, deps, roundsRoutes.feedback, async ({ params, body, actor }, request, reply) => {
    const created = await createFeedbackRound(deps, actor, params.id, params.roundId, body, request.ip);
    void reply.code(201);
    return created;
  });
  registerRoute(app, deps, roundsRoutes.latest, ({ actor }) => latestPriorities(deps, actor.companyId));
  registerRoute(app, deps, roundsRoutes.list, ({ params, actor }) => listRounds(deps, actor.companyId, params.id));
  registerRoute(app, deps, roundsRoutes.close, ({ params, actor }, request) =>
    closeRound(deps, actor, params.id, params.roundId, request.ip),
  );
  registerRoute(app, deps, roundsRoutes.results, ({ params, actor }) =>
    getRoundResults(deps, actor.companyId, params.id, params.roundId),
  );

  registerRoute(app, deps, roundsRoutes.ballot, ({ params }, request) =>
    getBallot(deps, params.token, readVoterToken(request.cookies[VOTER_COOKIE])),
  );

  registerRoute(app, deps, roundsRoutes.vote, async ({ params, body }, request, reply) => {
    limiter.hit(
      `address:${request.ip}:${params.token}`,
      deps.config.submitAddressLimitPerMinute,
      'Too many votes from your network in the last minute. Please wait a minute and try again.',
    );
    const idempotencyKey = pickIdempotencyKey(body.idempotencyKey, request.headers[IDEMPOTENCY_KEY_HEADER]);
    const carried = readVoterToken(request.cookies[VOTER_COOKIE]);
    const voterToken = carried ?? makeVoterToken();
    const { stored, link } = await vote(deps, params.token, { ...body, idempotencyKey }, voterToken);
    if (link === 'shared' && !carried) {
      void reply.setCookie(VOTER_COOKIE, voterToken, voterCookieOptions(params.token, request.protocol === 'https'));
    }
    return {
      success: true,
      message: stored ? 'Thank you: your vote has been counted.' : 'Your vote was already counted; it is stored once.',
    };
  });
}
