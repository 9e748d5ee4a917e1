import { localeOf, type Language } from '@foursight/shared/domain/languages';
import { rewriteTexts } from './live-text';
import type { MessageKey, Messages, PluralMessage } from './messages/catalogue';
import { en } from './messages/en';

/**
 * The page's language. English is bundled; every other language is a chunk
 * of its own, fetched only when chosen, so a participant downloads one
 * language's words (the page has a size budget: bench/bundle-size.mjs).
 */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  hi: () => import('./messages/hi'),
  mr: () => import('./messages/mr'),
  bn: () => import('./messages/bn'),
  ta: () => import('./messages/ta'),
  te: () => import('./messages/te'),
};

let language: Language = 'en';
/** Null while the first language chosen is on its way: the page says nothing rather than a flash of English. */
let messages: Messages | null = en;
let ready: Promise<void> = Promise.resolve();
let latest = 0;
/** Nobody asked for a language (language-choice.ts): the SWOT's, read with the link, decides. */
let awaitingSwot = false;

export type Params = Record<string, string | number>;

export function currentLanguage(): Language {
  return language;
}

export function currentLocale(): string {
  return localeOf(language);
}

/** Resolves once the language last asked for is in use (or given up for the one before). */
export function messagesReady(): Promise<void> {
  return ready;
}

// Made once per language: a switch writes every text of the page again, several hundred on a long ballot.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** A number as the language writes it, in the Indian system: 1,23,45,678. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  if (options) return new Intl.NumberFormat(currentLocale(), options).format(value);
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(currentLocale())));
  return format.format(value);
}

function pluralCategory(count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(currentLocale())));
  return rules.select(count);
}

/**
 * The message `key` in the current language with its placeholders filled:
 * numbers in the Indian system, a plural by the language's own rules for
 * `count`. A key missing from a language falls back to English.
 */
export function t(key: MessageKey, params: Params = {}): string {
  if (!messages) return '';
  const message: string | PluralMessage = messages[key] ?? en[key];
  const text =
    typeof message === 'string' ? message : (message[pluralCategory(Number(params.count ?? 0))] ?? message.other);
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** `t` as live text: written again when the language changes (live-text.ts). */
export function msg(key: MessageKey, params: Params = {}): () => string {
  return () => t(key, params);
}

async function fetchMessages(next: Language): Promise<Messages> {
  if (next === 'en') return en;
  try {
    return (await LOADERS[next]()).default;
  } catch {
    // Once more, a second later, for a connection that dropped for a moment: Chromium fetches a module
    // again when its last fetch failed (the reasoning of src/lib/load-chunk.ts, which this page cannot load).
    await new Promise((resolve) => window.setTimeout(resolve, 1000));
    return (await LOADERS[next]()).default;
  }
}

/**
 * Puts the page in `next` and writes every live text again. The words of
 * the language in use stay until the new ones arrive; `initial` (the first
 * language of the visit) says nothing meanwhile instead. A language that
 * cannot be fetched leaves the page in the one it was in (English at first).
 */
export function setLanguage(next: Language, { initial = false } = {}): Promise<void> {
  // A participant's own switch settles the page's language: the SWOT's no longer applies.
  awaitingSwot = false;
  const request = ++latest;
  if (initial && next !== 'en') {
    language = next;
    messages = null;
  }
  ready = fetchMessages(next).then(
    (loaded) => {
      if (request !== latest) return;
      apply(next, loaded);
    },
    (error: unknown) => {
      console.error(error);
      if (request === latest && !messages) apply('en', en);
    },
  );
  return ready;
}

/**
 * The first language of the visit: the one asked for, else the SWOT's once the link says it (followSwot);
 * until then the page says nothing, so a Hindi SWOT is never drawn in English first.
 */
export function startLanguage(asked: Language | null): void {
  if (asked) {
    void setLanguage(asked, { initial: true });
    return;
  }
  awaitingSwot = true;
  messages = null;
}

/** The link or ballot has come: the page takes the SWOT's language, unless someone chose one meanwhile. */
export function followSwot(swotLanguage: Language | undefined): Promise<void> {
  if (!awaitingSwot) return ready;
  return setLanguage(swotLanguage ?? 'en', { initial: messages === null });
}

/**
 * The link could not be read (yet): what the page says meanwhile is said in English, and a later
 * successful read still moves the page into the SWOT's language.
 */
export function speakMeanwhile(): Promise<void> {
  if (awaitingSwot && !messages) apply('en', en);
  return ready;
}

function apply(next: Language, loaded: Messages): void {
  language = next;
  messages = loaded;
  document.documentElement.lang = next;
  rewriteTexts();
}
