import type { GoalCategory, GoalPriority } from './goals.ts';
import type { SwotCategory } from './swots.ts';

/**
 * What the home page shows of the sample SWOT (sample-swot.ts): a few lines of the engine's real output on
 * its answers, written at build time by apps/server/scripts/sample-preview.ts into
 * apps/web/src/features/marketing/generated/sample-preview.json and read by the home page. The one shape
 * both sides use, so the page never reads a field the generator does not write.
 */
export interface SamplePreview {
  /** The fixed instant the analysis is dated (ISO 8601): the same answers give the same file. */
  generatedAt: string;
  organisation: string;
  /** The sample SWOT's title without its "Sample: " prefix. */
  title: string;
  /** Answers analysed (every one of the sample's). */
  responseCount: number;
  quadrants: SamplePreviewQuadrant[];
  report: SamplePreviewReport;
  goals: SamplePreviewGoal[];
}

export interface SamplePreviewQuadrant {
  key: SwotCategory;
  label: string;
  /** Answers that wrote something in this quadrant. */
  responses: number;
  /** The leading themes, most raised first. */
  themes: SamplePreviewTheme[];
}

export interface SamplePreviewTheme {
  label: string;
  /** Answers that raised it. */
  mentions: number;
  /** A short statement as people wrote it (a long one cut, ending in an ellipsis). */
  quotes: string[];
}

/** The report's opening, as the report view states it. */
export interface SamplePreviewReport {
  summary: string;
  sentiment: { score: number; label: string };
  keyInsights: string[];
  /** The first strategy of each TOWS pairing that has one. */
  tows: { key: 'so' | 'st' | 'wo' | 'wt'; text: string }[];
}

export interface SamplePreviewGoal {
  title: string;
  quadrant: SwotCategory;
  category: GoalCategory;
  priority: GoalPriority;
  /** The theme the goal answers. */
  theme: string;
  /** "12 of 40 answers → at most 4 of 40", measured again at the next SWOT. */
  measure: string;
}
