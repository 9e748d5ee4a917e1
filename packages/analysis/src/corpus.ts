import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { byCategory } from './by-category.ts';
import { scoreText, type TextSentiment } from './sentiment.ts';
import { classifyPlacement } from './misplaced.ts';
import { createStatementParser, type ParsedStatement, type StatementParser, type Token } from './nlp.ts';
import { canonicalConcept, isGenericWord } from './vocabulary.ts';

/** One response as the engine reads it: its id and the four answers. */
export type ResponseText = { id: string } & Record<SwotCategory, string>;

/** One statement (a line or a sentence of an answer) as the engine reads it. */
export interface Statement {
  responseId: string;
  text: string;
  /** The quadrant it was typed into. */
  writtenIn: SwotCategory;
  /** Set when it reads as belonging to another quadrant (an external factor typed under Weaknesses). */
  misplaced: boolean;
  parsed: ParsedStatement;
  /**
   * The statement's concepts in this SWOT: its own, plus the kind a name it
   * uses stands for here ("Jiomart" is an online platform once someone wrote
   * "Udaan, Jiomart and other apps").
   */
  concepts: string[];
  /** Its naming atoms (see NameCandidate), with the same additions. */
  atoms: string[];
}

export interface Answer {
  responseId: string;
  text: string;
  sentiment: TextSentiment;
}

export interface CategoryCorpus {
  category: SwotCategory;
  answers: Answer[];
  statements: Statement[];
  /** Keyword occurrences by stem, and by the stems of a two-word phrase written twice or more ("quick commerce"). */
  termCounts: Map<string, number>;
}

/** Everything the analysis needs, read from the texts once. */
export interface Corpus {
  responseCount: number;
  categories: Record<SwotCategory, CategoryCorpus>;
  /** How each stem is most often written, for showing it back. */
  spelling: (stem: string) => string;
}

const STATEMENT_BREAK = /\r?\n+|(?<=[.!?;])\s+|\s+[•·]\s+/u;
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
      const items = part.split(/\s*,\s*/u).map((item) => item.replace(/[.;]+$/u, '').trim());
      const isList = items.length > 1 && items.every((item) => item.length > 0 && item.split(/\s+/u).length <= 4);
      return isList ? items : [part];
    })
    .filter((part) => part.length > 0);
}

export function buildCorpus(
  responses: readonly ResponseText[],
  parser: StatementParser = createStatementParser(),
): Corpus {
  const spellings = new Map<string, Map<string, number>>();
  const phraseWords = new Map<string, string[]>();
  const categories = byCategory((category): CategoryCorpus => ({
    category,
    answers: [],
    statements: [],
    termCounts: new Map(),
  }));

  for (const response of responses) {
    for (const category of SWOT_CATEGORIES) {
      const text = response[category].trim();
      if (!text) continue;
      const corpus = categories[category];
      corpus.answers.push({ responseId: response.id, text, sentiment: scoreText(text) });
      for (const statementText of splitStatements(text)) {
        const parsed = parser.parse(statementText);
        if (parsed.concepts.length === 0) continue;
        for (const [lemma, written] of [...parsed.keywords, ...parsed.keyPhrases]) {
          corpus.termCounts.set(lemma, (corpus.termCounts.get(lemma) ?? 0) + 1);
          let forms = spellings.get(lemma);
          if (!forms) spellings.set(lemma, (forms = new Map<string, number>()));
          forms.set(written, (forms.get(written) ?? 0) + 1);
        }
        for (const [key, , lemmas] of parsed.keyPhrases) {
          if (!phraseWords.has(key)) phraseWords.set(key, lemmas);
        }
        const belongsIn = classifyPlacement(category, parsed);
        const statement: Statement = {
          responseId: response.id,
          text: statementText,
          writtenIn: category,
          misplaced: belongsIn !== category,
          parsed,
          concepts: parsed.concepts,
          atoms: parsed.atoms,
        };
        // A misplaced statement is counted in the quadrant it belongs to (quoted as written).
        categories[belongsIn].statements.push(statement);
      }
    }
  }

  // A phrase written twice or more is a keyword of its own ("quick commerce") and its words are not counted
  // again for it; a phrase written once counts only through its words.
  for (const category of SWOT_CATEGORIES) {
    const counts = categories[category].termCounts;
    for (const [key, lemmas] of phraseWords) {
      const count = counts.get(key);
      if (count === undefined) continue;
      if (count < 2) {
        counts.delete(key);
        continue;
      }
      for (const lemma of new Set(lemmas)) {
        const left = (counts.get(lemma) ?? 0) - count;
        if (counts.has(lemma)) {
          if (left > 0) counts.set(lemma, left);
          else counts.delete(lemma);
        }
      }
    }
  }

  // Names people gave examples of: "Udaan, Jiomart and other apps", "delivery apps like Blinkit".
  const kinds = new Map<string, string>();
  for (const category of SWOT_CATEGORIES) {
    for (const statement of categories[category].statements) {
      for (const [name, kind] of namedKinds(statement.parsed.tokens)) if (!kinds.has(name)) kinds.set(name, kind);
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
        statement.atoms = [...new Set([...statement.atoms, ...added])];
      }
    }
  }

  const chosen = new Map<string, string>();
  const spelling = (stem: string): string => {
    const cached = chosen.get(stem);
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
export function namedKinds(tokens: readonly Token[]): [name: string, kind: string][] {
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
