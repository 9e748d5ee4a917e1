import type { SwotCategory } from '@foursight/shared/domain/swots';
import type { ParsedStatement } from './nlp.ts';
import type { TextSentiment } from './sentiment.ts';

// The shapes the corpus reads the answers into (corpus.ts builds them), in a module of their own so the
// statement filters and the rest read them without importing the builder.

/** One response as the engine reads it: its id and the four answers. */
export type ResponseText = { id: string } & Record<SwotCategory, string>;

/** One statement (a line or a sentence of an answer) as the engine reads it. */
export interface Statement {
  /** `<responseId>:<quadrant typed in>:<index among the answer's statements>`: stable, answers do not change. */
  key: string;
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
  /** The kinds added to its concepts in this SWOT (none for most), for naming a theme too. */
  added: readonly string[];
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
  /** Keyword occurrences by stem, and by the stems of a phrase written twice or more ("quick commerce"). */
  termCounts: Map<string, number>;
  /** Every keyword stem and phrase written in the category, inside a counted phrase or not. */
  termsUsed: Set<string>;
}

/** Everything the analysis needs, read from the texts once. */
export interface Corpus {
  responseCount: number;
  categories: Record<SwotCategory, CategoryCorpus>;
  /** How each stem is most often written, for showing it back. */
  spelling: (stem: string) => string;
}
