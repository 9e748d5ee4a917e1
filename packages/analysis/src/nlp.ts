import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { stemWord } from './stem.ts';
import { readHindi } from './languages/hindi-reading.ts';
import { readRivals } from './rivals.ts';
import { canonicalConcept, isEvaluative, isGenericWord, isWeakModifier, NEGATORS, trendOf } from './vocabulary.ts';

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

/** One word of a naming candidate. */
export interface NameWord {
  /** As it is shown: acronyms as written, other words in lowercase. */
  text: string;
  lemma: string;
  concept: string;
  /** A noun (or a gerund or compound used as one): only a noun can end a name. */
  noun: boolean;
  /** A describing word that is not a topic ("rising", "slow", "other"): it may qualify a name, never be one. */
  weak: boolean;
}

/**
 * A noun phrase that could name a theme, as the statement writes it or as an
 * analyst would turn it: "manual order taking" from "Order taking is manual",
 * "brand portfolio" from "portfolio of brands", "hotels and restaurants".
 */
export interface NameCandidate {
  /** Its identity across statements: the atoms in order (and "&" for a coordination). */
  key: string;
  /**
   * What a statement must name for this phrase to speak for it: concepts
   * ("fuel" for diesel, petrol), "¬concept" for a negated one, "=lemma" for
   * two words of one concept written side by side ("doctors and nurses": only
   * a statement that writes both speaks for it).
   */
  atoms: string[];
  /** As written: lowercase except acronyms, negation kept ("no CRM"). */
  text: string;
  /** The text in lowercase: one form whatever the capitals. */
  form: string;
  words: NameWord[];
  negated: boolean;
  coordination: boolean;
}

export interface Token {
  /** As written. */
  value: string;
  /** Lowercase lemma, plurals folded. */
  lemma: string;
  pos: string;
  /**
   * Set on the statement's first word when it is written with a capital: it is
   * tagged with its lowercase reading ("Rural market" is an adjective and a
   * noun, not a name), and this keeps that a capitalised first noun or
   * adjective may be a name ("Zoho launched ..."), for the rules that look for one.
   */
  maybeName?: boolean;
}

/** A noun or adjective of the statement as a theme's name may use it. */
export interface Spelled {
  concept: string;
  lemma: string;
  noun: boolean;
  adjective: boolean;
  /** As written when it is a plural noun. */
  plural?: string;
  /** As written when it keeps its capitals (an acronym, a name inside the sentence). */
  capital?: string;
  /** The noun an adjective describes: "market" after "rural". */
  describes?: string;
}

export interface ParsedStatement {
  tokens: Token[];
  /** Its noun phrases (made when asked for). */
  readonly phrases: Phrase[];
  /** Distinct concepts of the statement's nouns, adjectives and content verbs. */
  concepts: string[];
  /** Keyword forms (lemma → as written) for the keyword counts: no negations, fillers or compound fragments. */
  keywords: [lemma: string, written: string][];
  /** Noun phrases of two or three words ("quick commerce", "cash flow") for the keyword counts: their lemmas and as written. */
  keyPhrases: [key: string, written: string][];
  /** Noun phrases that could name a theme this statement belongs to. */
  readonly candidates: NameCandidate[];
  /** Every atom the statement names (concepts, describing words and its candidates' atoms), for counting support. */
  readonly atoms: string[];
  /** Its nouns and adjectives, for spelling a name. */
  readonly spelled: Spelled[];
  /** The trends it mentions ("rising" for "increasing"). */
  trends: ('rising' | 'falling')[];
  /** Lemmas it uses as verbs. */
  verbs: string[];
  /** Names it gives as examples of a kind: "Udaan, Jiomart and other apps" gives Udaan and Jiomart as online. */
  kinds: [name: string, kind: string][];
}

type Nlp = ReturnType<typeof winkNLP>;

const NOUNISH = new Set(['NOUN', 'PROPN']);
const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
const ACRONYM = /^[A-Z][A-Z0-9&]{1,5}s?$/u;
const DANDA = /[।॥]/gu;
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
/** A name is at most this many words: longer ones are sentences. */
const MAX_NAME_WORDS = 4;
/** "other distributors", "another hospital": rivals, in a name. */
const OTHER = new Set(['other', 'another']);
/** "too much credit", "too many meetings": an excess, in a name. */
const QUANTITY = new Set(['much', 'many']);
/** Tags after which a participle starts a noun phrase ("frozen snacks", ", damaged goods"): not a verb with its subject. */
const BEFORE_MODIFIER = new Set(['PUNCT', 'ADP', 'CCONJ', 'SCONJ', 'ADV', 'ADJ']);
/** Determiners that start a noun phrase ("the rising costs"), unlike "all" in "Zoho, Freshbooks all adding ...". */
const ARTICLES = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'no', 'any', 'some', 'more', 'less']);
/** Compound adjectives written without their hyphen: "WhatsApp based ordering". */
const COMPOUND_PARTICIPLES = new Set(['based', 'driven', 'led', 'focused', 'oriented', 'owned', 'run', 'made']);

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

/**
 * The statement as it is tagged: its first letter in lowercase unless the
 * first word is an acronym. The tagger reads any capitalised first word as a
 * name ("Rural market", "Good rapport", "Manual stock taking"), which hid the
 * adjectives that name a theme.
 */
const INITIAL_CAPITAL = /^(\P{L}*)(\p{Lu})(?=\p{Ll})/u;

function parseWith(nlp: Nlp, text: string): ParsedStatement {
  const initialCap = INITIAL_CAPITAL.test(text);
  const lowered = initialCap
    ? text.replace(INITIAL_CAPITAL, (_, lead: string, letter: string) => `${lead}${letter.toLowerCase()}`)
    : text;
  // The tokenizer leaves the Devanagari full stop on its word ("नहीं।"): a full stop it knows, one for one.
  const doc = nlp.readDoc(lowered.replace(DANDA, '.'));
  const { its } = nlp;
  // The typings of some token properties (lemma, precedingSpaces) do not match `out`; they return strings too.
  const out = (property: unknown): string[] => doc.tokens().out<string>(property as typeof its.value);
  /* eslint-disable @typescript-eslint/unbound-method -- wink-nlp recognises its own property functions: they must be passed as they are */
  const values = out(its.value);
  const poses = out(its.pos);
  const lemmas = out(its.lemma);
  const spaces = out(its.precedingSpaces);
  /* eslint-enable @typescript-eslint/unbound-method */
  if (initialCap) {
    const first = values.findIndex((value) => /\p{L}/u.test(value));
    if (first >= 0) values[first] = values[first]!.charAt(0).toUpperCase() + values[first]!.slice(1);
  }

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
      // "gluten-free" is an adjective, "q-commerce" a noun, "founder-led" (a participle last) an adjective.
      const last = poses[index + 1] ?? 'NOUN';
      previous.pos = NOUNISH.has(last) || previous.pos === 'NUM' ? 'NOUN' : last === 'VERB' ? 'ADJ' : last;
      index += 1;
      continue;
    }
    let pos = poses[index]!;
    if (ACRONYM.test(value)) pos = 'PROPN';
    const lower = value.toLowerCase();
    const lemma = pos === 'PROPN' || pos === 'NOUN' ? stemWord(lower) : (lemmas[index] ?? lower).toLowerCase();
    const maybeName = tokens.length === 0 && initialCap && MODIFIER.has(pos) && pos !== 'NUM';
    const token: Token = { value, lemma, pos };
    if (maybeName) token.maybeName = true;
    tokens.push(token);
  }
  readHindi(tokens);
  readRivals(tokens);
  repairTags(tokens);

  // The noun phrases, as token ranges [start, end) in pairs: their words are looked at again only to name a theme.
  const ranges: number[] = [];
  const concepts = new Set<string>();
  const keywords: [string, string][] = [];
  const keyPhrases: [string, string][] = [];
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
        // The synonym table may know the written form ("overcrowded") rather than the lemma ("overcrowd").
        const concept = canonicalConcept(token.lemma);
        concepts.add(concept === token.lemma ? canonicalConcept(token.value.toLowerCase()) : concept);
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
    const words = phraseWords(tokens, start, end);
    for (const word of tokens.slice(start, index)) {
      if (word.pos === 'NUM' || isWeakModifier(word.lemma)) continue;
      concepts.add(canonicalConcept(word.lemma));
      if (word.lemma.length > 3 || ACRONYM.test(word.value)) keywords.push([word.lemma, keywordSpelling(word.value)]);
    }
    if (words.length > 0 && words.some((word) => NOUNISH.has(word.pos))) {
      // Every run of two or three words of the phrase: "quick commerce" is counted in "quick commerce apps" too.
      const named = words.filter((word) => !isEvaluative(word.lemma) && word.pos !== 'NUM');
      if (negationBefore(tokens, start) === '') {
        for (let from = 0; from < named.length; from += 1) {
          for (let to = from + 2; to <= Math.min(named.length, from + 3); to += 1) {
            const run = named.slice(from, to);
            keyPhrases.push([
              run.map((word) => word.lemma).join(' '),
              run.map((word) => keywordSpelling(word.value)).join(' '),
            ]);
          }
        }
      }
      ranges.push(start, end);
    }
  }
  return new Reading(tokens, [...concepts], keywords, keyPhrases, ranges);
}

/**
 * A statement as read. What only naming a theme needs (the candidates, the
 * atoms, the spellings) is made the first time it is asked for and kept:
 * most statements of a large SWOT are read for their concepts and keywords
 * only, and the parser keeps 50 000 of them.
 */
class Reading implements ParsedStatement {
  readonly trends: ('rising' | 'falling')[];
  readonly verbs: string[];
  readonly kinds: [string, string][];
  #candidates: NameCandidate[] | undefined;
  #atoms: string[] | undefined;
  #spelled: Spelled[] | undefined;

  constructor(
    readonly tokens: Token[],
    readonly concepts: string[],
    readonly keywords: [string, string][],
    readonly keyPhrases: [string, string][],
    private readonly ranges: readonly number[],
  ) {
    const trends = new Set<'rising' | 'falling'>();
    const verbs = new Set<string>();
    for (const token of tokens) {
      const trend = trendOf(token.lemma) ?? trendOf(token.value.toLowerCase());
      if (trend) trends.add(trend);
      if (token.pos === 'VERB') verbs.add(token.lemma);
    }
    this.trends = [...trends];
    this.verbs = [...verbs];
    this.kinds = namedKinds(tokens);
  }

  get candidates(): NameCandidate[] {
    return (this.#candidates ??= nameCandidates(this.tokens, this.#each(spanOf)));
  }

  /** Made when asked for and not kept: nothing in the analysis reads them, only tests of the reading. */
  get phrases(): Phrase[] {
    return this.#each(phraseOf);
  }

  #each<T>(make: (tokens: readonly Token[], start: number, end: number) => T): T[] {
    const made: T[] = [];
    for (let at = 0; at < this.ranges.length; at += 2)
      made.push(make(this.tokens, this.ranges[at]!, this.ranges[at + 1]!));
    return made;
  }

  get atoms(): string[] {
    if (!this.#atoms) {
      const atoms = new Set<string>(this.concepts);
      for (const token of this.tokens) {
        if ((MODIFIER.has(token.pos) || token.pos === 'VERB') && isWeakModifier(token.lemma)) {
          atoms.add(canonicalConcept(token.lemma));
        }
      }
      for (const candidate of this.candidates) for (const atom of candidate.atoms) atoms.add(atom);
      this.#atoms = [...atoms];
    }
    return this.#atoms;
  }

  get spelled(): Spelled[] {
    return (this.#spelled ??= spelling(this.tokens));
  }
}

function spelling(tokens: readonly Token[]): Spelled[] {
  const spelled: Spelled[] = [];
  tokens.forEach((token, index) => {
    const noun = NOUNISH.has(token.pos);
    const adjective = token.pos === 'ADJ';
    if ((!noun && !adjective) || isGenericWord(token.lemma)) return;
    // Acronyms and names keep their capitals ("ERP", "Zoho"); a capitalised first word does not.
    const capital =
      ACRONYM.test(token.value) || (token.pos === 'PROPN' && !token.maybeName && /^\p{Lu}/u.test(token.value));
    const lower = token.value.toLowerCase();
    const next = tokens[index + 1];
    spelled.push({
      concept: canonicalConcept(token.lemma),
      lemma: token.lemma,
      noun,
      adjective,
      ...(noun && lower !== token.lemma ? { plural: capital ? token.value : lower } : {}),
      ...(capital && !(noun && lower !== token.lemma) ? { capital: token.value } : {}),
      ...(adjective && next && NOUNISH.has(next.pos) && !isGenericWord(next.lemma) ? { describes: next.lemma } : {}),
    });
  });
  return spelled;
}

/**
 * Fixes the tags that hide a noun phrase: a participle before a noun is an
 * adjective ("frozen snacks", "rising costs", "damaged goods"), a gerund
 * after a noun is part of a compound noun ("stock taking", "retailer
 * ordering app"), and "X based" is a compound adjective ("WhatsApp based").
 */
function repairTags(tokens: Token[]): void {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.pos !== 'VERB') continue;
    const lower = token.value.toLowerCase();
    const previous = tokens[index - 1];
    const next = tokens[index + 1];
    const afterNext = tokens[index + 2];
    const nounNext =
      next !== undefined &&
      (NOUNISH.has(next.pos) || (next.pos === 'ADJ' && afterNext !== undefined && NOUNISH.has(afterNext.pos)));
    if (COMPOUND_PARTICIPLES.has(lower) && previous && NOUNISH.has(previous.pos)) {
      token.pos = 'ADJ';
      token.lemma = lower;
    } else if (
      /^\p{L}{3,}(?:ed|en|ing)$/u.test(lower) &&
      nounNext &&
      (previous === undefined ||
        BEFORE_MODIFIER.has(previous.pos) ||
        (previous.pos === 'DET' && ARTICLES.has(previous.lemma)))
    ) {
      token.pos = 'ADJ';
      token.lemma = lower;
    } else if (
      /^\p{L}{3,}ing$/u.test(lower) &&
      previous !== undefined &&
      singularNoun(previous) &&
      (next === undefined ||
        ['PUNCT', 'AUX', 'CCONJ'].includes(next.pos) ||
        // "retailer ordering app", not "commerce eating kirana business"
        (next.pos === 'NOUN' && !ACRONYM.test(next.value) && (afterNext === undefined || afterNext.pos === 'PUNCT')))
    ) {
      token.pos = 'NOUN';
      token.lemma = lower;
    } else if (
      lower === token.lemma &&
      tokens.slice(index + 1).every((after) => after.pos === 'PUNCT') &&
      previous !== undefined &&
      (singularNoun(previous) || previous.pos === 'PUNCT' || previous.pos === 'SYM') &&
      !tokens.some((other) => other !== token && (other.pos === 'VERB' || other.pos === 'AUX'))
    ) {
      // A verbless fragment ending on a bare verb is a compound noun: "Customer churn", "-> churn".
      token.pos = 'NOUN';
    }
  }
}

/** "stock" in "stock taking", "retailer" in "retailer ordering app"; not "customers" in "customers leaving". */
function singularNoun(token: Token): boolean {
  return (NOUNISH.has(token.pos) && !/s$/iu.test(token.value)) || token.pos === 'ADJ';
}

/** The words of the noun phrase tokens[start, end): a number only when it is the phrase ("2024"). */
function phraseWords(tokens: readonly Token[], start: number, end: number): Token[] {
  return tokens.slice(start, end).filter((word) => word.pos !== 'NUM' || end - start === 1);
}

/** "no", "lack of" before the phrase starting at `start`, or "". */
function negationBefore(tokens: readonly Token[], start: number): string {
  const before = tokens[start - 1];
  if (before === undefined) return '';
  if (NEGATORS.has(before.lemma)) return before.value.toLowerCase();
  const twoBefore = tokens[start - 2];
  return before.lemma === 'of' && twoBefore !== undefined && NEGATORS.has(twoBefore.lemma)
    ? `${twoBefore.value.toLowerCase()} of`
    : '';
}

function phraseOf(tokens: readonly Token[], start: number, end: number): Phrase {
  const words = phraseWords(tokens, start, end);
  const negation = negationBefore(tokens, start);
  const lead = negation === '' ? '' : `${negation} `;
  const written = words.map((word) => (ACRONYM.test(word.value) ? word.value : word.value.toLowerCase())).join(' ');
  const coreWords = words
    .filter((word) => !isWeakModifier(word.lemma))
    .map((word) => ({ text: keywordSpelling(word.value), concept: canonicalConcept(word.lemma) }));
  const core = coreWords.map((word) => word.text).join(' ');
  return {
    text: `${lead}${written}`,
    core: `${lead}${core || written}`,
    concepts: words.map((word) => canonicalConcept(word.lemma)),
    coreWords,
    negated: negation !== '',
  };
}

function spanOf(tokens: readonly Token[], start: number, end: number): Span {
  return { start, end, negation: negationBefore(tokens, start), words: nameWords(phraseWords(tokens, start, end)) };
}

interface Span {
  /** Token index of the phrase's first word and one past its head. */
  start: number;
  end: number;
  /** "no", "lack of", or empty. */
  negation: string;
  words: NameWord[];
}

function nameWords(tokens: readonly Token[]): NameWord[] {
  return tokens
    .filter((token) => !isEvaluative(token.lemma))
    .map((token) => ({
      // A name keeps its capital ("Tally integrations"); a capitalised first word does not.
      text:
        token.pos === 'PROPN' && !token.maybeName && /^\p{Lu}/u.test(token.value)
          ? token.value
          : keywordSpelling(token.value),
      lemma: token.lemma,
      concept: canonicalConcept(token.lemma),
      noun: NOUNISH.has(token.pos),
      weak: isWeakModifier(token.lemma),
    }));
}

/** A describing word a rule adds: "other", "excess". */
function describing(word: string): NameWord {
  return { text: word, lemma: word, concept: word, noun: false, weak: true };
}

/** The noun phrases of a statement that could name its theme, written or turned as an analyst would. */
function nameCandidates(tokens: readonly Token[], spans: readonly Span[]): NameCandidate[] {
  const candidates: NameCandidate[] = [];
  const add = (words: NameWord[], negation: string, coordination = false) => {
    if (words.length === 0 || words.length > MAX_NAME_WORDS || !words.at(-1)!.noun) return;
    if (words.every((word) => word.weak)) return;
    const atoms: string[] = [];
    if (coordination) {
      const [left, right] = [words[0]!, words.at(-1)!];
      if (left.concept === right.concept) atoms.push(`=${left.lemma}`, '&', `=${right.lemma}`);
      else atoms.push(left.concept, '&', right.concept);
    } else {
      for (const word of words) {
        const atom = negation && !word.weak ? `¬${word.concept}` : word.concept;
        if (atoms.at(-1) !== atom) atoms.push(atom);
      }
    }
    const text = `${negation ? `${negation} ` : ''}${words.map((word) => word.text).join(coordination ? ' and ' : ' ')}`;
    candidates.push({
      key: atoms.join(' '),
      atoms: atoms.filter((atom) => atom !== '&'),
      text,
      form: text.toLowerCase(),
      words,
      negated: negation !== '',
      coordination,
    });
  };

  for (const span of spans) {
    // What precedes the phrase and names a kind of it: "other distributors", "too much credit".
    const before = tokens[span.start - 1];
    const twoBefore = tokens[span.start - 2];
    let prefix: NameWord | undefined;
    if (before && OTHER.has(before.lemma)) prefix = describing('other');
    else if (before && twoBefore?.lemma === 'too' && QUANTITY.has(before.lemma)) prefix = describing('excess');
    const words = prefix ? [prefix, ...span.words] : span.words;
    if (span.negation) {
      // A negation speaks for the whole phrase: "no barcode scanning", "no scanning", never "barcode".
      for (let from = 0; from < words.length; from += 1) add(words.slice(from), span.negation);
      continue;
    }
    for (let to = 1; to <= words.length; to += 1) {
      if (!words[to - 1]!.noun) continue;
      for (let from = Math.max(0, to - MAX_NAME_WORDS); from < to; from += 1) {
        // Inside a longer phrase only a compound of nouns stands alone ("customer support" of "customer
        // support team"); "free AP" of "free AP module" is a fragment.
        if (to < words.length && words.slice(from, to).some((word) => !word.noun)) continue;
        add(words.slice(from, to), '');
      }
    }
  }

  for (let index = 0; index < spans.length; index += 1) {
    const span = spans[index]!;
    const next = spans[index + 1];
    const head = span.words.at(-1);
    if (!head || span.negation) continue;
    const after = tokens[span.end];
    // "Order taking is manual", "Margins are shrinking", "attrition high": the quality names the thing.
    const subject = tokens[span.start - 1]?.pos !== 'ADP';
    let at = span.end;
    if (tokens[at]?.pos === 'AUX' && tokens[at]!.lemma === 'be') {
      at += 1;
      while (tokens[at]?.pos === 'ADV' || tokens[at]?.pos === 'PART') {
        if (NEGATORS.has(tokens[at]!.lemma) || tokens[at]!.lemma === "n't") at = -1;
        if (at < 0) break;
        at += 1;
      }
    } else if (!(tokens[at]?.pos === 'ADJ' && tokens.slice(at + 1).every((token) => token.pos === 'PUNCT'))) {
      at = -1;
    }
    const quality = at >= 0 ? tokens[at] : undefined;
    if (
      subject &&
      quality &&
      (quality.pos === 'ADJ' ||
        // "Margins are shrinking", "OPD is overcrowded", never "Competitors are cutting prices"
        (quality.pos === 'VERB' &&
          /(?:ing|ed|en)$/u.test(quality.value) &&
          (tokens[at + 1] === undefined || ['PUNCT', 'CCONJ'].includes(tokens[at + 1]!.pos)))) &&
      !NOUNISH.has(tokens[at + 1]?.pos ?? '') &&
      !isEvaluative(quality.lemma) &&
      !isGenericWord(quality.lemma)
    ) {
      // "Product is easy to use" is an easy-to-use product.
      const purpose =
        quality.pos === 'ADJ' && tokens[at + 1]?.lemma === 'to' && tokens[at + 2]?.pos === 'VERB'
          ? `-to-${tokens[at + 2]!.value.toLowerCase()}`
          : '';
      const word: NameWord = {
        text: `${quality.value.toLowerCase()}${purpose}`,
        lemma: quality.pos === 'VERB' ? quality.value.toLowerCase() : quality.lemma,
        concept: canonicalConcept(quality.pos === 'VERB' ? quality.value.toLowerCase() : quality.lemma),
        noun: false,
        weak: isWeakModifier(quality.lemma),
      };
      add([word, ...span.words.slice(-(MAX_NAME_WORDS - 1))], '');
    }
    // "portfolio of brands" is a brand portfolio, "shortage of nurses" a nurse shortage.
    if (
      next &&
      !next.negation &&
      after?.lemma === 'of' &&
      next.start === span.end + 1 &&
      span.words.length === 1 &&
      head.noun &&
      !head.weak
    ) {
      const modifier = next.words.map((word, position, all) =>
        position === all.length - 1 && word.noun && !ACRONYM.test(word.text) ? { ...word, text: word.lemma } : word,
      );
      add([...modifier, head], '');
    }
    // "hotels and restaurants", "drivers & helpers": two things people name together.
    if (
      next &&
      !next.negation &&
      span.words.length === 1 &&
      next.words.length === 1 &&
      head.noun &&
      !head.weak &&
      next.words[0]!.noun &&
      next.start === span.end + 1 &&
      after?.pos === 'CCONJ' &&
      after.lemma !== 'or'
    ) {
      add([head, next.words[0]!], '', true);
    }
  }
  return candidates;
}

function keywordSpelling(value: string): string {
  return ACRONYM.test(value) ? value : value.toLowerCase();
}

const NAME_LIST_GLUE = new Set([',', '/', 'and', 'or', '&']);
const isName = (token: Token | undefined) =>
  token !== undefined &&
  (token.pos === 'PROPN' || token.pos === 'NOUN' || token.maybeName === true) &&
  !isGenericWord(token.lemma);

/**
 * What the names in a statement are examples of, read from the patterns
 * people use to give examples (Hearst patterns): "A, B and other N", "N like
 * A and B", "N such as A", "N including A". Only names outside the synonym
 * table are taken: "Jiomart" → online, never "doctors" → something else.
 */
function namedKinds(tokens: readonly Token[]): [name: string, kind: string][] {
  const found: [string, string][] = [];
  const take = (name: Token, kind: string) => {
    if (canonicalConcept(name.lemma) === name.lemma && name.lemma !== kind) found.push([name.lemma, kind]);
  };
  tokens.forEach((token, index) => {
    // "A, B and other N"
    if (token.lemma === 'other' && (tokens[index - 1]?.lemma === 'and' || tokens[index - 1]?.lemma === 'or')) {
      let at = index + 1;
      while (tokens[at]?.pos === 'ADJ') at += 1;
      let head = at;
      while (isName(tokens[head + 1])) head += 1;
      if (!isName(tokens[head])) return;
      const kind = canonicalConcept(tokens[head]!.lemma);
      for (let back = index - 2; back >= 0; back -= 1) {
        const name = tokens[back]!;
        if (NAME_LIST_GLUE.has(name.lemma) || NAME_LIST_GLUE.has(name.value)) continue;
        if (!isName(name)) break;
        take(name, kind);
      }
    }
    // "N like A", "N such as A", "N including A"
    const such = token.lemma === 'such' && tokens[index + 1]?.lemma === 'as';
    if ((token.lemma === 'like' || token.lemma === 'include' || such) && isName(tokens[index - 1])) {
      const kind = canonicalConcept(tokens[index - 1]!.lemma);
      for (let at = index + (such ? 2 : 1); at < tokens.length; at += 1) {
        const name = tokens[at]!;
        if (NAME_LIST_GLUE.has(name.lemma) || NAME_LIST_GLUE.has(name.value)) continue;
        if (!isName(name)) break;
        take(name, kind);
      }
    }
  });
  return found;
}
