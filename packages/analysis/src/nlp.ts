import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { stemWord } from './stem.ts';
import { canonicalConcept, isGenericWord, isWeakModifier, NEGATORS } from './vocabulary.ts';

/**
 * Reads one statement with wink-nlp (part-of-speech tags and lemmas): the
 * noun phrases it names ("slow delivery", "no CRM", "quick commerce"), the
 * concepts it is about (lemmas folded through the business synonym table),
 * and the facts the SWOT-aware rules need (who acts, on whom).
 *
 * wink-nlp was measured against compromise on the same statements: about
 * 230 000 tokens a second with only the negation and POS pipes (the named
 * entity and sentiment pipes are not loaded) against 8 700 for compromise.
 */
export interface Phrase {
  /** As a person would say it: the words as written, negation kept ("no CRM"). */
  text: string;
  /** Without evaluative modifiers ("customer service" for "excellent customer service"): what several people share. */
  core: string;
  /** The concepts of its words, in order. */
  concepts: string[];
  /** The core's words with their concepts, so a theme can be named by a part several phrases share. */
  coreWords: { text: string; concept: string }[];
  negated: boolean;
}

export interface Token {
  /** As written. */
  value: string;
  /** Lowercase lemma, plurals folded. */
  lemma: string;
  pos: string;
}

export interface ParsedStatement {
  tokens: Token[];
  phrases: Phrase[];
  /** Distinct concepts of the statement's nouns, adjectives and content verbs. */
  concepts: string[];
  /** Keyword forms (lemma → as written) for the keyword counts: no negations, fillers or compound fragments. */
  keywords: [lemma: string, written: string][];
}

type Nlp = ReturnType<typeof winkNLP>;

const NOUNISH = new Set(['NOUN', 'PROPN']);
const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const ACRONYM = /^[A-Z][A-Z0-9&]{1,5}s?$/u;
const LIGHT_VERBS = new Set([
  'be',
  'have',
  'do',
  'get',
  'make',
  'keep',
  'take',
  'give',
  'go',
  'come',
  'need',
  'want',
  'use',
  'can',
  'will',
  'would',
  'should',
  'could',
  'may',
  'might',
  'must',
  'say',
  'see',
  'know',
  'think',
  'feel',
  'let',
  'put',
  'try',
  'happen',
  'remain',
  'become',
  'seem',
  'like',
]);

export interface StatementParser {
  parse(text: string): ParsedStatement;
}

/**
 * A parser with a cache: each distinct statement is read once, so a SWOT
 * analysed again when new responses arrive costs only the new statements.
 * The cache forgets its oldest entries past `limit`: 50 000 statements is
 * about 10 000 responses, and a parsed statement holds 1 to 3 kB (its tokens),
 * so a kept parser stays under about 150 MB.
 */
export function createStatementParser(limit = 50_000): StatementParser {
  let nlp: Nlp | null = null;
  const cache = new Map<string, ParsedStatement>();
  return {
    parse(text) {
      const cached = cache.get(text);
      if (cached) return cached;
      nlp ??= winkNLP(model, ['negation', 'pos']);
      const parsed = parseWith(nlp, text);
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
      cache.set(text, parsed);
      return parsed;
    },
  };
}

function parseWith(nlp: Nlp, text: string): ParsedStatement {
  const doc = nlp.readDoc(text);
  const { its } = nlp;
  // The typings of some token properties (lemma, precedingSpaces) do not match `out`; they return strings too.
  const out = (property: unknown): string[] => doc.tokens().out<string>(property as typeof its.value);
  /* eslint-disable @typescript-eslint/unbound-method -- wink-nlp recognises its own property functions: they must be passed as they are */
  const values = out(its.value);
  const poses = out(its.pos);
  const lemmas = out(its.lemma);
  const spaces = out(its.precedingSpaces);
  /* eslint-enable @typescript-eslint/unbound-method */

  // Join hyphenated compounds written without spaces ("gluten-free", "q-commerce", "follow-up") into one token.
  const tokens: Token[] = [];
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index]!;
    const previous = tokens.at(-1);
    const next = values[index + 1];
    if (
      value === '-' &&
      previous &&
      next &&
      spaces[index] === '' &&
      spaces[index + 1] === '' &&
      /\p{L}/u.test(next) &&
      /[\p{L}\p{N}]$/u.test(previous.value)
    ) {
      previous.value = `${previous.value}-${next}`;
      previous.lemma = `${previous.lemma}-${stemWord(next.toLowerCase())}`;
      previous.pos = NOUNISH.has(poses[index + 1]!) || previous.pos === 'NUM' ? 'NOUN' : (poses[index + 1] ?? 'NOUN');
      index += 1;
      continue;
    }
    let pos = poses[index]!;
    if (ACRONYM.test(value)) pos = 'PROPN';
    const lower = value.toLowerCase();
    const lemma = pos === 'PROPN' || pos === 'NOUN' ? stemWord(lower) : (lemmas[index] ?? lower).toLowerCase();
    tokens.push({ value, lemma, pos });
  }

  const phrases: Phrase[] = [];
  const concepts = new Set<string>();
  const keywords: [string, string][] = [];
  let index = 0;
  while (index < tokens.length) {
    const token = tokens[index]!;
    if (!MODIFIER.has(token.pos) || isGenericWord(token.lemma)) {
      if (
        token.pos === 'VERB' &&
        !LIGHT_VERBS.has(token.lemma) &&
        !isGenericWord(token.lemma) &&
        !isWeakModifier(token.lemma)
      ) {
        concepts.add(canonicalConcept(token.lemma));
        if (token.lemma.length > 3) keywords.push([token.lemma, token.value.toLowerCase()]);
      }
      index += 1;
      continue;
    }
    const start = index;
    while (index < tokens.length && MODIFIER.has(tokens[index]!.pos) && !isGenericWord(tokens[index]!.lemma))
      index += 1;
    // A phrase ends on its head noun; trailing adjectives ("delivery is slow") are left as words.
    let end = index;
    while (end > start && !NOUNISH.has(tokens[end - 1]!.pos)) end -= 1;
    const words = tokens.slice(start, end).filter((word) => word.pos !== 'NUM' || end - start === 1);
    for (const word of tokens.slice(start, index)) {
      if (word.pos === 'NUM' || isWeakModifier(word.lemma)) continue;
      concepts.add(canonicalConcept(word.lemma));
      if (word.lemma.length > 3 || ACRONYM.test(word.value)) keywords.push([word.lemma, keywordSpelling(word.value)]);
    }
    if (words.length > 0 && words.some((word) => NOUNISH.has(word.pos))) {
      const before = tokens[start - 1];
      const twoBefore = tokens[start - 2];
      const negated =
        (before !== undefined && NEGATORS.has(before.lemma)) ||
        (before?.lemma === 'of' && twoBefore !== undefined && NEGATORS.has(twoBefore.lemma));
      const written = words.map((word) => (ACRONYM.test(word.value) ? word.value : word.value.toLowerCase())).join(' ');
      const negation = negated
        ? `${before.lemma === 'of' ? `${twoBefore?.value.toLowerCase() ?? ''} of` : before.value.toLowerCase()} `
        : '';
      const coreWords = words
        .filter((word) => !isWeakModifier(word.lemma))
        .map((word) => ({ text: keywordSpelling(word.value), concept: canonicalConcept(word.lemma) }));
      const core = coreWords.map((word) => word.text).join(' ');
      phrases.push({
        text: `${negation}${written}`,
        core: `${negation}${core || written}`,
        concepts: words.map((word) => canonicalConcept(word.lemma)),
        coreWords,
        negated,
      });
    }
  }
  return { tokens, phrases, concepts: [...concepts], keywords };
}

function keywordSpelling(value: string): string {
  return ACRONYM.test(value) ? value : value.toLowerCase();
}
