import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDefinition, RouteInput, RouteResponse } from '@foursight/shared/contract/route';

export type RouteHandler<R extends RouteDefinition> = (
  input: RouteInput<R>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteResponse<R>>;

/**
 * Registers a route from its contract: the same zod schemas validate the
 * request and serialise the response, so the wire shape cannot drift from
 * packages/shared. Handlers get parsed input and return the response body.
 */
export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  definition: R,
  handler: RouteHandler<R>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    schema: {
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: { '2xx': definition.response, 503: definition.response },
    },
    handler: (request, reply) => {
      const input = {
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body,
      } as RouteInput<R>;
      return handler(input, request, reply);
    },
  });
}
