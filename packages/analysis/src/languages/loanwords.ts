import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import type { CategoryCorpus } from '../corpus-types.ts';
import { canonicalConcept } from '../vocabulary.ts';

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
/** Before these the anusvara sounds "m" ("कंपनी", company), elsewhere "n" ("बैंक", bank). */
const LABIALS = new Set(['प', 'फ', 'ब', 'भ', 'म']);
const NUKTA = /\u093C/gu;
const MIN_CONSONANTS = 3;

/** A Devanagari word's consonants as Latin letters: "प्राइवेट" is "prvt", "बैंक" is "bnk", "कंपनी" is "kmpn". */
export function devanagariSound(word: string): string {
  const letters = Array.from(word.normalize('NFD').replace(NUKTA, ''));
  let sound = '';
  letters.forEach((letter, index) => {
    if (letter === ANUSVARA) sound += LABIALS.has(letters[index + 1] ?? '') ? 'm' : 'n';
    else sound += CONSONANTS[letter] ?? '';
  });
  return collapse(sound);
}

/**
 * A Latin word's consonants as they sound, each way English may say them: "private" is "prvt", "staff"
 * "stf", "customer" "kstmr", "service" "srvs"; a "g" before e, i or y may be hard ("target", "trgt") or
 * soft ("manager", "mnjr"), so both are given.
 */
export function latinSounds(word: string): string[] {
  const spelled = word
    .toLowerCase()
    .replace(/ph/gu, 'f')
    .replace(/ck/gu, 'k')
    .replace(/ch/gu, 'C')
    .replace(/c(?=[eiy])/gu, 's')
    .replace(/[cq]/gu, 'k')
    .replace(/C/gu, 'c')
    .replace(/w/gu, 'v')
    .replace(/z/gu, 'j')
    .replace(/x/gu, 'ks');
  const hard = skeleton(spelled);
  const soft = skeleton(spelled.replace(/g(?=[eiy])/gu, 'j'));
  return hard === soft ? [hard] : [hard, soft];
}

/** The consonants only: vowels, "h" (aspiration, which both scripts spell loosely) and "y" left out. */
function skeleton(spelled: string): string {
  return collapse(spelled.replace(/[^b-df-hj-np-tv-z]/gu, '').replace(/[hy]/gu, ''));
}

function collapse(sound: string): string {
  return sound.replace(/(.)\1+/gu, '$1');
}

const DEVANAGARI = /^[\u0900-\u097F-]+$/u;
const LATIN = /^[a-z-]+$/u;

/**
 * Replaces, in each quadrant, a Devanagari concept by the concept of a word written in Latin letters there
 * that sounds the same. Only words people wrote are heard, never a concept's name: "support" stands for
 * "service" too, and "स्पोर्ट" (sport) must not become it.
 */
export function foldLoanwords(categories: Record<SwotCategory, CategoryCorpus>): void {
  for (const category of SWOT_CATEGORIES) {
    const statements = categories[category].statements;
    // Most SWOTs have no Devanagari at all: then there is nothing to fold, and no sound to work out.
    if (!statements.some((statement) => statement.concepts.some((concept) => DEVANAGARI.test(concept)))) continue;
    const latinBySound = new Map<string, string | null>();
    const heard = new Set<string>();
    for (const statement of statements) {
      for (const token of statement.parsed.tokens) {
        if (heard.has(token.lemma) || !LATIN.test(token.lemma)) continue;
        heard.add(token.lemma);
        const concept = canonicalConcept(token.lemma);
        if (!statement.concepts.includes(concept)) continue;
        for (const sound of latinSounds(token.lemma)) {
          if (sound.length < MIN_CONSONANTS) continue;
          const known = latinBySound.get(sound);
          // Two concepts of one sound ("rate", "route"): the sound says nothing about which.
          if (known === undefined) latinBySound.set(sound, concept);
          else if (known !== concept) latinBySound.set(sound, null);
        }
      }
    }
    if (latinBySound.size === 0) continue;
    const folded = new Map<string, string>();
    const fold = (concept: string): string => {
      if (!DEVANAGARI.test(concept)) return concept;
      let to = folded.get(concept);
      if (to === undefined) {
        const sound = devanagariSound(concept);
        to = (sound.length >= MIN_CONSONANTS && latinBySound.get(sound)) || concept;
        folded.set(concept, to);
      }
      return to;
    };
    for (const statement of statements) {
      if (statement.concepts.some((concept) => DEVANAGARI.test(concept))) {
        statement.concepts = [...new Set(statement.concepts.map(fold))];
      }
    }
  }
}
