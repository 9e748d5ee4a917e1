export const SWOT_CATEGORIES = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;
export type SwotCategory = (typeof SWOT_CATEGORIES)[number];

/** The four areas with their labels and prompts (spec part 2, participation page). */
export const SWOT_AREAS: Record<SwotCategory, { label: string; prompt: string }> = {
  strengths: { label: 'Strengths', prompt: 'What does the organization do well?' },
  weaknesses: { label: 'Weaknesses', prompt: 'What could be improved?' },
  opportunities: { label: 'Opportunities', prompt: 'What external factors could help?' },
  threats: { label: 'Threats', prompt: 'What external factors could harm?' },
};

export const MAX_ANSWER_LENGTH = 5000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
