import Sentiment from 'sentiment';
import type { Sentiment as SentimentResult, Tone } from '@foursight/shared/contract/analysis';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { statementLanguage } from './languages/hindi.ts';

/**
 * Sentiment from the AFINN-165 lexicon (the `sentiment` package, which also
 * flips a word's score after a negation: "not good" counts as negative).
 */
const analyzer = new Sentiment();

export interface TextSentiment {
  /** Sum of the AFINN weights of the text's words. */
  score: number;
  /** Sum of the positive weights. */
  positive: number;
  /** Sum of the negative weights, as a positive number. */
  negative: number;
  /** Written in Hindi (either script), which the English lexicon reads only where English words are mixed in. */
  unread?: boolean;
}

/** Answers in a language the lexicon does not read, from this share of an area's answers up, make its tone a guess. */
const LOW_CONFIDENCE_SHARE = 1 / 3;

function confidenceOf(texts: readonly TextSentiment[]): { unread: number; confidence: 'normal' | 'low' } {
  const unread = texts.filter((text) => text.unread).length;
  return { unread, confidence: unread > 0 && unread >= texts.length * LOW_CONFIDENCE_SHARE ? 'low' : 'normal' };
}

export function scoreText(text: string): TextSentiment {
  const result = analyzer.analyze(text);
  let positive = 0;
  let negative = 0;
  for (const entry of result.calculation) {
    for (const weight of Object.values(entry)) {
      if (weight > 0) positive += weight;
      else negative -= weight;
    }
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter(Boolean);
  return { score: result.score, positive, negative, ...(statementLanguage(words) === 'en' ? {} : { unread: true }) };
}

const POSITIVE_SIDE: readonly SwotCategory[] = ['strengths', 'opportunities'];
const NEGATIVE_SIDE: readonly SwotCategory[] = ['weaknesses', 'threats'];

/**
 * The SWOT's sentiment score (spec part 2 §9): positive evidence in strengths
 * and opportunities against negative evidence in weaknesses and threats,
 * clamped to −10..10. It is a balance, not a sum, so a SWOT with a thousand
 * answers is not pinned at the limit; the denominator has a floor of 10
 * points of evidence so that a single word cannot swing it to ±10.
 */
export function scoreSwotSentiment(evidence: Record<SwotCategory, readonly TextSentiment[]>): SentimentResult {
  let positiveWords = 0;
  let negativeWords = 0;
  let positiveAnswers = 0;
  let negativeAnswers = 0;
  for (const category of POSITIVE_SIDE) {
    for (const text of evidence[category]) {
      positiveWords += text.positive;
      positiveAnswers += text.positive === 0 ? 1 : 0;
    }
  }
  for (const category of NEGATIVE_SIDE) {
    for (const text of evidence[category]) {
      negativeWords += text.negative;
      negativeAnswers += text.negative === 0 ? 1 : 0;
    }
  }
  // Without any lexicon word there is nothing to read (another language, bare lists): no sentiment is
  // invented. Otherwise every answer counts for its side, at least one point: "manual testing takes
  // weeks" has no word in the lexicon, but a weakness is a complaint however plainly it is worded, and
  // without that floor three warm strengths against three plain weaknesses read +10, the top of the scale.
  const measurable = positiveWords + negativeWords > 0;
  const positiveEvidence = positiveWords + (measurable ? positiveAnswers : 0);
  const negativeEvidence = negativeWords + (measurable ? negativeAnswers : 0);
  const balance = (positiveEvidence - negativeEvidence) / Math.max(positiveEvidence + negativeEvidence, 10);
  const score = Math.max(-10, Math.min(10, Math.round(balance * 100) / 10));
  const label = score >= 2 ? 'positive' : score <= -2 ? 'negative' : 'neutral';
  const { confidence } = confidenceOf(SWOT_CATEGORIES.flatMap((category) => evidence[category]));
  return { score, label, positiveEvidence, negativeEvidence, confidence };
}

/**
 * The tone of one area's answers, the one per-area figure every place shows:
 * an answer is worded positively when its positive words outweigh its negative
 * ones, negatively in the other case; the score is the share of positive
 * answers minus the share of negative ones, in points (−100 to +100), the
 * way a net promoter score is read.
 */
export function areaTone(texts: readonly TextSentiment[]): Tone {
  const positive = texts.filter((text) => text.score > 0).length;
  const negative = texts.filter((text) => text.score < 0).length;
  const answers = texts.length;
  const neutral = answers - positive - negative;
  const score = answers === 0 ? 0 : Math.round(((positive - negative) / answers) * 100);
  const label = score >= TONE_LEANS ? 'positive' : score <= -TONE_LEANS ? 'negative' : 'neutral';
  const { unread, confidence } = confidenceOf(texts);
  const reading = toneSummary(score, positive, negative, answers);
  // Said first: a reader of "Mostly plain" must know the words were mostly not read.
  const summary =
    confidence === 'low'
      ? `Low confidence: ${unread} of ${answers} ${answers === 1 ? 'answer is' : 'answers are'} in Hindi, which the tone lexicon reads only where English words are mixed in. ${reading}`
      : reading;
  return { score, label, positive, negative, neutral, summary, unreadAnswers: unread, confidence };
}

/** A net tone this far from 0 leans one way. */
const TONE_LEANS = 20;

function toneSummary(score: number, positive: number, negative: number, answers: number): string {
  if (answers === 0) return 'No answers yet.';
  const lead =
    score >= 50
      ? 'Clearly positive'
      : score >= TONE_LEANS
        ? 'Mostly positive'
        : score <= -50
          ? 'Clearly negative'
          : score <= -TONE_LEANS
            ? 'Mostly negative'
            : positive + negative < answers / 2
              ? 'Mostly plain, neither positive nor negative'
              : 'Mixed';
  const net = `net ${score > 0 ? '+' : score < 0 ? '−' : ''}${Math.abs(score)} on a scale of −100 to +100`;
  return `${lead}: ${positive} of ${answers} ${answers === 1 ? 'answer is' : 'answers are'} worded positively, ${negative} negatively (${net}).`;
}

/** Mean AFINN score per answer, one decimal; 0 without answers. */
export function meanScore(texts: readonly TextSentiment[]): number {
  if (texts.length === 0) return 0;
  const total = texts.reduce((sum, text) => sum + text.score, 0);
  return Math.round((total / texts.length) * 10) / 10;
}

/**
 * An honest overall reading: a set whose weaknesses and threats outweigh its
 * strengths and opportunities (half again as many statements) is not called
 * positive, however warmly its few strengths are worded; the score is capped
 * at 0 and the label at neutral, or negative when the complaints are at least
 * twice as many.
 */
export function honestReading(sentiment: SentimentResult, positiveSide: number, negativeSide: number): SentimentResult {
  if (negativeSide < Math.max(1, positiveSide) * 1.5) return sentiment;
  const heavy = negativeSide >= Math.max(1, positiveSide) * 2;
  const score = Math.min(sentiment.score, heavy ? -2 : 0);
  return { ...sentiment, score, label: heavy ? 'negative' : sentiment.label === 'negative' ? 'negative' : 'neutral' };
}
