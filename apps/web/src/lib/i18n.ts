import { i18n, type Messages } from '@lingui/core';
import type { SessionUser } from '@foursight/shared/contract/auth';
import type { AppLanguage } from '@foursight/shared/domain/languages';
import type source from '@/locales/en.json';
import { messages as english } from '@/locales/en.json?lingui';

/**
 * The organiser app's language (issue 32), with Lingui (@lingui/core, 1.5 KB; catalogs compiled at build by
 * @lingui/vite-plugin, lingui.config.ts). English is bundled; Hindi is a chunk of its own, fetched only when
 * someone uses it. Each organiser chooses theirs on the Profile; it is kept on their account (`language` of
 * the signed-in user), so it follows them from device to device.
 */
export type MessageId = keyof typeof source;
export type MessageValues = Record<string, string | number>;

const LOADERS: Record<Exclude<AppLanguage, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('@/locales/hi.json?lingui'),
};

/** Numbers and plurals as the language is written in India: 1,23,45,678. */
const localesOf = (language: AppLanguage) => [`${language}-IN`, language];

i18n.load('en', english);
i18n.activate('en', localesOf('en'));
const loaded = new Set<AppLanguage>(['en']);
let latest: AppLanguage = 'en';

export { i18n };

/**
 * Puts the app in `language`: its catalog is fetched the first time, then every screen that reads its words
 * through useT is drawn again. The page's own `lang` stays English while most screens are: the translated
 * parts say their language themselves (useT's `lang`), so a screen reader reads each part in its voice. Of two quick switches the last wins; a catalog that cannot be fetched leaves
 * the app in the language it was in (and says so to the caller).
 */
export async function switchAppLanguage(language: AppLanguage): Promise<void> {
  latest = language;
  if (!loaded.has(language) && language !== 'en') {
    const { messages } = await LOADERS[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  if (latest !== language) return;
  i18n.activate(language, localesOf(language));
}

/** The app in the signed-in person's own language, once their record is known (sign-in, a status check). */
export function followUser(user: Pick<SessionUser, 'language'>): void {
  const language = user.language ?? 'en';
  if (language === i18n.locale && language === latest) return;
  switchAppLanguage(language).catch((error: unknown) => {
    // The chunk could not be fetched: the app stays in the language it was in.
    console.error(error);
  });
}
