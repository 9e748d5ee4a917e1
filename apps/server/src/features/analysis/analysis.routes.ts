import type { FastifyInstance } from 'fastify';
import { analysisRoutes } from '@foursight/shared/contract/analysis';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { createAnalysisRequests, getAiAnalysis } from './analysis.service.ts';

export function analysisPlugin(app: FastifyInstance, deps: AppDeps): void {
  const requests = createAnalysisRequests(deps);
  registerRoute(app, deps, analysisRoutes.getAiAnalysis, async ({ params, actor: session }) => {
    return getAiAnalysis(deps, requests, session.companyId, params.id);
  });
}
