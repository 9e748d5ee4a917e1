import { z } from 'zod';
import { HSL_TRIPLET, THEME_COLOR_KEYS, type ThemeColorKey } from '../domain/theme.ts';
import { defineRoutes } from './route.ts';

const HslTripletSchema = z.string().regex(HSL_TRIPLET, 'Use an HSL triplet such as "217 91% 60%"');

export const ColorSchemeSchema = z
  .object(
    Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, HslTripletSchema.optional()])) as Record<
      ThemeColorKey,
      z.ZodOptional<typeof HslTripletSchema>
    >,
  )
  .partial();

export const SettingsResponseSchema = z.object({
  success: z.boolean(),
  settings: z.object({
    colorScheme: ColorSchemeSchema.nullable().optional(),
    isConfigured: z.boolean(),
  }),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

export const settingsRoutes = defineRoutes({
  getSettings: { method: 'GET', path: '/api/settings', response: SettingsResponseSchema },
});
