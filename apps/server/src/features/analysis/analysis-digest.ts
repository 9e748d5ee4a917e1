import { z } from 'zod';
import { byCategory } from '@foursight/analysis/by-category';
import type { SwotAnalysis } from '@foursight/shared/contract/analysis';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';

/**
 * The digest: a few hundred bytes of each stored analysis that other features read instead of the
 * document (the dashboard's themes and texts, reports' sentiment and themes, comparison's themes and
 * keywords, goals' re-measure). Analysis owns it: it is written here, and read only through
 * `readDigest`, which parses it, so no feature queries inside the stored JSON.
 *
 * Stored documents carry their version inside (as the invoice and the ballot do); a reader handles
 * every version ever written, and a new shape is a new version. Version 1 had no `version` field, no
 * sentiment label and no keywords per theme; it reads with the label null and no keywords (migration
 * 0029 wrote version 2 for every row whose analysis this build reads).
 */

const ThemeV1Schema = z.object({ category: z.enum(SWOT_CATEGORIES), label: z.string(), mentions: z.number() });
const KeywordsSchema = z.object({
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  opportunities: z.array(z.string()),
  threats: z.array(z.string()),
});
const Texts = {
  summary: z.string(),
  keywords: KeywordsSchema,
  keyInsights: z.array(z.string()),
  recommendations: z.array(z.string()),
  priorityActions: z.array(z.string()),
  /** Wall-clock epoch ms before which the SWOT is not analysed again (pacing, analysis.service.ts). */
  notBefore: z.number().optional(),
};

const DigestV1Schema = z.object({ version: z.undefined().optional(), themes: z.array(ThemeV1Schema), ...Texts });
const DigestV2Schema = z.object({
  version: z.literal(2),
  /** The analysis's sentiment label ("positive", "mixed"...), as the report cards show it. */
  sentimentLabel: z.string(),
  themes: z.array(ThemeV1Schema.extend({ keywords: z.array(z.string()) })),
  ...Texts,
});

/** A digest as every reader sees it, whichever version was stored. */
export type AnalysisDigest = Omit<z.infer<typeof DigestV2Schema>, 'version' | 'sentimentLabel'> & {
  /** Null in a digest written before it was kept. */
  sentimentLabel: string | null;
};

/** What a digest stores now. */
export type StoredDigest = z.infer<typeof DigestV2Schema>;

/** The digest of an analysis, as stored (version 2): the leading themes with their keywords, keywords and first texts. */
export function digestOf(analysis: SwotAnalysis): StoredDigest {
  const texts = (items: { text: string }[]) => items.slice(0, 3).map((item) => item.text);
  return {
    version: 2,
    sentimentLabel: analysis.sentiment.label,
    summary: analysis.summary,
    themes: SWOT_CATEGORIES.flatMap((category) =>
      analysis.categoryAnalysis[category].topThemes.map((theme) => ({
        category,
        label: theme.label,
        mentions: theme.mentions,
        keywords: theme.keywords,
      })),
    ),
    keywords: byCategory((category) => analysis.keywordAnalysis[category].slice(0, 6).map((keyword) => keyword.word)),
    keyInsights: texts(analysis.keyInsights),
    recommendations: texts(analysis.strategicRecommendations),
    priorityActions: texts(analysis.priorityActions),
  };
}

/** A stored digest, parsed; null when it fits no version (a row written by hand or damaged: it reads as no digest). */
export function readDigest(stored: unknown): AnalysisDigest | null {
  const v2 = DigestV2Schema.safeParse(stored);
  if (v2.success) {
    const { version: _version, ...digest } = v2.data;
    return digest;
  }
  const v1 = DigestV1Schema.safeParse(stored);
  if (!v1.success) return null;
  const { version: _version, themes, ...rest } = v1.data;
  return { ...rest, sentimentLabel: null, themes: themes.map((theme) => ({ ...theme, keywords: [] })) };
}

/** Rows with their digest parsed; a row whose digest fits no version is left out, as a row with no analysis. */
export function withDigests<Row extends { digest: unknown }>(
  rows: readonly Row[],
): (Omit<Row, 'digest'> & { digest: AnalysisDigest })[] {
  return rows.flatMap((row) => {
    const digest = readDigest(row.digest);
    return digest ? [{ ...row, digest }] : [];
  });
}

/** The keywords the read model's `digestKeywords` selected (analysis-read-model.ts), parsed; null without an analysis or when they do not parse. */
export function readDigestKeywords(stored: unknown): AnalysisDigest['keywords'] | null {
  const parsed = KeywordsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
