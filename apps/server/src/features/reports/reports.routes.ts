import type { FastifyInstance } from 'fastify';
import { reportRoutes } from '@foursight/shared/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import * as exportFiles from './report-exports.service.ts';
import * as reports from './reports.service.ts';

/** Reports and their files; the company id comes from the session only, so another company's id is not found. */
export function reportsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, reportRoutes.listReports, async ({ actor }) => ({
    success: true,
    reports: await reports.listReports(deps, actor.companyId),
  }));

  registerRoute(app, deps, reportRoutes.getReport, async ({ actor, params }) => ({
    success: true,
    report: await reports.getReport(deps, actor.companyId, params.id),
  }));

  registerRoute(app, deps, reportRoutes.generatePdf, async ({ actor, body }) =>
    reports.generatePdf(deps, actor.companyId, body.swotId),
  );

  for (const [route, format] of [
    [reportRoutes.exportPdf, 'pdf'],
    [reportRoutes.exportPptx, 'pptx'],
    [reportRoutes.exportXlsx, 'xlsx'],
    [reportRoutes.exportCsv, 'csv'],
  ] as const) {
    registerRoute(app, deps, route, async ({ actor, params }) =>
      reports.exportReport(deps, actor.companyId, params.id, format),
    );
  }

  registerRoute(app, deps, reportRoutes.listExports, async ({ actor, params }) =>
    exportFiles.listExports(deps, actor.companyId, params.id),
  );

  registerRoute(app, deps, reportRoutes.startExport, async ({ actor, params, body }) => ({
    success: true,
    export: await exportFiles.startExport(deps, actor.companyId, params.id, body.format),
  }));

  registerRoute(app, deps, reportRoutes.getExport, async ({ actor, params }) => ({
    success: true,
    export: await exportFiles.getExport(deps, actor.companyId, params.id, params.exportId),
  }));

  registerRoute(app, deps, reportRoutes.downloadExport, async ({ actor, params }) =>
    exportFiles.downloadExport(deps, actor.companyId, params.id, params.exportId),
  );
}
