import type { SaveSettingsRequestSchema, Settings } from '@foursight/shared/contract/settings';
import { hexToHslTriplet, HSL_TRIPLET, type ColorScheme } from '@foursight/shared/domain/theme';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { maskSecret } from '../../integrations/secrets/secret-box.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { checkLogo } from './logo.ts';
import * as repository from './settings.repository.ts';

export async function getSettings(deps: AppDeps, companyId: string): Promise<Settings> {
  const row = await repository.readSettings(deps.database.db, companyId);
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.');
  return toSettings(row);
}

type SaveSettings = z.output<typeof SaveSettingsRequestSchema>;

/**
 * Saves the Settings form. A new key is sealed before it is stored and is
 * never read back to the browser; an empty key field keeps the saved one.
 * Switching AI on without any key is refused, as the Configuration Status
 * would otherwise claim something untrue.
 */
export async function saveSettings(
  deps: AppDeps,
  session: UserSession,
  input: SaveSettings,
  ip: string,
): Promise<Settings> {
  const logo = checkLogo(input.companyInfo.logo);
  const current = await repository.readSettings(deps.database.db, session.companyId);
  if (!current) throw new AppError('NOT_FOUND', 'Company not found.');

  const newKey = input.aiConfig.openaiApiKey?.trim() || null;
  let aiKeySealed = current.settings?.aiKeySealed ?? null;
  let aiKeyHint = current.settings?.aiKeyHint ?? null;
  if (input.aiConfig.removeApiKey) {
    aiKeySealed = null;
    aiKeyHint = null;
  }
  if (newKey) {
    aiKeySealed = deps.secrets.seal(newKey);
    aiKeyHint = maskSecret(newKey);
  }
  if (input.aiConfig.enableAiAnalysis && !aiKeySealed) {
    const message = 'Add your OpenAI API key to switch on AI analysis.';
    throw new AppError('VALIDATION_FAILED', message, { 'aiConfig.openaiApiKey': message });
  }

  await repository.writeSettings(
    deps.database.db,
    session.companyId,
    {
      colorScheme: toColorScheme(input.colorScheme),
      displayName: input.companyInfo.name,
      website: input.companyInfo.website,
      description: input.companyInfo.description,
      timezone: input.companyInfo.timezone,
      logo,
      aiEnabled: input.aiConfig.enableAiAnalysis,
      aiKeySealed,
      aiKeyHint,
    },
    deps.now(),
  );
  await recordAudit(deps.database.db, {
    action: 'SETTINGS_UPDATED',
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'company_settings',
    entityId: session.companyId,
    ipAddress: ip,
    // What changed about the key, never the key.
    metadata: {
      aiEnabled: input.aiConfig.enableAiAnalysis,
      aiKeyChanged: Boolean(newKey ?? input.aiConfig.removeApiKey),
    },
  });
  return getSettings(deps, session.companyId);
}

function toColorScheme(colors: SaveSettings['colorScheme']): ColorScheme {
  const triplet = (value: string): string => (HSL_TRIPLET.test(value) ? value : (hexToHslTriplet(value) ?? value));
  return { primary: triplet(colors.primary), secondary: triplet(colors.secondary), accent: triplet(colors.accent) };
}

function toSettings(row: repository.SettingsRow): Settings {
  const saved = row.settings;
  const companyInfo = {
    name: saved?.displayName || row.organizationName,
    logo: saved?.logo ?? null,
    website: saved?.website ?? '',
    description: saved?.description ?? '',
    timezone: (saved?.timezone ?? 'UTC') as Settings['companyInfo']['timezone'],
  };
  const hasApiKey = Boolean(saved?.aiKeySealed);
  const enableAiAnalysis = saved?.aiEnabled ?? false;
  const companyComplete = companyInfo.name.trim() !== '' && companyInfo.description.trim() !== '';
  return {
    colorScheme: saved?.colorScheme ?? null,
    isConfigured: companyComplete,
    companyInfo,
    aiConfig: { enableAiAnalysis, hasApiKey, apiKeyHint: saved?.aiKeyHint ?? null },
    configurationStatus: { companyInfo: companyComplete, ai: enableAiAnalysis && hasApiKey },
    plan: row.plan,
  };
}

/** The company's AI key in the clear, for one AI call; null when AI analysis is off or no key is saved. */
export async function readUsableAiKey(deps: AppDeps, companyId: string): Promise<string | null> {
  const { enabled, sealed } = await repository.readAiKey(deps.database.db, companyId);
  if (!enabled || !sealed) return null;
  return deps.secrets.open(sealed);
}

/** Whether the company asked for AI analysis (switched on), whatever the state of its key. */
export async function wantsAiAnalysis(deps: AppDeps, companyId: string): Promise<boolean> {
  return (await repository.readAiKey(deps.database.db, companyId)).enabled;
}

export async function getBranding(deps: AppDeps, companyId: string, fallbackName: string) {
  const row = await repository.readBranding(deps.database.db, companyId);
  return { name: row?.displayName || fallbackName, logo: row?.logo ?? null };
}
