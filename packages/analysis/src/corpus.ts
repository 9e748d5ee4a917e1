import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { byCategory } from './by-category.ts';
import { scoreText, type TextSentiment } from './sentiment.ts';
import { classifyPlacement } from './misplaced.ts';
import { foldLoanwords } from './languages/loanwords.ts';
import { dropOrganisationName, saysNothing } from './statement-filters.ts';
import type { CategoryCorpus, Corpus, ResponseText, Statement } from './corpus-types.ts';
import { createStatementParser, type StatementParser } from './nlp.ts';

const NONE: readonly string[] = [];
/** Lines, sentences (the Devanagari danda "।" ends one too) and bullets. */
const STATEMENT_BREAK = /\r?\n+|(?<=[.!?;।॥])\s+|(?<!\s)\s+[•·]\s+/u;
const LIST_MARKER = /^(?:[-*•·–]+|\d{1,2}[.)])\s*/u;

/**
 * The statements of an answer: its lines, sentences and list items. A
 * sentence that is only a comma list of short items ("quick commerce, diesel
 * price") is a list: each item is a statement of its own.
 */
export function splitStatements(text: string): string[] {
  return text
    .split(STATEMENT_BREAK)
    .map((part) => part.replace(LIST_MARKER, '').trim())
    .flatMap((part) => {
      const items = part.split(',').map((item) =>
        item
          .trim()
          .replace(/(?<![.;।])[.;।]+$/u, '')
          .trim(),
      );
      const isList = items.length > 1 && items.every((item) => item.length > 0 && item.split(/\s+/u).length <= 4);
      return isList ? items : splitClauses(part);
    })
    .filter((part) => part.length > 0);
}

/** Where a sentence turns to another point: ", and", ", but", " but", ", so", ", while", ", although". */
const CLAUSE_BREAK = /,\s+(?=(?:and|but|so|while|whereas|although|though|plus)\s)|(?<=[^\s,])\s+(?=but\s)/giu;
/** A clause this short ("fast, but fun") is a part of the point before it, not a point of its own. */
const CLAUSE_WORDS = 4;

/**
 * A long sentence that makes two points ("The scheduling is all over the
 * place, and the compensation is very unfair") is two statements, each
 * grouped with what it is about. A clause keeps its joining word.
 */
function splitClauses(sentence: string): string[] {
  // Cut points, each where the next clause starts in the sentence as written (quotes stay verbatim).
  const cuts = [...sentence.matchAll(CLAUSE_BREAK)].map((match) => ({
    end: match.index,
    start: match.index + match[0].length,
  }));
  if (cuts.length === 0) return [sentence];
  const wordsIn = (text: string) => text.trim().split(/\s+/u).length;
  const clauses: { start: number; end: number }[] = [];
  let from = 0;
  for (const [index, cut] of [...cuts, { end: sentence.length, start: sentence.length }].entries()) {
    const piece = { start: from, end: cut.end };
    const last = clauses.at(-1);
    const short = wordsIn(sentence.slice(piece.start, piece.end)) < CLAUSE_WORDS;
    if (last && (short || wordsIn(sentence.slice(last.start, last.end)) < CLAUSE_WORDS)) last.end = piece.end;
    else clauses.push(piece);
    from = cut.start;
    if (index === cuts.length) break;
  }
  return clauses.map((clause) => sentence.slice(clause.start, clause.end).trim()).filter((text) => text.length > 0);
}

/** What the analysis reads from an answer's text alone: its statements and its sentiment. */
interface AnswerReading {
  statements: string[];
  sentiment: TextSentiment;
}

/**
 * Answers as read, remembered: the analysis thread reads a SWOT's answers again each time new ones arrive,
 * and splitting (sentences, lists, clauses) and scoring sentiment were half of a warm run. Bounded like the
 * parser's cache, oldest forgotten first; an entry is the answer's statements and three numbers.
 */
const answerCache = new Map<string, AnswerReading>();
const ANSWER_CACHE_LIMIT = 50_000;
function readAnswer(text: string): AnswerReading {
  let reading = answerCache.get(text);
  if (!reading) {
    reading = { statements: splitStatements(text), sentiment: scoreText(text) };
    if (answerCache.size >= ANSWER_CACHE_LIMIT) answerCache.delete(answerCache.keys().next().value!);
    answerCache.set(text, reading);
  }
  return reading;
}

export function buildCorpus(
  responses: readonly ResponseText[],
  parser: StatementParser = createStatementParser(),
  organisation = '',
): Corpus {
  const spellings = new Map<string, Map<string, number>>();
  const countTerm = (counts: Map<string, number>, term: string, written: string) => {
    counts.set(term, (counts.get(term) ?? 0) + 1);
    let forms = spellings.get(term);
    if (!forms) spellings.set(term, (forms = new Map<string, number>()));
    forms.set(written, (forms.get(written) ?? 0) + 1);
  };
  const phrasesWritten = new Map<string, string>();
  const categories = byCategory((category): CategoryCorpus => ({
    category,
    answers: [],
    statements: [],
    termCounts: new Map(),
    termsUsed: new Set(),
  }));

  for (const response of responses) {
    for (const category of SWOT_CATEGORIES) {
      const text = response[category].trim();
      if (!text) continue;
      const corpus = categories[category];
      const reading = readAnswer(text);
      corpus.answers.push({ responseId: response.id, text, sentiment: reading.sentiment });
      for (const [index, statementText] of reading.statements.entries()) {
        const parsed = parser.parse(statementText);
        if (parsed.concepts.length === 0 || saysNothing(parsed)) continue;
        for (const [lemma, written] of parsed.keywords) countTerm(corpus.termCounts, lemma, written);
        // A phrase is shown as first written (its words are lowercase but for acronyms): no count of forms.
        for (const [key, written] of parsed.keyPhrases) {
          corpus.termCounts.set(key, (corpus.termCounts.get(key) ?? 0) + 1);
          if (!phrasesWritten.has(key)) phrasesWritten.set(key, written);
        }
        const belongsIn = classifyPlacement(category, parsed);
        const statement: Statement = {
          key: `${response.id}:${category}:${index}`,
          responseId: response.id,
          text: statementText,
          writtenIn: category,
          misplaced: belongsIn !== category,
          parsed,
          concepts: parsed.concepts,
          added: NONE,
        };
        // A misplaced statement is counted in the quadrant it belongs to (quoted as written).
        categories[belongsIn].statements.push(statement);
      }
    }
  }

  // A phrase written twice or more is a keyword of its own ("quick commerce") and its words are not counted
  // again for it; a phrase written once counts only through its words. Longer phrases first: "Middle East
  // market" written twice is one keyword, and "Middle East" counts only where it is written without "market".
  const phrases = [...phrasesWritten.keys()]
    .map((key) => [key, key.split(' ')] as const)
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
  for (const category of SWOT_CATEGORIES) {
    const counts = categories[category].termCounts;
    categories[category].termsUsed = new Set(counts.keys());
    const take = (term: string, count: number) => {
      const left = (counts.get(term) ?? 0) - count;
      if (left > 0) counts.set(term, left);
      else counts.delete(term);
    };
    for (const [key, lemmas] of phrases) {
      const count = counts.get(key);
      if (count === undefined) continue;
      if (count < 2) {
        counts.delete(key);
        continue;
      }
      for (const lemma of new Set(lemmas)) if (counts.has(lemma)) take(lemma, count);
      for (let from = 0; from + 2 <= lemmas.length; from += 1) {
        for (let to = from + 2; to <= lemmas.length && to - from < lemmas.length; to += 1) {
          const part = lemmas.slice(from, to).join(' ');
          if (counts.has(part)) take(part, count);
        }
      }
    }
  }

  // Names people gave examples of: "Udaan, Jiomart and other apps", "delivery apps like Blinkit".
  const kinds = new Map<string, string>();
  for (const category of SWOT_CATEGORIES) {
    for (const statement of categories[category].statements) {
      for (const [name, kind] of statement.parsed.kinds) if (!kinds.has(name)) kinds.set(name, kind);
    }
  }
  if (kinds.size > 0) {
    for (const category of SWOT_CATEGORIES) {
      for (const statement of categories[category].statements) {
        const added = statement.parsed.tokens.flatMap((token) => {
          const kind = kinds.get(token.lemma);
          return kind && !statement.concepts.includes(kind) ? [kind] : [];
        });
        if (added.length === 0) continue;
        statement.concepts = [...new Set([...statement.concepts, ...added])];
        statement.added = [...new Set(added)];
      }
    }
  }

  dropOrganisationName(categories, organisation);
  foldLoanwords(categories);

  const chosen = new Map<string, string>();
  const spelling = (stem: string): string => {
    const cached = chosen.get(stem) ?? phrasesWritten.get(stem);
    if (cached) return cached;
    let best = stem;
    let bestCount = 0;
    for (const [word, count] of spellings.get(stem) ?? []) {
      // The most common spelling; on a tie the shorter (singular) one.
      if (count > bestCount || (count === bestCount && word.length < best.length)) {
        best = word;
        bestCount = count;
      }
    }
    chosen.set(stem, best);
    return best;
  };

  return { responseCount: responses.length, categories, spelling };
}
