import { stemWord } from '../stem.ts';
import { isDevanagari, isHindiFunctionWord, statementLanguage } from './hindi.ts';

/**
 * Hindi in either script (languages/hindi.ts). The tagger knows English only:
 * it tags Devanagari "X" and Hindi in Latin letters as whatever English word
 * it resembles. Hindi's function words become particles, never a concept, and
 * every other Devanagari word a noun: without a Hindi tagger, a content word.
 */
/** A tagged word, as nlp.ts reads it (its own type, so this module does not import the parser back). */
interface TaggedWord {
  value: string;
  lemma: string;
  pos: string;
}

export function readHindi(tokens: TaggedWord[]): void {
  const words = tokens.map((token) => token.value.toLowerCase());
  const language = statementLanguage(words);
  // An English statement has no Hindi-only function word; without Devanagari, nothing here applies.
  if (language === 'en' && !words.some((word) => isDevanagari(word))) return;
  tokens.forEach((token, index) => {
    // Hindi doubles a word for "every" or "all along": "गांव-गांव" (every village), "ghar-ghar" (every home).
    const word = REDUPLICATED.exec(words[index]!)?.[1] ?? words[index]!;
    if (isHindiFunctionWord(word, language)) token.pos = 'PART';
    else if (token.pos === 'X' && isDevanagari(word)) {
      token.pos = 'NOUN';
      token.lemma = stemWord(word);
    } else if (word !== words[index]) token.lemma = stemWord(word);
  });
}

const REDUPLICATED = /^(\p{L}[\p{L}\p{M}]*)-\1$/u;
