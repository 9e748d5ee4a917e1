import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from '@foursight/shared/contract/settings';
import type { AppDeps } from '../../app-deps.ts';
import { registerRoute } from '../../http/route.ts';
import { testAiKey } from './ai-key-test.ts';
import { getSettings, saveSettings } from './settings.service.ts';

export function settingsPlugin(app: FastifyInstance, deps: AppDeps): void {
  registerRoute(app, deps, settingsRoutes.getSettings, async ({ actor: session }) => {
    return { success: true, settings: await getSettings(deps, session.companyId) };
  });

  registerRoute(app, deps, settingsRoutes.saveSettings, async ({ body, actor: session }, request) => {
    const settings = await saveSettings(deps, session, body, request.ip);
    return { success: true, message: 'Your company configuration has been updated.', settings };
  });

  registerRoute(app, deps, settingsRoutes.testAiKey, async ({ body, actor: session }) => {
    return testAiKey(deps, session.companyId, body.openaiApiKey);
  });
}
