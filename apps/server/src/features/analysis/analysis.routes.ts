import type { FastifyInstance } from 'fastify';
import { analysisRoutes } from '@foursight/shared/contract/analysis';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { runAiAnalysisAgain } from './ai-run.service.ts';
import { createAnalysisRequests, getAiAnalysis } from './analysis.service.ts';

export function analysisPlugin(app: FastifyInstance, deps: AppDeps): void {
  const requests = createAnalysisRequests(deps);
  registerRoute(app, deps, analysisRoutes.getAiAnalysis, async ({ params, actor: session }) => {
    return getAiAnalysis(deps, requests, session.companyId, params.id);
  });
  registerRoute(app, deps, analysisRoutes.runAiAnalysis, async ({ params, actor: session }, request) => {
    return runAiAnalysisAgain(deps, requests, session, params.id, request.ip);
  });
}
