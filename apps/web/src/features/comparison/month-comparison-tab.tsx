import { useState } from 'react';
import { MIN_COMPARED, SELECT_MONTHS_TEXT, type ComparisonOptions } from '@foursight/shared/contract/comparison';
import { LoadError } from '@/ui/load-error';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { Bar, ComparisonCard, Picker, SelectionRequired, monthLabel } from './comparison-parts';
import { useMonthComparison } from './use-comparison';
import { countOf } from '@foursight/shared/domain/plural';

/** Spec part 2 §9: 15 keywords computed per month, 8 shown. */
const KEYWORDS_SHOWN = 8;

/** Month to Month (spec part 2 §4): per year-month of SWOT creation. */
export function MonthComparisonTab({ options }: { options: ComparisonOptions }) {
  const [selected, setSelected] = useState<string[]>(() => options.months.slice(0, 2).map((entry) => entry.month));
  const comparison = useMonthComparison(selected);
  const data = selected.length >= MIN_COMPARED ? comparison.data : undefined;
  const most = Math.max(0, ...(data?.months.map((month) => month.totalResponses) ?? []));
  return (
    <div className="grid gap-6">
      <Picker
        legend="Months to compare"
        items={options.months.map((entry) => ({
          value: entry.month,
          label: monthLabel(entry.month),
          hint: `${entry.swotCount} SWOT${entry.swotCount === 1 ? '' : 's'}`,
        }))}
        selected={selected}
        onChange={setSelected}
      />
      {selected.length < MIN_COMPARED ? (
        <SelectionRequired text={SELECT_MONTHS_TEXT} />
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
          <ComparisonCard title="Responses per month" contentClassName="grid gap-3">
            {data.months.map((month) => (
              <Bar
                key={month.month}
                label={monthLabel(month.month)}
                value={month.totalResponses}
                max={most}
                display={countOf(month.totalResponses, 'response', 'responses')}
              />
            ))}
          </ComparisonCard>
          <ComparisonCard title="Month by month">
            <Table stackOnPhone>
              <caption className="sr-only">The selected months, oldest first</caption>
              <thead>
                <TableRow>
                  <TableHead>Month</TableHead>
                  <TableHead className="text-right">SWOTs</TableHead>
                  <TableHead className="text-right">Responses</TableHead>
                  <TableHead className="text-right">Avg sentiment</TableHead>
                  <TableHead>Top keywords</TableHead>
                  <TableHead className="text-right">Goals completed</TableHead>
                </TableRow>
              </thead>
              <tbody>
                {data.months.map((month) => (
                  <TableRow key={month.month}>
                    <TableCell label="Month" className="font-medium">
                      {monthLabel(month.month)}
                    </TableCell>
                    <TableCell label="SWOTs" className="sm:text-right">
                      {month.swotCount}
                    </TableCell>
                    <TableCell label="Responses" className="sm:text-right">
                      {month.totalResponses}
                    </TableCell>
                    <TableCell label="Avg sentiment" className="sm:text-right">
                      {month.averageSentiment ?? 'N/A'}
                    </TableCell>
                    <TableCell label="Top keywords" className="[overflow-wrap:anywhere]">
                      {month.keywords.slice(0, KEYWORDS_SHOWN).join(', ') || '—'}
                    </TableCell>
                    <TableCell label="Goals completed" className="sm:text-right">
                      {month.goalCompletionRate}% of {month.goalCount}
                    </TableCell>
                  </TableRow>
                ))}
              </tbody>
            </Table>
          </ComparisonCard>
        </>
      )}
    </div>
  );
}
