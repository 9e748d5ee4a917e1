import { AlertTriangle, CheckCircle2, Inbox, Loader2, Shapes } from 'lucide-react';
import { useState } from 'react';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import type { SwotDetail } from '@foursight/shared/contract/swots';
import { countOf } from '@foursight/shared/domain/plural';
import { SWOT_CATEGORIES } from '@foursight/shared/domain/swots';
import { describeError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { QUADRANT_BORDER } from '@/ui/quadrant-colours';
import { ThemeCard } from './theme-card';
import { byRank, quadrantLabel, quoted, useCorrections } from './theme-corrections';
import { ThemeMergeBar } from './theme-merge-bar';
import { ThemeMoveDialog, type MovingStatement } from './theme-move-dialog';
import { useAiAnalysis } from './use-analysis';
import { useThemes } from './use-themes';

/**
 * The themes the analysis found, per quadrant, for the organiser to correct:
 * rename, hide, merge, split and move statements. Viewers see the same
 * themes and statements without the controls (the server refuses them too).
 */
export function ThemesEditor({ swot }: { swot: SwotDetail }) {
  const canEdit = useCan('editor');
  const analysis = useAiAnalysis(swot.id, swot.responseCount);
  const analysedAt = analysis.data?.analysis?.generatedAt ?? null;
  const themes = useThemes(swot.id, analysedAt, swot.responseCount > 0);

  if (swot.responseCount === 0) {
    return (
      <EmptyState icon={Inbox} title="No responses yet">
        Themes appear here once participants answer and the analysis has read their answers.
      </EmptyState>
    );
  }
  if (themes.isError && !themes.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 rounded-md border border-dashed p-8 text-center">
        <AlertTriangle className="size-8 text-warning" aria-hidden="true" />
        <p className="font-medium">The themes could not be loaded</p>
        <p className="text-sm text-muted-foreground">
          {describeError(themes.error, 'Check your connection and try again.')}
        </p>
        <Button variant="outline" onClick={() => void themes.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!themes.data) {
    return (
      <div role="status" aria-label="Loading themes" className="grid gap-4">
        <Skeleton className="h-20 w-full" />
        {SWOT_CATEGORIES.map((quadrant) => (
          <Skeleton key={quadrant} className="h-40 w-full" />
        ))}
      </div>
    );
  }
  if (themes.data.themes.length === 0) {
    const stillAnalysing = !analysis.data?.analysis || analysis.data.state === 'pending';
    return stillAnalysing ? (
      <div role="status" className="flex flex-col items-center gap-2 rounded-md border border-dashed p-8 text-center">
        <Loader2 className="size-8 animate-spin text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Generating analysis...</p>
        <p className="text-sm text-muted-foreground">Its themes appear here when it is ready.</p>
      </div>
    ) : (
      <EmptyState icon={Shapes} title="No themes yet">
        The analysis found no theme in the answers so far. Themes appear as more people answer.
      </EmptyState>
    );
  }
  return <ThemesBoard swotId={swot.id} themes={themes.data.themes} canEdit={canEdit} />;
}

function ThemesBoard({
  swotId,
  themes,
  canEdit,
}: {
  swotId: string;
  themes: readonly ThemeRecord[];
  canEdit: boolean;
}) {
  const corrections = useCorrections(swotId, themes);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const [mergeError, setMergeError] = useState<string | null>(null);
  const [moving, setMoving] = useState<MovingStatement | null>(null);
  // Themes merged away or gone after a new analysis are no longer ticked.
  const selected = byRank(themes.filter((theme) => ticked.includes(theme.id)));

  const merge = async (targetId: string, control: string) => {
    const target = selected.find((theme) => theme.id === targetId);
    const from = selected.filter((theme) => theme.id !== targetId);
    if (!target || from.length === 0) return;
    setMergeError(null);
    const failure = await corrections.run(
      control,
      { kind: 'merge', themeId: target.id, body: { from: from.map((theme) => theme.id) } },
      (after) => {
        // The analysis names a theme nobody named from its statements, so the merged one may be renamed.
        const renamed = after.find((theme) => theme.id === target.id)?.label ?? target.label;
        return {
          message:
            `Merged ${joinLabels(from)} into ${quoted(target.label)}` +
            (renamed === target.label ? '.' : `, which the analysis now names ${quoted(renamed)}.`),
          focus: corrections.domId(target.id, 'title'),
        };
      },
    );
    if (failure) setMergeError(failure);
    else setTicked([]);
  };

  return (
    <section aria-labelledby="themes-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="themes-heading" className="text-xl font-semibold">
          {canEdit ? 'Correct themes' : 'Themes'}
        </h2>
        <p className="text-sm text-muted-foreground">
          {canEdit
            ? 'Rename, merge, split or hide the themes the analysis found, and move a statement to where it belongs. Your corrections are kept when new answers arrive, and the analysis, dashboard, goals and reports use them.'
            : 'The themes the analysis found, with the statements behind each. Owners and editors can correct them.'}
        </p>
      </div>
      <div
        role="status"
        className={cn(
          'flex items-start gap-2 rounded-md text-sm',
          corrections.announcement && 'border border-success/40 bg-success/10 p-3',
        )}
      >
        {corrections.announcement ? (
          <>
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span className="min-w-0 break-words [overflow-wrap:anywhere]">{corrections.announcement}</span>
          </>
        ) : null}
      </div>
      {canEdit ? (
        <ThemeMergeBar
          selected={selected}
          corrections={corrections}
          error={mergeError}
          onMerge={(targetId) => void merge(targetId, 'merge')}
          onClear={() => {
            setTicked([]);
            setMergeError(null);
          }}
        />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {SWOT_CATEGORIES.map((quadrant) => {
          const inQuadrant = byRank(themes.filter((theme) => theme.quadrant === quadrant));
          const headingId = `themes-${quadrant}`;
          return (
            <section
              key={quadrant}
              aria-labelledby={headingId}
              className={cn(
                'grid min-w-0 content-start gap-3 rounded-lg border border-l-4 p-2 sm:p-4',
                QUADRANT_BORDER[quadrant],
              )}
            >
              <h3 id={headingId} className="text-lg font-semibold">
                {quadrantLabel(quadrant)}{' '}
                <span className="text-sm font-normal text-muted-foreground">
                  · {countOf(inQuadrant.length, 'theme', 'themes')}
                </span>
              </h3>
              {inQuadrant.length === 0 ? (
                <p className="text-sm text-muted-foreground">No theme in {quadrantLabel(quadrant)} yet.</p>
              ) : (
                <ul className="grid gap-3">
                  {inQuadrant.map((theme) => (
                    <ThemeCard
                      key={theme.id}
                      theme={theme}
                      canEdit={canEdit}
                      corrections={corrections}
                      onMove={(statement, from) => setMoving({ statement, from })}
                      selection={{
                        selected: ticked.includes(theme.id),
                        count: selected.length,
                        onChange: (on) => {
                          setMergeError(null);
                          setTicked(on ? [...ticked, theme.id] : ticked.filter((id) => id !== theme.id));
                        },
                        onMergeHere: () => void merge(theme.id, `merge:${theme.id}`),
                      }}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {canEdit ? (
        <ThemeMoveDialog moving={moving} themes={themes} corrections={corrections} onClose={() => setMoving(null)} />
      ) : null}
    </section>
  );
}

/** “A”, “A” and “B”, “A”, “B” and “C”. */
function joinLabels(themes: readonly ThemeRecord[]): string {
  const labels = themes.map((theme) => quoted(theme.label));
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
