/** The languages the participation page speaks, in the switcher's order; English is the source and the fallback. */
export const LANGUAGES = ['en', 'hi', 'mr', 'bn', 'ta', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in its own script, so a participant finds theirs whatever the page is in now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  bn: 'বাংলা',
  ta: 'தமிழ்',
  te: 'తెలుగు',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The locale numbers, plurals and dates are formatted in: the language as
 * spoken in India (Indian digit grouping, 1,23,45,678), always in the
 * international form of Indian numerals (the digits 0-9), which is also
 * what the rating buttons and the participant's own typing use. Marathi and
 * Bengali would otherwise switch to Devanagari and Bengali digits.
 */
export function localeOf(language: Language): string {
  return `${language}-IN-u-nu-latn`;
}
