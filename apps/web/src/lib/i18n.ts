import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@foursight/shared/domain/languages';
import type source from '@/locales/en.json';
import { messages as english } from '@/locales/en.json?lingui';
import { browserStorage } from './browser-storage';

/**
 * The organiser app's language (issue 32), with Lingui (@lingui/core, 1.5 KB; catalogs compiled at build by
 * @lingui/vite-plugin, lingui.config.ts). English is bundled; Hindi is a chunk of its own, fetched only when
 * chosen. Each organiser chooses on their Profile; the choice is kept in this browser.
 */
export type MessageId = keyof typeof source;
export type MessageValues = Record<string, string | number>;

/** The languages the organiser app is written in: English, and Hindi complete. */
export const APP_LANGUAGES = ['en', 'hi'] as const satisfies readonly Language[];
export type AppLanguage = (typeof APP_LANGUAGES)[number];

const LOADERS: Record<Exclude<AppLanguage, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('@/locales/hi.json?lingui'),
};
const STORAGE_KEY = 'organiser-language';

/** Numbers and plurals as the language is written in India: 1,23,45,678. */
const localesOf = (language: AppLanguage) => [`${language}-IN`, language];

i18n.load('en', english);
i18n.activate('en', localesOf('en'));
const loaded = new Set<AppLanguage>(['en']);

export { i18n };

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/** The language this browser's organiser chose, English until they choose. */
export function chosenLanguage(): AppLanguage {
  const stored = browserStorage()?.getItem(STORAGE_KEY);
  return isAppLanguage(stored) ? stored : 'en';
}

/**
 * Puts the app in `language`: its catalog is fetched the first time, then every screen that reads its words
 * through useT is drawn again. `remember` keeps the choice in this browser.
 */
export async function switchAppLanguage(language: AppLanguage, { remember = false } = {}): Promise<void> {
  if (language !== 'en' && !loaded.has(language)) {
    i18n.load(language, (await LOADERS[language]()).messages);
    loaded.add(language);
  }
  i18n.activate(language, localesOf(language));
  document.documentElement.lang = language;
  if (remember) browserStorage()?.setItem(STORAGE_KEY, language);
}
