import { MIN_ANONYMITY_THRESHOLD } from '../domain/anonymity.ts';
import { z } from 'zod';
import { LANGUAGES } from '../domain/languages.ts';
import { TIMEZONES } from '../domain/schedule.ts';
import {
  BRAND_COLOR_KEYS,
  HEX_COLOR,
  THEME_COLOR_KEYS,
  type BrandColorKey,
  type ThemeColorKey,
} from '../domain/theme.ts';
import { HSL_TRIPLET } from '../domain/contrast.ts';
import { defineRoutes } from './route.ts';

const HslTripletSchema = z.string().regex(HSL_TRIPLET, 'Use an HSL triplet such as "217 91% 60%"');

/** The theme as the app applies it: HSL triplets (spec part 1 §3). */
export const ColorSchemeSchema = z
  .object(
    Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, HslTripletSchema.optional()])) as Record<
      ThemeColorKey,
      z.ZodOptional<typeof HslTripletSchema>
    >,
  )
  .partial();

const LowerHexSchema = z.string().regex(/^#[0-9a-f]{6}$/, 'Use a colour such as #0066cc');

/**
 * The colours exactly as chosen in Settings (lower-case #rrggbb), for its
 * colour inputs: the HSL triplets round, so converting them back could read
 * #7c3bed for a saved #7c3aed. Absent until a scheme is saved.
 */
export const BrandColorsSchema = z
  .object(
    Object.fromEntries(BRAND_COLOR_KEYS.map((key) => [key, LowerHexSchema.optional()])) as Record<
      BrandColorKey,
      z.ZodOptional<typeof LowerHexSchema>
    >,
  )
  .partial();

/** Logos are stored as data URLs (spec part 2 §3); the server checks the bytes, not the name. */
export const MAX_LOGO_BYTES = 512 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export const CompanyInfoSchema = z.object({
  name: z.string().trim().max(200, 'Company name is at most 200 characters'),
  logo: z
    .string()
    .max(Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 64, 'The logo is larger than 512 KB')
    .nullable(),
  website: z.string().trim().max(300, 'Website is at most 300 characters'),
  description: z.string().trim().max(2000, 'Description is at most 2000 characters'),
  timezone: z.enum(TIMEZONES, 'Choose a timezone from the list'),
  /** The language new SWOTs are held in unless their organiser picks another (issue 32); absent on a save keeps it. */
  language: z.enum(LANGUAGES, { error: 'Choose a language from the list' }).optional(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

export const SettingsSchema = z.object({
  colorScheme: ColorSchemeSchema.nullable(),
  brandColors: BrandColorsSchema.optional(),
  /** Company information is complete (name and description). */
  isConfigured: z.boolean(),
  companyInfo: CompanyInfoSchema,
  aiConfig: z.object({
    enableAiAnalysis: z.boolean(),
    /** Whether a key is saved; the key itself never leaves the server. */
    hasApiKey: z.boolean(),
    /** The last four characters, masked ("••••abcd"), or null. */
    apiKeyHint: z.string().nullable(),
    /** Whether the company's plan includes AI analysis (the catalogue's); AI is not run while it does not. */
    includedInPlan: z.boolean().optional(),
  }),
  /**
   * Breakdowns by department show a group only with at least this many
   * responses (never below 3). showWhoAnswered: the Participants tab shows
   * per person whether they answered (and personal links say so); off by default.
   */
  privacy: z.object({ anonymityThreshold: z.number(), showWhoAnswered: z.boolean().optional() }),
  /** Configuration Status (spec part 2 §5). */
  configurationStatus: z.object({ companyInfo: z.boolean(), ai: z.boolean() }),
  plan: z.string(),
  /** The plan's name on screen (the catalogue's). */
  planName: z.string().optional(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const SettingsResponseSchema = z.object({ success: z.boolean(), settings: SettingsSchema });
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/** A colour from the Settings form: "#0066cc" as the colour input gives it, or an HSL triplet. */
const BrandColorSchema = z.union([z.string().regex(HEX_COLOR), HslTripletSchema], 'Use a colour such as #0066cc');

/** The three colours the Settings form picks. */
export const SaveColorSchemeSchema = z.object({
  primary: BrandColorSchema,
  secondary: BrandColorSchema,
  accent: BrandColorSchema,
});

/** Company information as saved: the logo may be left out (the stored one stays) or null (no logo). */
export const SaveCompanyInfoSchema = CompanyInfoSchema.extend({ logo: CompanyInfoSchema.shape.logo.optional() });

/** An AI key as typed in Settings: empty means "none typed". */
const TypedAiKeySchema = z
  .string()
  .trim()
  .max(500, 'That key is too long')
  .refine((key) => key === '' || /^\S{20,}$/.test(key), 'That does not look like an API key');

export const SaveAiConfigSchema = z.object({
  enableAiAnalysis: z.boolean(),
  /** A new key; absent or empty keeps the saved one. */
  openaiApiKey: TypedAiKeySchema.optional(),
  /** Forget the saved key. */
  removeApiKey: z.boolean().optional(),
});

export const SavePrivacySchema = z.object({
  anonymityThreshold: z
    .number()
    .int('Whole responses only')
    .min(MIN_ANONYMITY_THRESHOLD, `At least ${MIN_ANONYMITY_THRESHOLD} responses`)
    .max(50, 'At most 50 responses'),
  /** Absent keeps the saved choice. */
  showWhoAnswered: z.boolean().optional(),
});

/**
 * A save sends the sections it changes (spec: colorScheme, companyInfo,
 * aiConfig); a section left out stays exactly as stored. The Settings form
 * sends all three.
 */
export const SaveSettingsRequestSchema = z.object({
  colorScheme: SaveColorSchemeSchema.optional(),
  companyInfo: SaveCompanyInfoSchema.optional(),
  aiConfig: SaveAiConfigSchema.optional(),
  privacy: SavePrivacySchema.optional(),
});
export type SaveSettingsRequest = z.input<typeof SaveSettingsRequestSchema>;
export type SaveColorScheme = z.input<typeof SaveColorSchemeSchema>;
export type SaveAiConfig = z.input<typeof SaveAiConfigSchema>;

/**
 * Test key: the key typed in the form (not yet saved) or, when it is absent
 * or empty, the company's saved key. Nothing is stored either way.
 */
export const TestAiKeyRequestSchema = z.object({ openaiApiKey: TypedAiKeySchema.optional() });
export type TestAiKeyRequest = z.input<typeof TestAiKeyRequestSchema>;

/**
 * `success` says the test ran; `ok` whether the key works. `model` is the
 * model that answered (only when ok); `message` says the result in words, and
 * what to do when the key does not work. The key is never sent back.
 */
export const TestAiKeyResponseSchema = z.object({
  success: z.boolean(),
  ok: z.boolean(),
  model: z.string().optional(),
  message: z.string(),
});
export type TestAiKeyResponse = z.infer<typeof TestAiKeyResponseSchema>;

export const settingsRoutes = defineRoutes({
  getSettings: { method: 'GET', path: '/api/settings', auth: 'organiser', response: SettingsResponseSchema },
  saveSettings: {
    method: 'POST',
    path: '/api/settings',
    auth: 'organiser',
    role: 'owner',
    body: SaveSettingsRequestSchema,
    response: SettingsResponseSchema.extend({ message: z.string() }),
    bodyLimit: 1024 * 1024,
  },
  testAiKey: {
    method: 'POST',
    path: '/api/settings/ai-key/test',
    auth: 'organiser',
    role: 'owner',
    body: TestAiKeyRequestSchema,
    response: TestAiKeyResponseSchema,
  },
});
