import { createStatementParser, type StatementParser } from './nlp.ts';

/**
 * A theme named by one word is not named by a verb or a participle: "working"
 * or "hiring" say what people do, not what the theme is about. The word is
 * read in the frame "The … matters.", where a noun fits; one that reads as a
 * verb, or as an adjective made from one, gives way to the theme's most named
 * concept that reads as a noun.
 */
export function nounLabel(
  label: string,
  ranked: readonly [string, Set<string>][],
  spell: (concept: string) => string,
): string {
  if (/\s/u.test(label) || !readsAsVerb(label)) return label;
  const noun = ranked
    .map(([concept]) => spell(concept))
    .find((word) => !/\s/u.test(word) && ['NOUN', 'PROPN'].includes(tagInFrame(word) ?? ''));
  return noun ?? label;
}

let labelParser: StatementParser | undefined;
function tagInFrame(word: string): string | undefined {
  labelParser ??= createStatementParser(1_000);
  return labelParser.parse(`The ${word} matters.`).tokens[1]?.pos;
}

/** A verb, or an adjective made from one ("working", "hired"), in the frame "The … matters." */
function readsAsVerb(word: string): boolean {
  const tag = tagInFrame(word);
  return tag === 'VERB' || (tag === 'ADJ' && /(?:ing|ed)$/iu.test(word));
}
