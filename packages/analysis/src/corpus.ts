import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { byCategory } from './by-category.ts';
import { scoreText, type TextSentiment } from './sentiment.ts';
import { extractTerms } from './words.ts';

/** One response as the engine reads it: its id and the four answers. */
export type ResponseText = { id: string } & Record<SwotCategory, string>;

/** One statement (a line or a sentence of an answer) with its distinct keywords. */
export interface Statement {
  responseId: string;
  text: string;
  stems: string[];
  /** Keyword pairs written side by side ("customer service"), joined by a space. */
  bigrams: string[];
  /** The keywords in order, with null where a stop word or other break stood between two of them. */
  sequence: (string | null)[];
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

export function splitStatements(text: string): string[] {
  return text
    .split(STATEMENT_BREAK)
    .map((part) => part.replace(LIST_MARKER, '').trim())
    .filter((part) => part.length > 0);
}

export function buildCorpus(responses: readonly ResponseText[]): Corpus {
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
        const terms = extractTerms(statementText);
        if (terms.length === 0) continue;
        const bigrams = new Set<string>();
        const sequence: (string | null)[] = [];
        for (let index = 0; index < terms.length; index += 1) {
          const term = terms[index]!;
          const previous = terms[index - 1];
          if (previous && previous.position + 1 !== term.position) sequence.push(null);
          sequence.push(term.stem);
          corpus.termCounts.set(term.stem, (corpus.termCounts.get(term.stem) ?? 0) + 1);
          let forms = spellings.get(term.stem);
          if (!forms) spellings.set(term.stem, (forms = new Map<string, number>()));
          forms.set(term.word, (forms.get(term.word) ?? 0) + 1);
          const next = terms[index + 1];
          if (next && next.position === term.position + 1 && next.stem !== term.stem)
            bigrams.add(`${term.stem} ${next.stem}`);
        }
        corpus.statements.push({
          responseId: response.id,
          text: statementText,
          stems: [...new Set(terms.map((term) => term.stem))],
          bigrams: [...bigrams],
          sequence,
        });
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
