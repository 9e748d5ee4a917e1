import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import type { CategoryCorpus } from '../corpus-types.ts';

/**
 * Hindi answers borrow English words and write them in Devanagari: "स्टाफ"
 * is "staff", "सैलरी" is "salary", "प्राइवेट बैंक" is "private bank". In one
 * SWOT people write both, so without this the same point becomes two themes,
 * one per script. A word is matched by its consonants as they sound (vowels,
 * aspiration and doubled letters left out, which both scripts spell loosely),
 * so no dictionary is needed; a Devanagari concept whose sound matches a
 * concept written in Latin letters in the same quadrant becomes that concept.
 * Three consonants at least: shorter sounds match too many words.
 */
const CONSONANTS: Record<string, string> = {
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'f',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: '',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: '',
  क़: 'k',
  ख़: 'k',
  ग़: 'g',
  ज़: 'j',
  फ़: 'f',
  ड़: 'r',
  ढ़: 'r',
};
const ANUSVARA = 'ं';
const NUKTA = '\u093C';
const MIN_CONSONANTS = 3;

/** A Devanagari word's consonants as Latin letters: "प्राइवेट" is "prvt", "बैंक" is "bnk". */
export function devanagariSound(word: string): string {
  const letters = word.normalize('NFC').replace(new RegExp(NUKTA, 'gu'), '');
  let sound = '';
  for (const letter of letters) {
    if (letter === ANUSVARA) sound += 'n';
    else sound += CONSONANTS[letter] ?? '';
  }
  return collapse(sound);
}

/** A Latin word's consonants as they sound: "private" is "prvt", "staff" is "stf", "network" is "ntvrk". */
export function latinSound(word: string): string {
  const sound = word
    .toLowerCase()
    .replace(/ph/gu, 'f')
    .replace(/ck/gu, 'k')
    .replace(/ch/gu, 'c')
    .replace(/[qc]/gu, (letter) => (letter === 'q' ? 'k' : 'c'))
    .replace(/w/gu, 'v')
    .replace(/z/gu, 'j')
    .replace(/x/gu, 'ks')
    .replace(/[^b-df-hj-np-tv-z]/gu, '')
    .replace(/[hy]/gu, '');
  return collapse(sound);
}

function collapse(sound: string): string {
  return sound.replace(/(.)\1+/gu, '$1');
}

const DEVANAGARI = /^[\u0900-\u097F-]+$/u;
const LATIN = /^[a-z-]+$/u;

/** Replaces, in each quadrant, a Devanagari concept by the Latin concept that sounds the same there. */
export function foldLoanwords(categories: Record<SwotCategory, CategoryCorpus>): void {
  for (const category of SWOT_CATEGORIES) {
    const statements = categories[category].statements;
    // Most SWOTs have no Devanagari at all: then there is nothing to fold, and no sound to work out.
    if (!statements.some((statement) => statement.concepts.some((concept) => DEVANAGARI.test(concept)))) continue;
    const latinBySound = new Map<string, string | null>();
    const seen = new Set<string>();
    for (const statement of statements) {
      for (const concept of statement.concepts) {
        if (seen.has(concept)) continue;
        seen.add(concept);
        if (!LATIN.test(concept)) continue;
        const sound = latinSound(concept);
        if (sound.length < MIN_CONSONANTS) continue;
        const known = latinBySound.get(sound);
        // Two Latin concepts of one sound ("rate", "route"): the sound says nothing about which.
        if (known === undefined) latinBySound.set(sound, concept);
        else if (known !== concept) latinBySound.set(sound, null);
      }
    }
    if (latinBySound.size === 0) continue;
    for (const statement of statements) {
      if (!statement.concepts.some((concept) => DEVANAGARI.test(concept))) continue;
      statement.concepts = [
        ...new Set(
          statement.concepts.map((concept) => {
            if (!DEVANAGARI.test(concept)) return concept;
            const sound = devanagariSound(concept);
            return (sound.length >= MIN_CONSONANTS && latinBySound.get(sound)) || concept;
          }),
        ),
      ];
    }
  }
}
