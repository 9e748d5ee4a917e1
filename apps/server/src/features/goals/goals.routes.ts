import type { FastifyInstance } from 'fastify';
import { goalsRoutes } from '@foursight/shared/contract/goals';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { generateGoals } from './goal-generation.service.ts';
import { archiveGoal, createGoal, getGoalsList, recordCheckIn, updateGoal } from './goals.service.ts';

export function goalsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, goalsRoutes.list, async ({ query, actor }) =>
    getGoalsList(deps, actor.companyId, query.archived === 'include'),
  );

  registerRoute(app, deps, goalsRoutes.generate, async ({ actor }) => generateGoals(deps, actor.companyId));

  registerRoute(app, deps, goalsRoutes.create, async ({ body, actor }) => ({
    success: true,
    goal: await createGoal(deps, actor.companyId, body),
  }));

  registerRoute(app, deps, goalsRoutes.update, async ({ params, body, actor }) => ({
    success: true,
    goal: await updateGoal(deps, actor.companyId, params.id, body),
  }));

  registerRoute(app, deps, goalsRoutes.archive, async ({ params, actor }) => ({
    success: true,
    goal: await archiveGoal(deps, actor.companyId, params.id),
  }));

  registerRoute(app, deps, goalsRoutes.checkIn, async ({ params, body, actor }) => ({
    success: true,
    goal: await recordCheckIn(deps, actor.companyId, params.id, body),
  }));
}
