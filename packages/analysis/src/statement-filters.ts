import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import type { CategoryCorpus } from './corpus-types.ts';
import type { ParsedStatement } from './nlp.ts';
import { canonicalConcept } from './vocabulary.ts';

// What the analysis leaves out of a SWOT's statements: answers that say there is nothing to say, and the
// organisation's own name, which every answer is about.

/**
 * Words that only speak about the answer itself ("no cons", "none", "nothing
 * comes to mind", "no complaints", "n/a"): the words any survey or review
 * uses to say there is nothing to say.
 */
const ABOUT_THE_ANSWER = new Set([
  'con',
  'cons',
  'pro',
  'pros',
  'none',
  'nothing',
  'nil',
  'na',
  'n/a',
  'negative',
  'positive',
  'complaint',
  'comment',
  'downside',
  'drawback',
  'mind',
  'idea',
  'answer',
  'weakness',
  'strength',
  'threat',
  'opportunity',
  'really',
  'all',
  'far',
  'think',
  'come',
  'say',
]);
const SAYS_NO = new Set(['no', 'none', 'nothing', 'not', 'nil', 'n/a', 'na']);
/** A token that is a word or a number, not punctuation. */
const WORDISH = /[\p{L}\p{N}]/u;

/**
 * A statement with nothing in it but a no and words about the answer: "No
 * cons", "None that I can think of", "Nothing comes to mind". Not "No CRM":
 * that names something missing.
 */
export function saysNothing(parsed: ParsedStatement): boolean {
  // Read at most nine words: a longer statement says something (this runs on every statement of every run).
  const words: ParsedStatement['tokens'] = [];
  for (const token of parsed.tokens) {
    if (!WORDISH.test(token.value)) continue;
    words.push(token);
    if (words.length > 8) return false;
  }
  if (words.length === 0) return true;
  const lemma = (token: (typeof words)[number]) => token.value.toLowerCase();
  if (!SAYS_NO.has(lemma(words[0]!)) && !words.every((token) => ABOUT_THE_ANSWER.has(token.lemma))) return false;
  return words.every(
    (token) =>
      SAYS_NO.has(lemma(token)) ||
      ABOUT_THE_ANSWER.has(token.lemma) ||
      ABOUT_THE_ANSWER.has(lemma(token)) ||
      !['NOUN', 'PROPN', 'ADJ', 'VERB', 'NUM'].includes(token.pos),
  );
}

/** The words of an organisation's own name ("Target", "FedEx"), before any description in brackets. */
function nameWords(organisation: string): Set<string> {
  const name = organisation.split(/[(,]/u)[0] ?? '';
  return new Set(
    name
      .split(/[^\p{L}\p{N}&]+/u)
      .filter((word) => word.length >= 2 && /^\p{Lu}/u.test(word))
      .map((word) => word.toLowerCase()),
  );
}

/**
 * The organisation's own name is the subject of every answer, never a theme
 * ("Delta" among Delta's strengths). A word of the name counts as the name
 * where people write it as one: capitalised inside a sentence at least as
 * often as in lower case (so a distributor's "other distributors" stays).
 */
export function dropOrganisationName(categories: Record<SwotCategory, CategoryCorpus>, organisation: string): void {
  const words = nameWords(organisation);
  if (words.size === 0) return;
  const written = new Map<string, { capital: number; lower: number; concepts: Set<string> }>();
  for (const category of SWOT_CATEGORIES) {
    for (const statement of categories[category].statements) {
      statement.parsed.tokens.forEach((token, index) => {
        const lower = token.value.toLowerCase();
        if (!words.has(lower)) return;
        let seen = written.get(lower);
        if (!seen) written.set(lower, (seen = { capital: 0, lower: 0, concepts: new Set() }));
        if (token.value === lower) seen.lower += 1;
        else if (index > 0) seen.capital += 1;
        seen.concepts.add(canonicalConcept(token.lemma));
        seen.concepts.add(token.lemma);
      });
    }
  }
  const dropped = new Set<string>();
  for (const seen of written.values()) {
    if (seen.capital > 0 && seen.capital >= seen.lower) for (const concept of seen.concepts) dropped.add(concept);
  }
  if (dropped.size === 0) return;
  for (const category of SWOT_CATEGORIES) {
    const corpus = categories[category];
    corpus.statements = corpus.statements.filter((statement) => {
      statement.concepts = statement.concepts.filter((concept) => !dropped.has(concept));
      return statement.concepts.length > 0;
    });
    for (const term of [...corpus.termCounts.keys()]) {
      if (term.split(' ').some((word) => dropped.has(word))) corpus.termCounts.delete(term);
    }
  }
}
