import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeOf, type Language } from '@foursight/shared/domain/languages';
import type { Messages, PluralMessage } from './catalogue';
import bn from './bn';
import { en } from './en';
import hi from './hi';
import mr from './mr';
import ta from './ta';
import te from './te';

/**
 * Every language is complete: the compiler already refuses a catalogue with
 * a key missing or added (Messages), this also catches what it cannot see:
 * an empty text, a placeholder lost in translation, a plural without a form
 * its language needs, and English left in a translation.
 */
const TRANSLATIONS: Record<string, Messages> = { hi, mr, bn, ta, te };

/** The distinct placeholders of a text, sorted: a language may need one twice, or in another order. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
/** A message's texts (one, or one per plural form); none for a missing key, which the first test names. */
const texts = (message: string | PluralMessage | undefined): string[] =>
  message === undefined
    ? []
    : typeof message === 'string'
      ? [message]
      : Object.values(message).filter((text) => text !== undefined);

/** What may stay in Latin letters inside a translation: the acronym and the product's name. */
const LATIN_ALLOWED = /\b(?:SWOT|Foursight)\b/g;

it('has a catalogue for every language the switcher offers', () => {
  expect(Object.keys(TRANSLATIONS).sort()).toEqual(LANGUAGES.filter((language) => language !== 'en').sort());
});

describe.each(Object.entries(TRANSLATIONS))('the %s catalogue', (language, messages) => {
  const keys = Object.keys(en) as (keyof typeof en)[];

  it('has every key of English, none empty, and no key English does not have', () => {
    const missing = keys.filter((key) => texts(messages[key]).every((text) => text.trim() === ''));
    expect(missing, `missing or empty in ${language}`).toEqual([]);
    expect(Object.keys(messages).filter((key) => !(key in en))).toEqual([]);
  });

  it('keeps every placeholder of the English text, in each plural form', () => {
    const lost: string[] = [];
    for (const key of keys) {
      const expected = [...new Set(texts(en[key]).flatMap(placeholders))].sort();
      for (const text of texts(messages[key])) {
        if (placeholders(text).join() !== expected.join()) lost.push(`${key}: "${text}"`);
      }
    }
    expect(lost, `placeholders differ from English in ${language}`).toEqual([]);
  });

  it("gives each plural every form the language's plural rules choose", () => {
    const categories = new Intl.PluralRules(localeOf(language as Language)).resolvedOptions().pluralCategories;
    for (const key of keys) {
      const message = messages[key] as Messages[typeof key] | undefined;
      if (message === undefined || typeof message === 'string') continue;
      for (const category of categories) expect(message[category], `${key}.${category}`).toBeTruthy();
    }
  });

  it('leaves nothing in English: no Latin word but SWOT and Foursight', () => {
    const english = keys.flatMap((key) =>
      texts(messages[key])
        .filter((text) => /[A-Za-z]{3,}/.test(text.replace(LATIN_ALLOWED, '').replace(/\{\w+\}/g, '')))
        .map((text) => `${key}: "${text}"`),
    );
    expect(english).toEqual([]);
  });
});
