import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { setMaintenanceSource } from './http/maintenance.ts';
import { setAccountStanding } from './http/session.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerCanonicalPaths } from './http/canonical-path.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { API_SECURITY_HEADERS, registerSecurityHeaders } from './http/security-headers.ts';
import { requestIdOf } from './http/request-id.ts';
import { registerSpa } from './http/spa.ts';
import { accountStanding } from './features/accounts/account-read-model.ts';
import { adminConsolePlugin } from './features/admin/admin-console.routes.ts';
import { adminAuthPlugin } from './features/admin/admin-auth.routes.ts';
import { adminTwoFactorSubjectOf } from './features/admin/admin-auth.service.ts';
import { analysisPlugin } from './features/analysis/analysis.routes.ts';
import { themesPlugin } from './features/analysis/themes.routes.ts';
import { authPlugin } from './features/auth/auth.routes.ts';
import { twoFactorSubjectOf } from './features/auth/sign-in.service.ts';
import { paymentsPlugin } from './features/billing/payments.routes.ts';
import { cmsPlugin } from './features/cms/cms.routes.ts';
import { getMaintenanceState } from './features/cms/cms.service.ts';
import { contactPlugin } from './features/contact/contact.routes.ts';
import { dashboardPlugin } from './features/dashboard/dashboard.routes.ts';
import { comparisonPlugin } from './features/comparison/comparison.routes.ts';
import { goalsPlugin } from './features/goals/goals.routes.ts';
import { directoryPlugin } from './features/directory/directory.routes.ts';
import { healthPlugin } from './features/health/health.routes.ts';
import { createHealthCheck } from './features/health/health.service.ts';
import { installLivenessFastPath } from './features/health/liveness-fast-path.ts';
import { invoicesPlugin } from './features/invoices/invoices.routes.ts';
import { marketingPlugin } from './features/marketing/marketing.routes.ts';
import { notificationsPlugin } from './features/notifications/notifications.routes.ts';
import { participationPlugin } from './features/participation/participation.routes.ts';
import { profilePlugin } from './features/profile/profile.routes.ts';
import { reportsPlugin } from './features/reports/reports.routes.ts';
import { roundsPlugin } from './features/rounds/rounds.routes.ts';
import { settingsPlugin } from './features/settings/settings.routes.ts';
import { sampleSwotPlugin } from './features/sample-swot/sample-swot.routes.ts';
import { swotTitles } from './features/swots/swot-read-model.ts';
import { swotsPlugin } from './features/swots/swots.routes.ts';
import { usagePlugin } from './features/usage/usage.routes.ts';
import { teamPlugin } from './features/team/team.routes.ts';
import { templatesPlugin } from './features/templates/templates.routes.ts';
import { twoFactorPlugin } from './features/two-factor/two-factor.routes.ts';
import { acceptJsonBodiesOnly } from './http/same-origin.ts';
import { parseJsonBodies } from './http/json-body.ts';

export interface BuildAppOptions {
  /** Serve the built web app from config.webDistDir (main.ts does; API tests need not). */
  serveWeb?: boolean;
}

/** Builds the HTTP application on the given dependencies. Tests call it too. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Maintenance mode is one of the site settings the cms feature keeps; the route helper asks it through this.
  setMaintenanceSource(deps, getMaintenanceState);
  setAccountStanding(deps, accountStanding);
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.trustProxy,
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // On shutdown, idle keep-alive sockets close at once; in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const health = createHealthCheck(deps);
  const liveness = installLivenessFastPath(app.server, health, API_SECURITY_HEADERS);
  // While closing, liveness goes through Fastify: a request still in flight or pipelined on a
  // connection answers 503, and idle keep-alive connections are closed, so a load balancer moves on.
  app.addHook('preClose', (done) => {
    liveness.stop();
    done();
  });
  registerSecurityHeaders(app, deps.config.payments);
  // Before any other work: a process that is already late refuses at once rather than queue.
  await registerLoadShedding(app, deps.config.loadShedding);
  // Before any route or guard: then no check can read a path differently from the router.
  registerCanonicalPaths(app);
  await app.register(cookie);
  acceptJsonBodiesOnly(app);
  parseJsonBodies(app);

  healthPlugin(app, deps, health);
  authPlugin(app, deps);
  profilePlugin(app, deps);
  teamPlugin(app, deps);
  adminAuthPlugin(app, deps);
  twoFactorPlugin(app, deps, { user: twoFactorSubjectOf, admin: adminTwoFactorSubjectOf });
  directoryPlugin(app, deps);
  templatesPlugin(app, deps);
  notificationsPlugin(app, deps);
  // Usage is below the SWOTs (they ask it for allowances): its history gets their titles from here.
  usagePlugin(app, deps, swotTitles);
  invoicesPlugin(app, deps);
  paymentsPlugin(app, deps);
  swotsPlugin(app, deps);
  sampleSwotPlugin(app, deps);
  participationPlugin(app, deps);
  settingsPlugin(app, deps);
  analysisPlugin(app, deps);
  themesPlugin(app, deps);
  roundsPlugin(app, deps);
  reportsPlugin(app, deps);
  dashboardPlugin(app, deps);
  goalsPlugin(app, deps);
  comparisonPlugin(app, deps);
  marketingPlugin(app, deps);
  contactPlugin(app, deps);
  adminConsolePlugin(app, deps);
  cmsPlugin(app, deps);

  await registerSpa(app, options.serveWeb ? deps.config.webDistDir : null);
  return app;
}
