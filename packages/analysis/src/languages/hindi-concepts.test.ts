import { eng } from 'stopword';
import { describe, expect, it } from 'vitest';
import { stemWord } from '../stem.ts';
import { canonicalConcept } from '../vocabulary.ts';
import { HINDI_CONCEPTS } from './hindi-concepts.ts';
import { isDevanagari, isHindiFunctionWord } from './hindi.ts';

describe('the Hindi workplace lexicon', () => {
  it('holds at least 300 concepts, each form in one concept and none a function word', () => {
    expect(HINDI_CONCEPTS.length).toBeGreaterThanOrEqual(300);
    const conceptOf = new Map<string, string>();
    const englishStopWords = new Set(eng);
    for (const [english, ...forms] of HINDI_CONCEPTS) {
      expect(english, 'an English head word').toMatch(/^[a-z][a-z-]*$/u);
      expect(forms.length, `${english} has Hindi forms`).toBeGreaterThan(0);
      for (const form of forms) {
        for (const word of form.split(' ')) {
          expect(isDevanagari(word) || /^[a-z]+$/u.test(word), `"${form}" is Devanagari or lowercase Latin`).toBe(true);
        }
        const key = stemWord(form);
        const earlier = conceptOf.get(key);
        expect(earlier === undefined || earlier === english, `"${form}" is in ${earlier} and ${english}`).toBe(true);
        conceptOf.set(key, english!);
        expect(isHindiFunctionWord(form, 'hi-Latn'), `"${form}" is a function word`).toBe(false);
        expect(englishStopWords.has(form), `"${form}" is an English stop word`).toBe(false);
      }
    }
  });

  it('makes a concept written in Devanagari, in Latin letters and in English one concept', () => {
    for (const written of ['वेतन', 'तनख्वाह', 'सैलरी', 'tankhwah']) {
      expect(canonicalConcept(stemWord(written))).toBe(canonicalConcept('salary'));
    }
    expect(canonicalConcept(stemWord('छुट्टी'))).toBe(canonicalConcept(stemWord('chhutti')));
  });
});
