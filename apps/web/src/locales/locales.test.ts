import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from './en.json';
import hindi from './hi.json';

// Issue 32: English and Hindi are complete languages of the organiser app.
describe('the organiser app’s catalogs', () => {
  it('has every English message in Hindi, and nothing Hindi has that English has not', () => {
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(english).sort());
  });

  it('writes Hindi in Hindi: no message left in English', () => {
    // What is left of a message once its ICU syntax (placeholders, plural and select keywords) and the names
    // that stay as they are (SWOT, Foursight) are taken out.
    const words = (text: string) =>
      text
        .replace(/\{\w+,\s*(?:plural|select|selectordinal),/g, '')
        .replace(/\b(?:zero|one|two|few|many|other)\s*\{/g, '')
        .replace(/\{\w+\}|SWOT|Foursight/g, '');
    const untranslated = Object.entries(hindi).filter(([, text]) => /[A-Za-z]{3,}/.test(words(text)));
    expect(untranslated).toEqual([]);
  });

  it('has messages that compile, with the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const [id, text] of Object.entries(english)) {
      expect(() => compileMessage(text), id).not.toThrow();
      expect(() => compileMessage(hindi[id as keyof typeof hindi]), id).not.toThrow();
      expect(placeholders(hindi[id as keyof typeof hindi]), id).toEqual(placeholders(text));
    }
  });
});
