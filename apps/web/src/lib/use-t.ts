import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type MessageId, type MessageValues } from './i18n';

const onLanguageChange = (listener: () => void) => i18n.on('change', listener);
const currentLocale = () => i18n.locale;

/**
 * The organiser app's words in the chosen language: `t('nav.dashboard')`, `t('account.menu', { name })`.
 * The component is drawn again when the language changes: it subscribes to Lingui's own change event, so
 * no provider is needed (a component rendered alone in a test reads English).
 */
export function useT(): Translate {
  const locale = useSyncExternalStore(onLanguageChange, currentLocale, currentLocale);
  // A new function for a new language, so memoised children that receive it are drawn again too.
  return useMemo(
    () => Object.assign((id: MessageId, values?: MessageValues) => i18n._(id, values), { lang: locale }),
    [locale],
  );
}

/**
 * The words of the organiser's language, and `lang`: the language they are in, for the `lang` attribute of
 * the part of the page a component translates (the page itself stays `en` while most screens are English).
 */
export type Translate = ((id: MessageId, values?: MessageValues) => string) & { lang: string };
