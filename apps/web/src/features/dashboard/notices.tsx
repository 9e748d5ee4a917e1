import { CloudOff } from 'lucide-react';

/** Shown when the latest analysis could not use the AI service (spec part 2, Dashboard). */
export function AiServiceNotice({ summary }: { summary: string | undefined }) {
  const text = summary?.toLowerCase() ?? '';
  if (!text.includes('temporarily unavailable') && !text.includes('openai configuration')) return null;
  return (
    <div role="status" className="flex gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm">
      <CloudOff className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div>
        <p className="font-medium">OpenAI Service Unavailable</p>
        <p className="text-muted-foreground">
          The AI service could not be used (often a quota limit on your key). Your insights come from the statistical
          analysis meanwhile, and AI analysis resumes by itself when the service answers.
        </p>
      </div>
    </div>
  );
}
