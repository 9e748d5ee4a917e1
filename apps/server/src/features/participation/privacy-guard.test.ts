import { describe, expect, it } from 'vitest';
import { directoryNames, redactAnswer } from './privacy-guard.ts';

const directory = directoryNames(['Asha Mehta', 'Rahul Verma', 'Jean-Luc Picard', 'Zoë Åberg']);
/** People whose names are also everyday words, or very short. */
const wordNames = directoryNames(['Will Mathew', 'Grace Dsouza', 'An Nguyen', 'Deep Shah', 'Mark de Souza']);

describe('the privacy guard', () => {
  it('replaces a full name from the directory with one [name]', () => {
    expect(redactAnswer('Asha Mehta blocks every release.', directory)).toBe('[name] blocks every release.');
  });

  it('finds names in any capitalisation and a first or last name alone', () => {
    expect(redactAnswer('ASHA is great, rahul less so; ask mehta.', directory)).toBe(
      '[name] is great, [name] less so; ask [name].',
    );
  });

  it('handles hyphenated and accented names', () => {
    expect(redactAnswer('jean-luc and ZOË ÅBERG agree', directory)).toBe('[name] and [name] agree');
  });

  it('leaves words that merely contain a name alone', () => {
    expect(redactAnswer('Ashaville and Rahulpur are towns', directory)).toBe('Ashaville and Rahulpur are towns');
  });

  it('replaces e-mail addresses, even ones made of names', () => {
    expect(redactAnswer('Write to asha.mehta@acme.example or help@x.co.in.', directory)).toBe(
      'Write to [e-mail] or [e-mail].',
    );
  });

  it('replaces phone numbers written in the usual ways', () => {
    expect(redactAnswer('Call +91 98450 12345, 080-2345-6789 or (415) 555-0132 today', directory)).toBe(
      'Call [phone], [phone] or [phone] today',
    );
    expect(redactAnswer('Call +44 20 7946 0958', directory)).toBe('Call [phone]');
  });

  it('keeps figures that are not phone numbers', () => {
    const text = 'From 2019-2024 sales grew to 1,20,000 units and 45.5 % margin';
    expect(redactAnswer(text, directory)).toBe(text);
  });

  it("leaves everyday words alone when they are only someone's first name", () => {
    const text =
      'We will need an office; management shows grace under pressure and deep discounts hurt. Mark the date.';
    expect(redactAnswer(text, wordNames)).toBe(text);
    expect(redactAnswer('WILL WE HIT THE TARGET?', wordNames)).toBe('WILL WE HIT THE TARGET?');
  });

  it('still redacts those names in a full name, or written as a name inside a sentence', () => {
    expect(redactAnswer('will mathew and GRACE DSOUZA decide alone', wordNames)).toBe('[name] and [name] decide alone');
    expect(redactAnswer('I told Will about it, and Grace agreed with Deep.', wordNames)).toBe(
      'I told [name] about it, and [name] agreed with [name].',
    );
    expect(redactAnswer('Mark de Souza approves every order', wordNames)).toBe('[name] approves every order');
    expect(redactAnswer('Ask Nguyen or Mathew', wordNames)).toBe('Ask [name] or [name]');
  });

  it("does not join two people's first names into a name", () => {
    expect(redactAnswer('We will grace the stage', wordNames)).toBe('We will grace the stage');
  });
});

/** A directory with accents, a Devanagari name and a name that is also a word. */
const company = directoryNames(['Zoë Ångström', 'Asha Mehta', 'प्रिया शर्मा', 'Will Mathew', 'Ana Patel']);

/** [how it is written, the answer, what is stored]: every form must be read as the plain one. */
const DISGUISED: Array<[string, string, string]> = [
  ['a name without its diacritics', 'Zoe Angstrom decides alone', '[name] decides alone'],
  ['a name in capitals without diacritics', 'ask ZOE ANGSTROM', 'ask [name]'],
  ['a name with other diacritics', 'Zöé Ãngström decides', '[name] decides'],
  ['a zero-width space inside the words', 'Ask As\u200Bha Me\u200Bhta today', 'Ask [name] today'],
  ['soft hyphens inside the words', 'Ask As\u00ADha Meh\u00ADta today', 'Ask [name] today'],
  ['a word joiner inside a word', 'Ask Asha Me\u2060hta today', 'Ask [name] today'],
  ['a byte order mark inside a word', 'Ask As\uFEFFha Mehta today', 'Ask [name] today'],
  ['Cyrillic look-alike letters', 'Ask \u0410sha M\u0435hta today', 'Ask [name] today'],
  ['Cyrillic capitals only', '\u0410\u0405\u041D\u0410 \u041C\u0415\u041D\u0422\u0410 decides', '[name] decides'],
  ['Greek look-alike letters', 'Ask \u0391sha \u039Cehta today', 'Ask [name] today'],
  ['spaced-out letters', 'Ask A s h a M e h t a today', 'Ask [name] today'],
  ['spaced-out letters in one case', 'ask a s h a m e h t a today', 'ask [name] today'],
  ['spaced-out capitals, words apart', 'ask A S H A  M E H T A today', 'ask [name] today'],
  ['full-width letters', 'Ask Ａｓｈａ Ｍｅｈｔａ today', 'Ask [name] today'],
  ['styled letters', 'Ask 𝐀𝐬𝐡𝐚 𝐌𝐞𝐡𝐭𝐚 today', 'Ask [name] today'],
  ['a full name run together', 'AshaMehta decides', '[name] decides'],
  ['a full name joined by a zero-width space', 'asha\u200Bmehta decides', '[name] decides'],
  ['a Devanagari full name', 'पूछो प्रिया शर्मा से', 'पूछो [name] से'],
  ['a Devanagari first name', 'प्रिया ने कहा', '[name] ने कहा'],
  ['a Devanagari name with a zero-width joiner', 'प्रि\u200Dया शर्मा ने कहा', '[name] ने कहा'],
  ['a phone with a slash', 'Call 98450/12345 now', 'Call [phone] now'],
  ['a phone with an underscore', 'Call 98450_12345 now', 'Call [phone] now'],
  ['a phone with dots', 'Call 98450.12345 now', 'Call [phone] now'],
  ['a phone in full-width digits', 'Call ９８４５０ １２３４５ now', 'Call [phone] now'],
  ['a phone in Arabic-Indic digits', 'Call ٩٨٤٥٠١٢٣٤٥ now', 'Call [phone] now'],
  ['a phone in Devanagari digits', 'फ़ोन ९८४५० १२३४५ पर करें', 'फ़ोन [phone] पर करें'],
  ['a phone with digits added after it', 'Call +91 98450 12345 1 1 1 1 1 1 now', 'Call [phone] now'],
  ['an e-mail address with a full-width at', 'Write to asha＠acme.com today', 'Write to [e-mail] today'],
  [
    'an e-mail address with a small at and a full-width dot',
    'Write to asha﹫acme．com today',
    'Write to [e-mail] today',
  ],
  ['an e-mail address with a zero-width space', 'Write to as\u200Bha@acme.com today', 'Write to [e-mail] today'],
];

/** Everyday text that must be stored exactly as written, with the same directory. */
const EVERYDAY: Array<[string, string]> = [
  ['"will" and "grace" as words', 'We will need an office; management shows grace under pressure.'],
  ['figures', 'From 2019-2024 sales grew to 1,20,000 units and 45.5 % margin'],
  ['a financial year written with slashes', 'FY 2023/24-2024/25 targets were met'],
  ['a date range', 'From 1/4/2024-31/3/2025 revenue grew by ₹40 lakh'],
  ['a date and a sum', 'Invoice dated 12/05/2024 for 98,450'],
  ['times', 'Stand-up at 10.30 or 14.45'],
  ['a name inside another word', 'Ashaville and Rahulpur are towns; bananas too'],
  ['a short name spelled out inside a word', 'M A N A G E M E N T matters'],
  ['letters of a list', 'Plan A B C failed'],
  ['camel-case brands', 'The iPhone app and PowerPoint decks'],
  ['accents elsewhere', 'Naïve café résumé'],
  ['Hindi without names', 'हमारी टीम अच्छी है और ग्राहक खुश हैं'],
  ['emoji sequences', 'Great work 👍🏽 from the 👩‍💻 team'],
];

describe('the privacy guard on disguised names, phones and e-mail addresses', () => {
  it.each(DISGUISED)('redacts %s', (_form, answer, stored) => {
    expect(redactAnswer(answer, company)).toBe(stored);
  });

  it.each(EVERYDAY)('keeps %s as written', (_kind, answer) => {
    expect(redactAnswer(answer, company)).toBe(answer);
  });

  it("replaces only the disguised name and keeps the rest of the person's text, accents and invisible characters included", () => {
    expect(redactAnswer('Café:\u200B Zoë Ångström, naïve — ask \uFEFFАsha', company)).toBe(
      'Café:\u200B [name], naïve — ask \uFEFF[name]',
    );
  });
});
