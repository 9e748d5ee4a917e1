import type { BrandingColors } from '@foursight/shared/contract/participation';
import type { SaveSettingsRequestSchema, Settings } from '@foursight/shared/contract/settings';
import { DEFAULT_ANONYMITY_THRESHOLD, MIN_ANONYMITY_THRESHOLD } from '@foursight/shared/domain/anonymity';
import { parseHslTriplet } from '@foursight/shared/domain/contrast';
import { readLanguage, type Language } from '@foursight/shared/domain/languages';
import { planLabel } from '@foursight/shared/domain/plans';
import { DEFAULT_THEME } from '@foursight/shared/domain/theme';
import { AppError } from '@foursight/shared/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { UserSession } from '../../http/session.ts';
import { maskSecret } from '../../integrations/secrets/secret-box.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findPlan } from '../plans/plans.service.ts';
import { companyPlanTerms } from '../usage/usage.service.ts';
import { readStoredColorScheme, toStoredColorScheme } from './color-scheme.ts';
import { checkLogo } from './logo.ts';
import * as repository from './settings.repository.ts';

export async function getSettings(deps: AppDeps, companyId: string): Promise<Settings> {
  const row = await repository.readSettings(deps.database.db, companyId);
  if (!row) throw new AppError('NOT_FOUND', 'Company not found.');
  const plan = await findPlan(deps.database.db, row.plan);
  const settings = toSettings(row);
  // A plan missing from the catalogue includes nothing (the foreign key keeps this from happening).
  const includedInPlan = plan?.includesAi ?? false;
  return {
    ...settings,
    aiConfig: { ...settings.aiConfig, includedInPlan },
    configurationStatus: { ...settings.configurationStatus, ai: settings.configurationStatus.ai && includedInPlan },
    planName: planLabel(row.plan, plan?.displayName),
  };
}

type SaveSettings = z.output<typeof SaveSettingsRequestSchema>;

/**
 * Saves the sections the request carries; a section left out keeps what is
 * stored, and so does a logo left out of companyInfo (null removes it). Only
 * the sent sections' columns are written, so two saves of different sections
 * cannot undo each other. A new key is sealed before it is stored and is
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
  const current = await repository.readSettings(deps.database.db, session.companyId);
  if (!current) throw new AppError('NOT_FOUND', 'Company not found.');

  const values: repository.SettingsValues = {};
  if (input.colorScheme) values.colorScheme = toStoredColorScheme(input.colorScheme);
  if (input.companyInfo) {
    const { logo, ...info } = input.companyInfo;
    Object.assign(values, {
      displayName: info.name,
      website: info.website,
      description: info.description,
      timezone: info.timezone,
      ...(info.language === undefined ? {} : { defaultLanguage: info.language }),
      ...(logo === undefined ? {} : { logo: checkLogo(logo) }),
    });
  }
  if (input.privacy) {
    values.anonymityThreshold = input.privacy.anonymityThreshold;
    if (input.privacy.showWhoAnswered !== undefined) values.showWhoAnswered = input.privacy.showWhoAnswered;
  }
  if (input.aiConfig) {
    // Switching AI on needs a plan that includes it; a switch already on stays (AI is not run while the plan lacks it).
    if (input.aiConfig.enableAiAnalysis && !current.settings?.aiEnabled)
      await refuseAiOutsidePlan(deps, session.companyId, 'aiConfig.enableAiAnalysis');
    Object.assign(values, sealAiConfig(deps, current.settings, input.aiConfig));
  }

  await repository.writeSettings(deps.database.db, session.companyId, values, deps.now());
  await recordAudit(deps.database.db, {
    action: 'SETTINGS_UPDATED',
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'company_settings',
    entityId: session.companyId,
    ipAddress: ip,
    // Which sections were saved and what changed about the key, never the key.
    metadata: {
      sections: SECTIONS.filter((section) => input[section] !== undefined),
      ...(input.aiConfig
        ? {
            aiEnabled: input.aiConfig.enableAiAnalysis,
            aiKeyChanged: Boolean(input.aiConfig.openaiApiKey?.trim() || input.aiConfig.removeApiKey),
          }
        : {}),
      ...(input.privacy?.showWhoAnswered === undefined ? {} : { showWhoAnswered: input.privacy.showWhoAnswered }),
    },
  });
  return getSettings(deps, session.companyId);
}

const SECTIONS = ['colorScheme', 'companyInfo', 'aiConfig', 'privacy'] as const;

/** Whether the company's plan includes AI analysis (the catalogue's `includes_ai`). */
async function planIncludesAi(deps: AppDeps, companyId: string): Promise<boolean> {
  return (await companyPlanTerms(deps.database.db, companyId)).includesAi;
}

/** Refuses (CONFLICT) AI analysis on a plan that does not include it, naming the plan; `field` is the form's. */
export async function refuseAiOutsidePlan(deps: AppDeps, companyId: string, field?: string): Promise<void> {
  const terms = await companyPlanTerms(deps.database.db, companyId);
  if (terms.includesAi) return;
  const message = `Your ${terms.displayName} plan does not include AI analysis. Upgrade in Settings to use it.`;
  throw new AppError('CONFLICT', message, field ? { [field]: message } : undefined);
}

/**
 * The AI columns this save writes: the switch, and the key only when it
 * changes (a new key sealed, or the saved one forgotten; a new key wins).
 */
function sealAiConfig(
  deps: AppDeps,
  stored: repository.SettingsRow['settings'],
  aiConfig: NonNullable<SaveSettings['aiConfig']>,
): Pick<repository.SettingsValues, 'aiEnabled' | 'aiKeySealed' | 'aiKeyHint'> {
  const newKey = aiConfig.openaiApiKey?.trim() || null;
  const keyColumns = newKey
    ? { aiKeySealed: deps.secrets.seal(newKey), aiKeyHint: maskSecret(newKey) }
    : aiConfig.removeApiKey
      ? { aiKeySealed: null, aiKeyHint: null }
      : {};
  const hasKey = 'aiKeySealed' in keyColumns ? keyColumns.aiKeySealed !== null : Boolean(stored?.aiKeySealed);
  if (aiConfig.enableAiAnalysis && !hasKey) {
    const message = 'Add your OpenAI API key to switch on AI analysis.';
    throw new AppError('VALIDATION_FAILED', message, { 'aiConfig.openaiApiKey': message });
  }
  return { aiEnabled: aiConfig.enableAiAnalysis, ...keyColumns };
}

function toSettings(row: repository.SettingsRow): Settings {
  const saved = row.settings;
  const companyInfo = {
    name: saved?.displayName || row.organizationName,
    logo: saved?.logo ?? null,
    website: saved?.website ?? '',
    description: saved?.description ?? '',
    timezone: (saved?.timezone ?? 'UTC') as Settings['companyInfo']['timezone'],
    language: readLanguage(saved?.defaultLanguage),
  };
  const hasApiKey = Boolean(saved?.aiKeySealed);
  const enableAiAnalysis = saved?.aiEnabled ?? false;
  const companyComplete = companyInfo.name.trim() !== '' && companyInfo.description.trim() !== '';
  const colors = readStoredColorScheme(saved?.colorScheme);
  return {
    colorScheme: colors?.colorScheme ?? null,
    ...(colors ? { brandColors: colors.brandColors } : {}),
    isConfigured: companyComplete,
    companyInfo,
    aiConfig: { enableAiAnalysis, hasApiKey, apiKeyHint: saved?.aiKeyHint ?? null },
    privacy: {
      anonymityThreshold: saved?.anonymityThreshold ?? DEFAULT_ANONYMITY_THRESHOLD,
      showWhoAnswered: saved?.showWhoAnswered ?? false,
    },
    configurationStatus: { companyInfo: companyComplete, ai: enableAiAnalysis && hasApiKey },
    plan: row.plan,
  };
}

/**
 * The company's AI key in the clear, for one AI call; null when AI analysis is off, no key is saved, or
 * the company's plan does not include AI.
 */
export async function readUsableAiKey(deps: AppDeps, companyId: string): Promise<string | null> {
  const { enabled, sealed } = await repository.readAiKey(deps.database.db, companyId);
  if (!enabled || !sealed || !(await planIncludesAi(deps, companyId))) return null;
  return deps.secrets.open(sealed);
}

/** Whether the company asked for AI analysis (switched on, on a plan that includes it), whatever the state of its key. */
export async function wantsAiAnalysis(deps: AppDeps, companyId: string): Promise<boolean> {
  return (await repository.readAiKey(deps.database.db, companyId)).enabled && (await planIncludesAi(deps, companyId));
}

/** The language a new SWOT of the company is held in when its organiser picks none (Settings, issue 32). */
export async function companyLanguage(deps: AppDeps, companyId: string): Promise<Language> {
  return readLanguage(await repository.readDefaultLanguage(deps.database.db, companyId));
}

/**
 * What participants see of the organiser: name, logo and colours, and whether its plan includes white-label
 * (then they see the organisation's name where Foursight's would be). Primary is
 * the product default until the company saves its own; secondary and accent
 * are sent only when saved. Only well-formed triplets leave the server.
 */
export async function getBranding(
  deps: AppDeps,
  companyId: string,
  fallbackName: string,
): Promise<{ name: string; logo: string | null; colors: BrandingColors; whiteLabel: boolean }> {
  const row = await repository.readBranding(deps.database.db, companyId);
  const { includesWhiteLabel } = await companyPlanTerms(deps.database.db, companyId);
  const saved = readStoredColorScheme(row?.colorScheme)?.colorScheme ?? {};
  const valid = (value: string | undefined) => (value && parseHslTriplet(value) ? value : undefined);
  const secondary = valid(saved.secondary);
  const accent = valid(saved.accent);
  return {
    name: row?.displayName || fallbackName,
    logo: row?.logo ?? null,
    colors: {
      primary: valid(saved.primary) ?? DEFAULT_THEME.primary,
      ...(secondary ? { secondary } : {}),
      ...(accent ? { accent } : {}),
    },
    whiteLabel: includesWhiteLabel,
  };
}

/** The company's display name as saved in Settings ('' when none is). */
export async function readDisplayName(deps: AppDeps, companyId: string): Promise<string> {
  return (await repository.readBranding(deps.database.db, companyId))?.displayName ?? '';
}

/** Whether the company has made the product its own: a logo, or colours of its own, saved in Settings. */
export async function hasOwnBranding(deps: AppDeps, companyId: string): Promise<boolean> {
  const row = await repository.readBranding(deps.database.db, companyId);
  return Boolean(row?.logo) || readStoredColorScheme(row?.colorScheme) !== null;
}

/** The company's time zone (Settings), in which its months and days are counted. */
export async function readCompanyTimezone(deps: AppDeps, companyId: string): Promise<string> {
  const row = await repository.readSettings(deps.database.db, companyId);
  return row?.settings?.timezone ?? 'UTC';
}

/** The company's anonymity threshold for breakdowns by department, never below the platform's floor. */
export async function readAnonymityThreshold(deps: AppDeps, companyId: string): Promise<number> {
  return (await readParticipantPrivacy(deps, companyId)).anonymityThreshold;
}

/**
 * The threshold, and whether the company chose to show per person who
 * answered (Settings → Privacy; off until an owner switches it on).
 */
export async function readParticipantPrivacy(
  deps: AppDeps,
  companyId: string,
): Promise<{ anonymityThreshold: number; showWhoAnswered: boolean }> {
  const row = await repository.readSettings(deps.database.db, companyId);
  return {
    anonymityThreshold: Math.max(
      MIN_ANONYMITY_THRESHOLD,
      row?.settings?.anonymityThreshold ?? DEFAULT_ANONYMITY_THRESHOLD,
    ),
    showWhoAnswered: row?.settings?.showWhoAnswered ?? false,
  };
}
