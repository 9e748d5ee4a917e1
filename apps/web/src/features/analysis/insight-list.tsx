import { useId, useState } from 'react';
import type { Insight } from '@foursight/shared/contract/analysis';
import type { SwotResponse } from '@foursight/shared/contract/swots';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { Button } from '@/ui/button';

const QUOTES_SHOWN = 3;

/** Statements with the answers behind them, one click away. */
export function InsightList({
  items,
  responses,
  empty,
}: {
  items: readonly Insight[];
  responses: readonly SwotResponse[];
  empty: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {items.map((item, index) => (
        <InsightItem key={`${index}-${item.text}`} item={item} responses={responses} />
      ))}
    </ul>
  );
}

function InsightItem({ item, responses }: { item: Insight; responses: readonly SwotResponse[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const sources = item.responseIds
    .map((id) => responses.find((response) => response.id === id))
    .filter((response) => response !== undefined)
    .slice(0, QUOTES_SHOWN);
  return (
    <li className="rounded-md border p-3">
      <p>{item.text}</p>
      {item.responseIds.length > 0 ? (
        <>
          <Button
            variant="link"
            size="sm"
            className="h-auto px-0 text-xs"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
          >
            {open ? 'Hide' : 'Show'} the responses behind this ({item.responseIds.length})
          </Button>
          {open ? (
            <ul id={panelId} className="mt-2 grid gap-2 border-l-2 pl-3 text-sm text-muted-foreground">
              {sources.map((response) => (
                <li key={response.id}>“{snippet(response)}”</li>
              ))}
              {sources.length === 0 ? <li>These responses are not loaded on this page.</li> : null}
            </ul>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function snippet(response: SwotResponse): string {
  const text = SWOT_CATEGORIES.map((category) => response[category].trim())
    .filter((part) => part !== '')
    .join(' · ');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
