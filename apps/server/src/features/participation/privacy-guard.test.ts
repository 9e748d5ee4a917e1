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
