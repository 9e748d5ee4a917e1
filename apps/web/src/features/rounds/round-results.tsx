import { EyeOff } from 'lucide-react';
import type { RoundResults, ThemeResult } from '@foursight/shared/contract/rounds';
import { countOf } from '@foursight/shared/domain/plural';
import { SWOT_AREAS, type SwotCategory } from '@foursight/shared/domain/swots';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { QUADRANT_BORDER, QUADRANT_FILL } from '@/ui/quadrant-colours';

type Consensus = NonNullable<ThemeResult['consensus']>;
type Cell = NonNullable<ThemeResult['cell']>;

export const CONSENSUS: Record<Consensus, { label: string; variant: 'success' | 'secondary' | 'warning' }> = {
  agreed_important: { label: 'Agreed important', variant: 'success' },
  agreed_unimportant: { label: 'Agreed unimportant', variant: 'secondary' },
  contested: { label: 'Contested', variant: 'warning' },
};

/** The 2×2 read row by row: high impact on top, low effort on the left. */
const CELLS: { cell: Cell; label: string; hint: string }[] = [
  { cell: 'quick_win', label: 'Quick wins', hint: 'High impact, low effort' },
  { cell: 'major_project', label: 'Major projects', hint: 'High impact, high effort' },
  { cell: 'fill_in', label: 'Fill-ins', hint: 'Low impact, low effort' },
  { cell: 'thankless', label: 'Thankless', hint: 'Low impact, high effort' },
];

/** A figure as people read it: whole numbers plain, halves and the like with one decimal. */
export function figure(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The prioritised SWOT of a closed round: per quadrant its themes by importance, with how much people agreed. */
export function RoundResultsView({ results }: { results: RoundResults }) {
  if (results.withheld) {
    return (
      <div role="note" className="flex items-start gap-3 rounded-md border border-dashed p-4 text-sm">
        <EyeOff className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="min-w-0 break-words">
          Fewer than {results.anonymityThreshold} ballots arrived ({results.round.ballotCount}), so no figure is shown:
          with so few, a rating could point to the person who gave it.
        </p>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      {results.quadrants.map((quadrant) => (
        <section
          key={quadrant.quadrant}
          aria-labelledby={`round-${results.round.id}-${quadrant.quadrant}`}
          className={cn(
            'grid min-w-0 gap-3 rounded-lg border border-l-4 bg-card p-4',
            QUADRANT_BORDER[quadrant.quadrant],
          )}
        >
          <h4 id={`round-${results.round.id}-${quadrant.quadrant}`} className="text-lg font-semibold">
            {SWOT_AREAS[quadrant.quadrant].label}
          </h4>
          <ol className="grid gap-3" aria-label={`${SWOT_AREAS[quadrant.quadrant].label} by importance`}>
            {quadrant.themes.map((theme, index) => (
              <ThemeRow
                key={theme.themeId}
                theme={theme}
                rank={index + 1}
                quadrant={quadrant.quadrant}
                threshold={results.anonymityThreshold}
              />
            ))}
          </ol>
          {quadrant.concordance ? (
            <p className="min-w-0 break-words text-sm">
              <span className="font-medium">
                Agreement on the order: Kendall’s W {quadrant.concordance.w.toFixed(2)} (p ={' '}
                {formatP(quadrant.concordance.pValue)})
              </span>
              <span className="block text-muted-foreground">
                W runs from 0 (no agreement on which themes come first) to 1 (everyone picked the same order).{' '}
                {quadrant.concordance.pValue < 0.05
                  ? 'With p below 0.05, this much agreement is unlikely to be chance.'
                  : 'With p at 0.05 or above, this much agreement could be chance.'}
              </span>
            </p>
          ) : null}
          {quadrant.themes.some((theme) => theme.cell) ? (
            <ImpactEffort themes={quadrant.themes} title={SWOT_AREAS[quadrant.quadrant].label} />
          ) : null}
        </section>
      ))}
    </div>
  );
}

function formatP(p: number): string {
  return p < 0.001 ? '< 0.001' : p.toFixed(p < 0.01 ? 3 : 2);
}

function ThemeRow({
  theme,
  rank,
  quadrant,
  threshold,
}: {
  theme: ThemeResult;
  rank: number;
  quadrant: SwotCategory;
  threshold: number;
}) {
  const consensus = theme.consensus ? CONSENSUS[theme.consensus] : null;
  return (
    <li className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
      <span className="row-span-2 text-lg font-semibold tabular-nums text-muted-foreground">{rank}.</span>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span className="min-w-0 break-words font-medium [overflow-wrap:anywhere]">{theme.label}</span>
        {consensus ? <Badge variant={consensus.variant}>{consensus.label}</Badge> : null}
      </div>
      {theme.withheld || theme.median === null ? (
        <p className="text-sm text-muted-foreground">Fewer than {threshold} ratings: withheld</p>
      ) : (
        <div className="grid min-w-0 gap-1 text-sm">
          <p className="flex flex-wrap gap-x-3 gap-y-0.5">
            <span className="font-medium">Median {figure(theme.median)}</span>
            {theme.iqr !== null ? (
              <span>
                spread {figure(theme.iqr)}
                {typeof theme.previousIqr === 'number' ? ` (was ${figure(theme.previousIqr)})` : null}
              </span>
            ) : null}
            <span className="text-muted-foreground">
              {countOf(theme.ratings, 'rating', 'ratings')}, {countOf(theme.skips, 'skip', 'skips')}
            </span>
            {theme.picked !== undefined ? (
              <span className="text-muted-foreground">
                {theme.picked === 0
                  ? 'in no one’s top picks'
                  : `in the top picks of ${countOf(theme.picked, 'person', 'people')}`}
              </span>
            ) : null}
          </p>
          {theme.shareHigh !== null ? (
            <div className="flex min-w-0 items-center gap-2">
              <div className="h-2 w-full max-w-40 overflow-hidden rounded-full bg-muted" role="presentation">
                <div className={cn('h-full', QUADRANT_FILL[quadrant])} style={{ width: percent(theme.shareHigh) }} />
              </div>
              <span className="shrink-0 text-xs text-muted-foreground">{percent(theme.shareHigh)} rated 7–9</span>
            </div>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** Where impact and effort were asked: the quadrant's themes in the four cells of the 2×2. */
function ImpactEffort({ themes, title }: { themes: readonly ThemeResult[]; title: string }) {
  return (
    <div className="grid min-w-0 gap-2">
      <h5 className="text-sm font-semibold">{title}: impact and effort</h5>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2">
        {CELLS.map(({ cell, label, hint }) => {
          const inCell = themes.filter((theme) => theme.cell === cell);
          return (
            <div key={cell} className="min-w-0 rounded-md border bg-muted/40 p-3">
              <p className="text-sm font-medium">{label}</p>
              <p className="text-xs text-muted-foreground">{hint}</p>
              {inCell.length > 0 ? (
                <ul className="mt-2 grid gap-1 text-sm">
                  {inCell.map((theme) => (
                    <li key={theme.themeId} className="min-w-0 break-words [overflow-wrap:anywhere]">
                      {theme.label}
                      {theme.impact != null && theme.effort != null ? (
                        <span className="text-muted-foreground">
                          {' '}
                          (impact {figure(theme.impact)}, effort {figure(theme.effort)})
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-muted-foreground">None</p>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
