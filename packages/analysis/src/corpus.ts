import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { byCategory } from './by-category.ts';
import { scoreText, type TextSentiment } from './sentiment.ts';
import { classifyPlacement } from './misplaced.ts';
import { createStatementParser, type ParsedStatement, type StatementParser } from './nlp.ts';

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
  /** Keyword occurrences by stem. */
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
        for (const [lemma, written] of parsed.keywords) {
          corpus.termCounts.set(lemma, (corpus.termCounts.get(lemma) ?? 0) + 1);
          let forms = spellings.get(lemma);
          if (!forms) spellings.set(lemma, (forms = new Map<string, number>()));
          forms.set(written, (forms.get(written) ?? 0) + 1);
        }
        const belongsIn = classifyPlacement(category, parsed);
        const statement: Statement = {
          responseId: response.id,
          text: statementText,
          writtenIn: category,
          misplaced: belongsIn !== category,
          parsed,
        };
        // A misplaced statement is counted in the quadrant it belongs to (quoted as written).
        categories[belongsIn].statements.push(statement);
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
