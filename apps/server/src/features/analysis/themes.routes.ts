import type { FastifyInstance } from 'fastify';
import { themesRoutes } from '@foursight/shared/contract/themes';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { correctThemes, listThemes } from './themes.service.ts';

/** A SWOT's themes as records, and a person's corrections of them (editors and owners: the route table's default). */
export function themesPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, themesRoutes.list, ({ params, actor }) => listThemes(deps, actor.companyId, params.id));

  registerRoute(app, deps, themesRoutes.update, ({ params, body, actor }, request) =>
    correctThemes(
      deps,
      actor,
      params.id,
      { kind: 'update', themeId: params.themeId, label: body.label, hidden: body.hidden },
      request.ip,
    ),
  );

  registerRoute(app, deps, themesRoutes.merge, ({ params, body, actor }, request) =>
    correctThemes(deps, actor, params.id, { kind: 'merge', themeId: params.themeId, from: body.from }, request.ip),
  );

  registerRoute(app, deps, themesRoutes.split, ({ params, body, actor }, request) =>
    correctThemes(
      deps,
      actor,
      params.id,
      { kind: 'split', themeId: params.themeId, statements: body.statements, label: body.label },
      request.ip,
    ),
  );

  registerRoute(app, deps, themesRoutes.moveStatement, ({ params, body, actor }, request) =>
    correctThemes(deps, actor, params.id, { kind: 'move', statement: body.statement, to: body.to }, request.ip),
  );
}
