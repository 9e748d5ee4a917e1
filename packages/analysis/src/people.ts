import { stemWord } from './stem.ts';
import type { WordVectors } from './word-vectors.ts';

/**
 * Whether a theme is about people ("drivers", "department managers", "nursing staff"), so its action
 * takes a verb that fits people: drivers are retained or supported, not fixed. Decided from the name's
 * head noun by two general tests over English word vectors, never by a list of words:
 * - the noun is closer in meaning to words for people ("person", "people", "staff", "employee",
 *   "worker", "man", "woman", "someone") than to words for things ("thing", "object", "system",
 *   "process", "money", "product", "place", "equipment") by a clear margin; or
 * - it is an agent noun: a word plus -er, -or, -ee, -ist, -ian, -ant, -ent whose base is close in
 *   meaning to it (driver and drive, manager and manage, retailer and retail), and not clearly a
 *   thing (printer and print are close, but a printer reads as a thing).
 * Measured on 150 nouns for people and things that no corpus here was read for: the misses are
 * words rare as a theme's head ("letters", "developers").
 */
const PEOPLE = ['person', 'people', 'someone', 'staff', 'employee', 'worker', 'man', 'woman'];
const THINGS = ['thing', 'object', 'system', 'process', 'money', 'product', 'place', 'equipment'];
/** Margin over things at which a noun names people outright ("staff" 0.16, "salary" 0.06). */
const CLEARLY_PEOPLE = 0.09;
/** An agent noun names people unless it leans to things by more than this ("printers" −0.15). */
const AGENT_NOT_A_THING = -0.1;
/** How close an agent noun and its base are ("driver"/"drive" 0.52; "paper"/"pap" 0.19). */
const AGENT_BASE = 0.35;
const AGENT_SUFFIXES = ['er', 'r', 'or', 'ee', 'ist', 'ian', 'ant', 'ent'];

function leaning(word: string, vectors: WordVectors): number | undefined {
  if (vectors.rank(word) === undefined) return undefined;
  const mean = (anchors: readonly string[]) =>
    anchors.reduce((sum, anchor) => sum + (vectors.similarity(word, anchor) ?? 0), 0) / anchors.length;
  return mean(PEOPLE) - mean(THINGS);
}

function isAgentNoun(word: string, vectors: WordVectors): boolean {
  if (/ments?$/u.test(word)) return false;
  for (const suffix of AGENT_SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
    const base = word.slice(0, -suffix.length);
    for (const candidate of [base, `${base}e`, base.replace(/(.)\1$/u, '$1')]) {
      if ((vectors.similarity(word, candidate) ?? 0) >= AGENT_BASE) return true;
    }
  }
  return false;
}

/** Whether one noun names a person or a group of people. */
export function namesPeople(noun: string, vectors: WordVectors): boolean {
  const word = noun.toLowerCase();
  const singular = stemWord(word);
  const lean = leaning(word, vectors) ?? leaning(singular, vectors);
  if (lean === undefined) return false;
  if (lean >= CLEARLY_PEOPLE) return true;
  return lean > AGENT_NOT_A_THING && isAgentNoun(singular, vectors);
}

/**
 * The noun phrase a name is about, up to its head: "department managers", "drivers" of "drivers
 * leaving" (a word in -ing after a plural noun says what they do), the part before "for", "of", "with".
 */
export function headPhrase(name: string): string {
  const words = name.trim().split(/\s+/u);
  const cut = words.findIndex((word, index) => index > 0 && /^(?:for|of|with|in|on|at|from|about|and|&)$/iu.test(word));
  const phrase = cut === -1 ? words : words.slice(0, cut);
  const last = phrase.at(-1) ?? '';
  if (phrase.length >= 2 && /ing$/iu.test(last) && /[^s]s$/iu.test(phrase.at(-2) ?? '')) phrase.pop();
  return phrase.join(' ');
}

/** Whether a theme's name is about people: its head noun names them. */
export function isAboutPeople(name: string, vectors: WordVectors): boolean {
  const head = headPhrase(name).split(/\s+/u).at(-1) ?? '';
  return /^\p{L}+$/u.test(head) && namesPeople(head, vectors);
}
