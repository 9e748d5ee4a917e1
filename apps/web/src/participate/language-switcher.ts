import { h } from './dom';
import { currentLanguage, msg, setLanguage } from './i18n';
import { rememberChoice } from './language-choice';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@foursight/shared/domain/languages';
import { live } from './live-text';

const SELECT =
  'h-11 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * The page's language, chosen by the participant: a native select (the
 * keyboard and screen readers know it), each language named in its own
 * script and marked with its lang so it is read out in that language.
 * Choosing one writes the page again in place (live-text.ts): what was
 * typed, the focus and the scroll stay; the choice lasts the session.
 */
export function languageSwitcher(): HTMLElement {
  const select = h(
    'select',
    { id: 'page-language', class: SELECT, 'data-testid': 'language-switcher' },
    ...LANGUAGES.map((code) => h('option', { value: code, lang: code }, LANGUAGE_NAMES[code])),
  ) as HTMLSelectElement;
  // Follows the language in use, also when one that could not be fetched left the page as it was.
  live(select, 'value', () => {
    select.value = currentLanguage();
  });
  select.addEventListener('change', () => {
    const next = select.value;
    if (!isLanguage(next)) return;
    rememberChoice(next);
    void setLanguage(next).then(() => {
      select.value = currentLanguage();
    });
  });
  return h(
    'header',
    { class: 'mx-auto flex w-full max-w-2xl items-center justify-end gap-2 px-4 pt-4' },
    h('label', { for: 'page-language', class: 'text-sm text-muted-foreground' }, msg('language.label')),
    select,
  );
}
