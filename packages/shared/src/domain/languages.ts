/**
 * The languages Foursight speaks (issue 32), in the order every list shows them; English is the source and
 * the fallback. A SWOT is held in one of them: its participation page opens in it and its invitations,
 * reminders and completion mails are written in it. The participation page speaks all six; the e-mails'
 * built-in texts exist in MAIL_LANGUAGES, and a company may keep its own template in any language.
 */
export const LANGUAGES = ['en', 'hi', 'mr', 'bn', 'ta', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in its own script, so a reader finds theirs whatever the screen is in now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  bn: 'বাংলা',
  ta: 'தமிழ்',
  te: 'తెలుగు',
};

/** The languages the organiser app is written in: English, and Hindi complete (issue 32). */
export const APP_LANGUAGES = ['en', 'hi'] as const satisfies readonly Language[];
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/** The languages whose invitation, reminder, completion and round mails Foursight has written itself. */
export const MAIL_LANGUAGES = ['en', 'hi'] as const satisfies readonly Language[];
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored language read back: anything unknown (a row written by a later build) reads as the default. */
export function readLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The locale numbers, plurals and dates are formatted in: the language as spoken in India (Indian digit
 * grouping, 1,23,45,678), always with the digits 0-9, which is also what people type; Marathi and Bengali
 * would otherwise switch to Devanagari and Bengali digits.
 */
export function localeOf(language: Language): string {
  return `${language}-IN-u-nu-latn`;
}
