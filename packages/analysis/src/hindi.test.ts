import { describe, expect, it } from 'vitest';
import { buildCorpus } from './corpus.ts';
import { statementLanguage } from './languages/hindi.ts';
import { devanagariSound, latinSounds } from './languages/loanwords.ts';
import { createStatementParser } from './nlp.ts';
import { stemWord } from './stem.ts';
import { canonicalConcept } from './vocabulary.ts';
import { findThemes } from './themes.ts';

const blank = { strengths: '', weaknesses: '', opportunities: '', threats: '' };
const parser = createStatementParser();

function themesOf(weaknesses: string[]) {
  const corpus = buildCorpus(weaknesses.map((text, index) => ({ ...blank, id: `r${index}`, weaknesses: text })));
  return findThemes(corpus.categories.weaknesses.statements);
}

describe('answers written in Hindi', () => {
  it('reads Devanagari words as what an answer is about, and its function words as nothing', () => {
    // "the farmers' trust": the concepts English answers name too (the workplace lexicon, hindi-concepts.ts).
    expect(parser.parse('किसानों का भरोसा').concepts).toEqual([canonicalConcept('farmer'), canonicalConcept('trust')]);
    // "experienced staff who talk to the farmer in the local dialect"
    const concepts = parser.parse('अनुभवी स्टाफ जो स्थानीय बोली में किसान से बात करता है।').concepts;
    expect(concepts).toEqual(expect.arrayContaining([canonicalConcept('staff'), canonicalConcept('farmer')]));
    for (const word of ['जो', 'में', 'से', 'करता', 'है', 'है।']) expect(concepts).not.toContain(word);
    // A word the lexicon does not know is still a concept of its own.
    expect(parser.parse('जुगाड़ से चलता है').concepts).toContain('जुगाड');
  });

  it('reads Hindi in Latin letters without its postpositions, auxiliaries and light verbs', () => {
    // "salary doesn't come on time", "PF and ESI are given"
    const concepts = parser.parse('salary time pe nahi aati hai').concepts;
    expect(concepts).toContain('salary');
    for (const word of ['pe', 'nahi', 'aati', 'hai']) expect(concepts).not.toContain(word);
    expect(parser.parse('PF aur ESI milta hai').concepts).toEqual(['pf', 'esi']);
  });

  it('tells Hindi in either script from English, and reads English words in English answers as English', () => {
    expect(statementLanguage(['salary', 'late', 'aati', 'hai'])).toBe('hi-Latn');
    expect(statementLanguage(['सैलरी', 'समय', 'पर', 'नहीं', 'मिलती'])).toBe('hi');
    expect(statementLanguage(['the', 'pay', 'is', 'fair', 'to', 'us'])).toBe('en');
    // "par", "bas" and "ham" are Hindi function words, and English words too: in English they stay English.
    expect(parser.parse('Service is below par at the ham and cheese counter').concepts).toEqual(
      expect.arrayContaining(['par', 'ham']),
    );
    // A Hindi-only word needs no other sign: "another warehouse", a rival (rivals.ts).
    expect(parser.parse('Dusri warehouse').concepts).toEqual(['competition']);
  });

  it('folds Hindi plurals onto a singular that is still a word, and spelling variants onto one', () => {
    expect(stemWord('ज़्यादा')).toBe(stemWord('ज्यादा'));
    expect(stemWord('पहुँच')).toBe(stemWord('पहुंच'));
    expect(stemWord('किसानों')).toBe('किसान');
    expect(stemWord('शाखाएं')).toBe('शाखा');
    expect(stemWord('नौकरियों')).toBe('नौकरी');
    expect(stemWord('में')).toBe('में');
  });

  it('reads a doubled word as the word, a final short or long i as one, a lexicon word as a sign of Hindi', () => {
    // "गांव-गांव" is "every village"; "समिति" and its plural "समितियां" are one word.
    expect(parser.parse('गाँव-गाँव तक पहुँच').concepts).toEqual([canonicalConcept('गांव'), 'reach']);
    expect(stemWord('समितियां')).toBe(stemWord('समिति'));
    expect(canonicalConcept(stemWord('समितियां'))).toBe(canonicalConcept('samiti'));
    // No Hindi-only function word ("har" and "me" are English letters too), but "gaon" and "samiti" are Hindi.
    expect(statementLanguage(['har', 'gaon', 'me', 'samiti'])).toBe('hi-Latn');
    expect(parser.parse('Har gaon me samiti').concepts).not.toContain('har');
    expect(statementLanguage(['free', 'coffee', 'for', 'the', 'team'])).toBe('en');
  });

  it('hears an English word written in Devanagari as the same word', () => {
    const pairs = [
      ['स्टाफ', 'staff'],
      ['सैलरी', 'salary'],
      ['प्राइवेट', 'private'],
      ['नेटवर्क', 'network'],
      ['ट्रेनिंग', 'training'],
      ['कस्टमर', 'customer'],
      ['कंपनी', 'company'],
      ['सर्विस', 'service'],
      ['मैनेजर', 'manager'],
      ['टारगेट', 'target'],
    ];
    for (const [hindi, english] of pairs) expect(latinSounds(english!)).toContain(devanagariSound(hindi!));
    expect(latinSounds('branch')).not.toContain(devanagariSound('भरोसा'));
  });

  it('folds a Devanagari word only into a word someone wrote in Latin letters, never into a concept name', () => {
    const corpus = buildCorpus(
      ['customer service slow hai', 'सर्विस बहुत धीमी है', 'स्पोर्ट की सुविधा नहीं'].map((text, index) => ({
        ...blank,
        id: `r${index}`,
        weaknesses: text,
      })),
    );
    const [written, inDevanagari, sport] = corpus.categories.weaknesses.statements;
    // "service" is the concept "support" here: "सर्विस" joins it, "स्पोर्ट" (sport) does not, sounding like "support".
    expect(inDevanagari!.concepts).toContain(canonicalConcept('service'));
    expect(written!.concepts).toContain(canonicalConcept('service'));
    expect(sport!.concepts).not.toContain(canonicalConcept('service'));
  });

  it('finds one theme in both scripts, named as most people wrote it, and none named by a function word', () => {
    const themes = themesOf([
      'सैलरी समय पर नहीं मिलती',
      'सैलरी हर महीने देर से आती है',
      'salary late aati hai',
      'Salary time pe nahi milti',
      'ट्रेनिंग नहीं मिलती',
      'training ka koi system nahi hai',
    ]);
    expect(themes[0]).toMatchObject({ mentions: 4 });
    expect(themes[0]!.label.toLowerCase()).toContain('salary');
    const labels = themes.map((theme) => theme.label);
    for (const label of labels) expect(label).not.toMatch(/^(?:है|hai|nahi|milti|मिलती|नहीं)$/u);
    expect(labels.some((label) => /training/iu.test(label))).toBe(true);
  });
});
