import { currentLanguage, currentLocale } from './i18n';

/**
 * An instant as the page's language writes it, with its zone named so
 * nobody misreads it: in `timeZone` when given, else the visitor's own.
 * English names the zone by its abbreviation (IST); the Indian languages
 * by its full name in their own script (भारतीय मानक समय), as their
 * abbreviations exist only in Latin letters.
 *
 * The date and the time are formatted apart and joined by a comma: the
 * languages' own joins ("at", "को … बजे", "…కి") are prepositions that
 * break the sentences the time is put into ("{time} तक खुला है").
 */
export function formatInstant(iso: string, timeZone?: string): string {
  const instant = new Date(iso);
  const zone = timeZone ? { timeZone } : {};
  const date = new Intl.DateTimeFormat(currentLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...zone,
  }).format(instant);
  const time = new Intl.DateTimeFormat(currentLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: namesZonesShort() ? 'short' : 'long',
    ...zone,
  }).format(instant);
  return `${date}, ${time}`;
}

/** Whether the zone's name is an abbreviation, which may need its place (Asia/Kolkata) beside it. */
export function namesZonesShort(): boolean {
  return currentLanguage() === 'en';
}
