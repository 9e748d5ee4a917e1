import { MessageSquare } from 'lucide-react';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { SWOT_AREAS, SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { formatDateTime } from '@/lib/format';
import { Card, CardContent } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';

/** Responses: each anonymous answer with its time and the areas it filled in. */
export function SwotResponses({ swot }: { swot: SwotDetail }) {
  if (swot.responses.length === 0) {
    return (
      <EmptyState icon={MessageSquare} title="No responses yet">
        Share the link; answers appear here as they arrive.
      </EmptyState>
    );
  }
  return (
    <ol className="grid gap-4" aria-label="Responses">
      {swot.responses.map((response, index) => (
        <li key={response.id}>
          <Card>
            <CardContent className="grid gap-3 p-6">
              <p className="text-sm text-muted-foreground">
                Response {swot.responses.length - index} · {formatDateTime(response.submittedAt, swot.timezone)}
              </p>
              <dl className="grid gap-3 sm:grid-cols-2">
                {SWOT_CATEGORIES.map((category) => (
                  <div key={category}>
                    <dt className="text-sm font-semibold">{SWOT_AREAS[category].label}</dt>
                    <dd className="whitespace-pre-wrap text-sm">
                      {response[category].trim() ? (
                        response[category]
                      ) : (
                        <span className="text-muted-foreground">No answer</span>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
