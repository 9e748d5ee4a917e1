import { ArrowUpDown, Lightbulb, MoveRight } from 'lucide-react';
import { useState } from 'react';
import {
  MIN_COMPARED,
  SELECT_SWOTS_TEXT,
  type ComparisonOptions,
  type PriorityMovements,
} from '@foursight/shared/contract/comparison';
import { formatDate } from '@/lib/format';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { ComparisonCard, Picker, SelectionRequired, Tile, signed } from './comparison-parts';
import { useSwotComparison } from './use-comparison';

const TREND = { up: 'Rising', down: 'Falling', stable: 'Stable' } as const;

/**
 * How the group's ratings in the second rounds moved: shown only when two of the compared SWOTs have
 * one (the server says null otherwise), so most comparisons, without rounds, do not show an empty card.
 * Each line says the change in words, so nothing rests on colour or the icon.
 */
function PriorityMovementsCard({ priorities }: { priorities: PriorityMovements }) {
  return (
    <ComparisonCard
      title="How priorities moved"
      description={
        <span className="[overflow-wrap:anywhere]">
          How the group rated the themes in the second rounds of {priorities.earlier.title} and {priorities.later.title}
          , from 1 (not important) to 9 (very important).
        </span>
      }
    >
      {priorities.movements.length === 0 ? (
        <p className="text-sm text-muted-foreground">No theme’s priority moved between these second rounds.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Priority movements">
          {priorities.movements.map((movement) => (
            <li key={movement.sentence} className="flex gap-2 text-sm">
              <ArrowUpDown className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{movement.sentence}</span>
            </li>
          ))}
        </ul>
      )}
    </ComparisonCard>
  );
}

/** SWOT to SWOT (spec part 2 §4), with the theme movement between the earliest and the latest selected. */
export function SwotComparisonTab({ options }: { options: ComparisonOptions }) {
  const [selected, setSelected] = useState<string[]>(() => options.swots.slice(0, 2).map((swot) => swot.id));
  const comparison = useSwotComparison(selected);
  const data = selected.length >= MIN_COMPARED ? comparison.data : undefined;
  return (
    <div className="grid gap-6">
      <Picker
        legend="SWOTs to compare"
        items={options.swots.map((swot) => ({
          value: swot.id,
          label: swot.title,
          hint: formatDate(swot.createdAt, swot.timezone),
        }))}
        selected={selected}
        onChange={setSelected}
      />
      {selected.length < MIN_COMPARED ? (
        <SelectionRequired text={SELECT_SWOTS_TEXT} />
      ) : comparison.isError && !data ? (
        <LoadError
          title="The comparison could not be loaded"
          error={comparison.error}
          onRetry={() => void comparison.refetch()}
        />
      ) : !data ? (
        <Skeleton className="h-64" role="status" aria-label="Loading comparison" />
      ) : (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <Tile label="Response growth" value={signed(data.responseGrowth)} hint="Latest minus earliest" />
            <Tile
              label="Sentiment change"
              value={data.sentimentChange === null ? 'N/A' : signed(data.sentimentChange)}
              hint="On the −10 to 10 scale"
            />
            <Tile label="Participation trend" value={TREND[data.participationTrend]} />
          </dl>
          <ComparisonCard
            title="Theme movement"
            description={`What people raised in ${data.swots[0]!.title} against ${data.swots[data.swots.length - 1]!.title}.`}
          >
            {data.themeMovements.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No theme moved between these SWOTs (or one is not analysed yet).
              </p>
            ) : (
              <ul className="grid gap-2" data-testid="theme-movements">
                {data.themeMovements.map((movement) => (
                  <li key={movement.sentence} className="flex gap-2 text-sm">
                    <MoveRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="[overflow-wrap:anywhere]">{movement.sentence}</span>
                  </li>
                ))}
              </ul>
            )}
          </ComparisonCard>
          {data.priorityMovements ? <PriorityMovementsCard priorities={data.priorityMovements} /> : null}
          <ComparisonCard title="Side by side">
            <Table stackOnPhone>
              <caption className="sr-only">The selected SWOTs, oldest first</caption>
              <thead>
                <TableRow>
                  <TableHead>SWOT</TableHead>
                  <TableHead>Date</TableHead>
                  <TableHead className="text-right">Responses</TableHead>
                  <TableHead className="text-right">Participation</TableHead>
                  <TableHead className="text-right">Sentiment</TableHead>
                  <TableHead>Top keywords</TableHead>
                  <TableHead className="text-right">Goals</TableHead>
                </TableRow>
              </thead>
              <tbody>
                {data.swots.map((swot) => (
                  <TableRow key={swot.id}>
                    <TableCell label="SWOT" className="font-medium [overflow-wrap:anywhere]">
                      {swot.title}
                    </TableCell>
                    <TableCell label="Date">{formatDate(swot.createdAt, swot.timezone)}</TableCell>
                    <TableCell label="Responses" className="sm:text-right">
                      {swot.responses}
                    </TableCell>
                    <TableCell label="Participation" className="sm:text-right">
                      {swot.participationRate}%
                    </TableCell>
                    <TableCell label="Sentiment" className="sm:text-right">
                      {swot.sentiment ?? 'N/A'}
                    </TableCell>
                    <TableCell label="Top keywords">{swot.topKeywords.join(', ') || '—'}</TableCell>
                    <TableCell label="Goals" className="sm:text-right">
                      {swot.relatedGoals}
                    </TableCell>
                  </TableRow>
                ))}
              </tbody>
            </Table>
          </ComparisonCard>
          <ComparisonCard title="Identified Improvements">
            {data.improvements.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No improvement in sentiment or participation between these SWOTs.
              </p>
            ) : (
              <ul className="grid gap-2">
                {data.improvements.map((line) => (
                  <li key={line} className="flex gap-2 text-sm">
                    <Lightbulb className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {line}
                  </li>
                ))}
              </ul>
            )}
          </ComparisonCard>
        </>
      )}
    </div>
  );
}
