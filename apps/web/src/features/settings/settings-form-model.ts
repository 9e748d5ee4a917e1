import type { CompanyInfo, SaveAiConfig, SaveColorScheme, Settings } from '@foursight/shared/contract/settings';
import { DEFAULT_BRAND_COLORS } from '@foursight/shared/domain/theme';

/** The form always sends all three sections (a save may send fewer; this one edits them all). */
export interface SettingsFormValues {
  colorScheme: SaveColorScheme;
  companyInfo: CompanyInfo;
  aiConfig: SaveAiConfig & { openaiApiKey: string };
}

/** Field name (dotted, as the server names them) to its message. */
export type FieldErrors = Record<string, string>;

export function toFormValues(settings: Settings): SettingsFormValues {
  // The hex colours as chosen: converting the theme's rounded HSL back would drift (#7c3aed → #7c3bed).
  const colour = (key: keyof typeof DEFAULT_BRAND_COLORS) => settings.brandColors?.[key] ?? DEFAULT_BRAND_COLORS[key];
  return {
    colorScheme: { primary: colour('primary'), secondary: colour('secondary'), accent: colour('accent') },
    companyInfo: settings.companyInfo,
    aiConfig: { enableAiAnalysis: settings.aiConfig.enableAiAnalysis, openaiApiKey: '' },
  };
}
