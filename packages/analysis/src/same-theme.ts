import { eng } from 'stopword';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import { stemWord } from './stem.ts';

/**
 * Whether two themes from different SWOTs (or two analyses of one) are the same theme: the one
 * decision goals (finding a goal's theme in a newer SWOT, one goal per subject), the comparison
 * (moving themes between SWOTs) and the dashboard (adding themes up across SWOTs) share.
 *
 * Theme names are written from what people said, so one subject reads "product and team" in one SWOT
 * and "product" in the next, "support for customers" and "customer support", "EV" and "electric
 * vehicles", "drivers" and "driver attrition". Words are compared by their first five letters (a crude
 * stem that folds plurals and word forms: "managers" and "management"); an acronym stands for the
 * words whose initials spell it, in the other theme's name or keywords.
 *
 * Two themes are the same when:
 * - their heads meet (the noun a name is about: its last word, or the word before "for", "of",
 *   "with"...; each side of an "and"), or their names share two words or more; or
 * - each name's words are all among the other theme's name and keywords (what people wrote about
 *   both is the same); or, with word vectors, each word of the shorter name is the other's word or
 *   close in meaning to one of them.
 * Sharing one word is not enough ("outstanding payments from retailers" is not "retailer app").
 * Weaker: one name's words are all among the other's name and keywords ("drivers" in "driver
 * attrition"), or the names share a word and the keywords another ("driver attrition" and "drivers
 * leaving", both written with "quit"): taken only when no other candidate is as close, so a bare
 * "customers" is not given to one of "customer churn" and "customer service".
 *
 * Cheap: a few dozen string operations per pair, no loop over a vocabulary. The word similarity is
 * optional; callers on the HTTP thread pass none (the vectors are an 8 MB file to load).
 */
export interface ThemeIdentity {
  label: string;
  /** The theme's keywords, as the analysis wrote them: they show what people meant by its name. */
  keywords?: readonly string[];
  quadrant?: SwotCategory;
}

/** Cosine similarity of two lowercase words, undefined when either is unknown (word-vectors.ts). */
export type WordSimilarity = (a: string, b: string) => number | undefined;

export interface SameThemeOptions {
  similarity?: WordSimilarity;
}

/** Two words this close in meaning count as one (GloVe cosine, also of their singulars: "cost" and "price" are 0.73). */
const CLOSE_WORDS = 0.7;
/** A match at or above this is certain; below it (and above 0) a name is only contained in the other. */
const STRONG = 10;

const FILLERS = new Set([
  ...eng,
  'lack',
  'without',
  'no',
  'not',
  'poor',
  'good',
  'great',
  'better',
  'bad',
  'more',
  'less',
  'many',
  'much',
  'new',
]);
/** Words after which a phrase goes on about something else: the head is the word before them. */
const PREPOSITIONS = new Set(['for', 'of', 'with', 'to', 'in', 'on', 'from', 'by', 'at', 'about', 'among', 'between']);
const CONJUNCTIONS = new Set(['and', '&', 'or', ',']);

const isAcronym = (word: string) => /^[\p{Lu}\d]{2,6}s?$/u.test(word) && /\p{L}/u.test(word);

/** The compared form of a word, or null for a filler or a short word that is not an acronym. */
function stemOf(word: string): string | null {
  const clean = word.replace(/[^\p{L}\p{N}]+/gu, '');
  if (clean === '') return null;
  if (isAcronym(clean)) return clean.replace(/s$/u, '').toLowerCase();
  const lower = clean.toLowerCase();
  if (FILLERS.has(lower) || lower.length < 3) return null;
  return lower.slice(0, 5);
}

interface Token {
  /** Lowercase word, or a conjunction or preposition as written. */
  lower: string;
  stem: string | null;
}

function tokens(label: string): Token[] {
  // Commas and ampersands are words of their own: spaced out first, then split on spaces (a split on
  // lookarounds tries them at every position, 21 ms on 100 KB in the linear-patterns sweep).
  return label
    .replace(/[,&]/gu, ' $& ')
    .split(/\s+/u)
    .map((word) => word.trim())
    .filter((word) => word !== '')
    .map((word) => ({ lower: word.toLowerCase().replace(/[^\p{L}\p{N}&,]+/gu, ''), stem: stemOf(word) }))
    .filter((token) => token.lower !== '');
}

/** The head of each coordinated part: "slow customer support and billing errors" gives "suppo", "error". */
export function themeHeads(label: string): Set<string> {
  const heads = new Set<string>();
  let last: string | null = null;
  let closed = false;
  const close = () => {
    if (last && !closed) heads.add(last);
    closed = true;
  };
  for (const token of tokens(label)) {
    if (CONJUNCTIONS.has(token.lower)) {
      close();
      last = null;
      closed = false;
    } else if (PREPOSITIONS.has(token.lower)) {
      close();
    } else if (!closed) {
      last = token.stem ?? last;
    }
  }
  close();
  return heads;
}

interface Described {
  words: string[];
  stems: Set<string>;
  heads: Set<string>;
  /** Name and keywords together. */
  vocabulary: Set<string>;
  keywordStems: string[];
}

function describe(theme: ThemeIdentity): Described {
  const labelTokens = tokens(theme.label).filter((token) => token.stem !== null);
  const keywordStems = (theme.keywords ?? []).flatMap((keyword) =>
    keyword.split(/\s+/u).flatMap((word) => stemOf(word) ?? []),
  );
  const stems = new Set(labelTokens.map((token) => token.stem!));
  return {
    words: labelTokens.map((token) => token.lower),
    stems,
    heads: themeHeads(theme.label),
    vocabulary: new Set([...stems, ...keywordStems]),
    keywordStems,
  };
}

/**
 * Folds the words whose initials spell an acronym of the other theme into that acronym: against
 * "EV", "electric vehicles" reads "ev" (in the name, or in the keywords in the order written).
 */
function foldAcronyms(theme: Described, acronyms: Iterable<string>): Described {
  const fold = new Map<string, string>();
  const sequences = [[...theme.stems], theme.keywordStems];
  for (const acronym of acronyms) {
    if (theme.vocabulary.has(acronym)) continue;
    for (const sequence of sequences) {
      for (let start = 0; start + acronym.length <= sequence.length; start += 1) {
        const run = sequence.slice(start, start + acronym.length);
        if (run.map((stem) => stem[0]).join('') === acronym) run.forEach((stem) => fold.set(stem, acronym));
      }
    }
  }
  if (fold.size === 0) return theme;
  const map = (stems: Iterable<string>) => new Set([...stems].map((stem) => fold.get(stem) ?? stem));
  return {
    ...theme,
    stems: map(theme.stems),
    heads: map(theme.heads),
    vocabulary: map(theme.vocabulary),
    keywordStems: theme.keywordStems.map((stem) => fold.get(stem) ?? stem),
  };
}

const acronymsOf = (theme: ThemeIdentity) =>
  [theme.label, ...(theme.keywords ?? [])]
    .flatMap((text) => text.split(/\s+/u))
    .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter(isAcronym)
    .map((word) => word.replace(/s$/u, '').toLowerCase());

const within = (stems: ReadonlySet<string>, vocabulary: ReadonlySet<string>) =>
  stems.size > 0 && [...stems].every((stem) => vocabulary.has(stem));

/** Each word of the shorter name is a word of the other or close in meaning to one. */
function closeInMeaning(a: Described, b: Described, similarity: WordSimilarity): boolean {
  const [short, long] = a.words.length <= b.words.length ? [a, b] : [b, a];
  if (short.words.length === 0) return false;
  let closeWords = 0;
  for (const word of short.words) {
    const stem = stemOf(word);
    if (stem !== null && long.stems.has(stem)) continue;
    const close = (other: string) =>
      Math.max(similarity(word, other) ?? 0, similarity(stemWord(word), stemWord(other)) ?? 0) >= CLOSE_WORDS;
    if (!long.words.some(close)) return false;
    closeWords += 1;
  }
  return closeWords > 0;
}

interface Prepared {
  identity: ThemeIdentity;
  described: Described;
  acronyms: string[];
}

function prepare(theme: ThemeIdentity): Prepared {
  return { identity: theme, described: describe(theme), acronyms: acronymsOf(theme) };
}

function scorePrepared(a: Prepared, b: Prepared, options: SameThemeOptions): number {
  if (a.identity.label.trim().toLowerCase() === b.identity.label.trim().toLowerCase()) return 100;
  const left = b.acronyms.length > 0 ? foldAcronyms(a.described, b.acronyms) : a.described;
  const right = a.acronyms.length > 0 ? foldAcronyms(b.described, a.acronyms) : b.described;
  let shared = 0;
  for (const stem of left.stems) if (right.stems.has(stem)) shared += 1;
  const headsMeet = [...left.heads].some((head) => right.heads.has(head));
  if (headsMeet || shared >= 2) return STRONG + shared;
  const leftWithin = within(left.stems, right.vocabulary);
  const rightWithin = within(right.stems, left.vocabulary);
  if (leftWithin && rightWithin) return STRONG + shared;
  if (options.similarity && closeInMeaning(left, right, options.similarity)) return STRONG;
  // Weaker evidence: one name within the other's words, or a shared word and a keyword both use
  // beyond their names ("driver attrition" and "drivers leaving", both raised with "quit").
  let common = 0;
  for (const stem of new Set(left.keywordStems)) {
    if (right.vocabulary.has(stem) && !left.stems.has(stem) && !right.stems.has(stem)) common += 1;
  }
  if (!leftWithin && !rightWithin && !(shared >= 1 && common >= 1)) return 0;
  return Math.min(STRONG - 1, 1 + common + Number(leftWithin || rightWithin));
}

/**
 * How sure it is that the two are one theme: 0 when they are not, STRONG (10) and above when they
 * are, 1–9 when the evidence is weaker (see findSameTheme).
 */
export function sameThemeScore(a: ThemeIdentity, b: ThemeIdentity, options: SameThemeOptions = {}): number {
  return scorePrepared(prepare(a), prepare(b), options);
}

/**
 * The words a theme is told by, as the same-theme function compares them (five-letter stems, an
 * acronym whole): its head words, and every word of its name and keywords. For finding it in text.
 */
export function themeWords(theme: ThemeIdentity): { heads: string[]; words: string[] } {
  const described = describe(theme);
  return { heads: [...described.heads], words: [...described.vocabulary] };
}

export function isSameTheme(a: ThemeIdentity, b: ThemeIdentity, options: SameThemeOptions = {}): boolean {
  return sameThemeScore(a, b, options) > 0;
}

/**
 * The candidate that is the same theme as `theme`, or undefined. Among several: the closest (exact
 * name, then the most shared words), then one in the same quadrant, then the one more people raised.
 * A candidate that only contains the name is taken when it is the only one that close.
 */
export function findSameTheme<T extends ThemeIdentity & { mentions: number }>(
  theme: ThemeIdentity | string,
  candidates: readonly T[],
  options: SameThemeOptions = {},
): T | undefined {
  const wanted = typeof theme === 'string' ? { label: theme } : theme;
  const prepared = prepare(wanted);
  return pickBest(
    wanted,
    candidates.map((candidate) => ({ candidate, score: scorePrepared(prepared, prepare(candidate), options) })),
  );
}

function pickBest<T extends { quadrant?: SwotCategory; mentions: number }>(
  wanted: ThemeIdentity,
  found: readonly { candidate: T; score: number }[],
): T | undefined {
  const scored = found
    .filter(({ score }) => score > 0)
    .sort(
      (x, y) =>
        y.score - x.score ||
        Number(y.candidate.quadrant === wanted.quadrant) - Number(x.candidate.quadrant === wanted.quadrant) ||
        y.candidate.mentions - x.candidate.mentions,
    );
  const [best, next] = scored;
  if (!best) return undefined;
  if (best.score < STRONG && next && next.score === best.score) return undefined;
  return best.candidate;
}

/**
 * Groups themes that are the same theme, each group once per source (a theme never joins a group
 * that already holds one from its own SWOT: within one analysis two themes are two). `themes` in the
 * order groups should take them (most raised first); each group's first theme is the one it is
 * compared by. Candidates are found through the words (and acronyms) they share, so the cost follows
 * the number of themes, not its square.
 */
export function groupSameThemes<T extends ThemeIdentity & { mentions: number }>(
  themes: readonly T[],
  sourceOf: (theme: T) => string,
  options: SameThemeOptions = {},
): T[][] {
  const groups: { first: Prepared & { theme: T }; members: T[]; sources: Set<string> }[] = [];
  const index = new Map<string, number[]>();
  for (const theme of themes) {
    const prepared = { ...prepare(theme), theme };
    const source = sourceOf(theme);
    const keys = lookupKeys(prepared);
    const seen = new Set<number>();
    const found: { candidate: T & { group: number }; score: number }[] = [];
    for (const key of keys) {
      for (const group of index.get(key) ?? []) {
        if (seen.has(group) || groups[group]!.sources.has(source)) continue;
        seen.add(group);
        const first = groups[group]!.first;
        const score = scorePrepared(prepared, first, options);
        if (score > 0) found.push({ candidate: { ...first.theme, group }, score });
      }
    }
    const best = pickBest(theme, found);
    if (best) {
      const group = groups[best.group]!;
      group.members.push(theme);
      group.sources.add(source);
      continue;
    }
    groups.push({ first: prepared, members: [theme], sources: new Set([source]) });
    for (const key of keys) {
      const list = index.get(key) ?? [];
      list.push(groups.length - 1);
      index.set(key, list);
    }
  }
  return groups.map((group) => group.members);
}

/** The words a theme may share with another, and the acronyms it is or whose initials it spells. */
function lookupKeys(theme: Prepared): Set<string> {
  const keys = new Set<string>([theme.identity.label.trim().toLowerCase()]);
  for (const stem of theme.described.vocabulary) keys.add(stem);
  for (const acronym of theme.acronyms) keys.add(`acronym:${acronym}`);
  for (const sequence of [[...theme.described.stems], theme.described.keywordStems]) {
    for (let start = 0; start < sequence.length; start += 1) {
      let initials = '';
      for (let end = start; end < Math.min(sequence.length, start + 6); end += 1) {
        initials += sequence[end]![0];
        if (initials.length >= 2) keys.add(`acronym:${initials}`);
      }
    }
  }
  return keys;
}
