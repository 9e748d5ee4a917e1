import { z } from 'zod';
import { SWOT_AREAS } from '@foursight/shared/domain/swots';
import type { AppDeps } from '../../app-deps.ts';
import { AiError } from '../../integrations/ai/ai-client.ts';
import { readUsableAiKey } from '../settings/settings.service.ts';
import type { GoalCandidate } from './goal-candidates.ts';

const SYSTEM_PROMPT = [
  'You are a strategy consultant turning the themes of SWOT surveys into strategic goals.',
  'For each numbered goal you receive the theme, its SWOT area, how many responses raised it and what people said.',
  'Write a short, specific goal title (at most 10 words, starting with a verb) and a description of one or two sentences saying what success looks like.',
  'Keep every goal about its own theme. Do not invent facts or numbers. Write in the language the quotes use.',
].join(' ');

export const AiGoalsSchema = z.object({
  goals: z.array(z.object({ number: z.number(), title: z.string().min(1).max(120), description: z.string().max(600) })),
});

/**
 * The statistical goals phrased by the AI with the company's own key, when
 * AI is switched on and the call works; otherwise the statistical goals as
 * they are. Only titles and descriptions change: themes, figures, categories,
 * priorities and deadlines stay the statistics'.
 */
export async function phraseGoals(
  deps: AppDeps,
  companyId: string,
  candidates: GoalCandidate[],
): Promise<GoalCandidate[]> {
  if (candidates.length === 0) return candidates;
  let apiKey: string | null;
  try {
    apiKey = await readUsableAiKey(deps, companyId);
  } catch {
    deps.logger.error({ companyId }, 'the saved AI key could not be decrypted (was ENCRYPTION_KEY changed?)');
    return candidates;
  }
  if (!apiKey) return candidates;
  const user = candidates
    .map((candidate, index) =>
      [
        `Goal ${index + 1}: theme "${candidate.source.theme}" (${SWOT_AREAS[candidate.source.quadrant].label}), raised by ${candidate.source.mentions} responses in "${candidate.source.swotTitle}".`,
        ...candidate.source.quotes.map((quote) => `  - "${quote}"`),
      ].join('\n'),
    )
    .join('\n');
  try {
    const answer = await deps.ai.complete({
      apiKey,
      system: SYSTEM_PROMPT,
      user,
      schema: AiGoalsSchema,
      schemaName: 'strategic_goals',
    });
    const byNumber = new Map(answer.goals.map((goal) => [goal.number, goal]));
    return candidates.map((candidate, index) => {
      const phrased = byNumber.get(index + 1);
      return phrased
        ? { ...candidate, title: phrased.title.trim(), description: phrased.description.trim() }
        : candidate;
    });
  } catch (error) {
    const failure = error instanceof AiError ? error.failure : 'unavailable';
    deps.logger.warn({ companyId, failure }, 'AI goal phrasing failed; keeping the statistical goals');
    return candidates;
  }
}
