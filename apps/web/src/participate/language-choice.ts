import { isLanguage, LANGUAGES, type Language } from '@foursight/shared/domain/languages';

const STORAGE_KEY = 'participation-language';

/**
 * Which language the page opens in: `?lang=` in the link wins, then the
 * participant's own choice earlier in this session, then the first of the
 * browser's preferred languages (navigator.languages, which Chromium fills
 * from Accept-Language) that the page speaks, by its primary subtag
 * (hi-IN is Hindi), when that is not English. Null when none of these asks
 * for a language of the page's other than English: then the SWOT's own
 * language decides (issue 32), since most browsers in India are set to
 * English whatever their owner reads best, and the organiser chose the
 * SWOT's language for its people.
 */
export function chooseLanguage(
  search: string,
  preferred: readonly string[],
  stored: string | null = readChoice(),
): Language | null {
  const asked = new URLSearchParams(search).get('lang')?.toLowerCase();
  if (isLanguage(asked)) return asked;
  if (isLanguage(stored)) return stored;
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary === LANGUAGES[0] ? null : primary;
  }
  return null;
}

/** The language the browser asked for, from the address and the browser's preferences (null: the SWOT's). */
export function initialLanguage(): Language | null {
  return chooseLanguage(window.location.search, navigator.languages ?? [navigator.language]);
}

function readChoice(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Remembers a switch for this tab's session, and in the address when the
 * link named a language, so a reload keeps what the participant picked
 * (the address would otherwise win over it).
 */
export function rememberChoice(language: Language): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice lasts until the page is reloaded.
  }
  const url = new URL(window.location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.set('lang', language);
  window.history.replaceState(window.history.state, '', url);
}
