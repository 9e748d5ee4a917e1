import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@foursight/shared/domain/languages';

/**
 * The options of a language select: each language named in its own script and marked with its `lang`, so a
 * reader finds theirs and a screen reader says it in its own voice.
 */
export function LanguageOptions({ languages = LANGUAGES }: { languages?: readonly Language[] }) {
  return languages.map((code) => (
    <option key={code} value={code} lang={code}>
      {LANGUAGE_NAMES[code]}
    </option>
  ));
}
