import { ChevronRight, Eye, EyeOff, Loader2, Merge, Pencil } from 'lucide-react';
import { useState } from 'react';
import type { ThemeRecord, ThemeStatement } from '@foursight/shared/contract/themes';
import { countOf } from '@foursight/shared/domain/plural';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { TAP_TARGET } from './quadrant-style';
import { ThemeRenameForm } from './theme-rename-form';
import { ThemeStatements } from './theme-statements';
import { quoted, type Corrections } from './theme-corrections';
import { countResponses } from './use-themes';

export interface ThemeSelection {
  /** Ticked for a merge. */
  selected: boolean;
  /** How many themes are ticked in all. */
  count: number;
  onChange: (selected: boolean) => void;
  /** Merges the other ticked themes into this one. */
  onMergeHere: () => void;
}

/**
 * One theme: its name, size and state, its statements behind a disclosure,
 * and (for editors) a tick for merging, Rename and Hide or Show.
 */
export function ThemeCard({
  theme,
  canEdit,
  corrections,
  selection,
  onMove,
}: {
  theme: ThemeRecord;
  canEdit: boolean;
  corrections: Corrections;
  selection: ThemeSelection;
  onMove: (statement: ThemeStatement, from: ThemeRecord) => void;
}) {
  const [open, setOpen] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { domId, busy, pending } = corrections;
  const hideControl = `hide:${theme.id}`;
  const responses = countResponses(theme);
  const listId = domId(theme.id, 'list');

  const toggleHidden = async () => {
    if (busy) return;
    setError(null);
    const hidden = !theme.hidden;
    const failure = await corrections.run(hideControl, { kind: 'update', themeId: theme.id, body: { hidden } }, () => ({
      message: hidden
        ? `Hid ${quoted(theme.label)}: it stays out of the analysis and the report until you show it again.`
        : `${quoted(theme.label)} is shown again in the analysis and the report.`,
      focus: domId(theme.id, 'hide'),
    }));
    if (failure) setError(failure);
  };

  return (
    <li
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border p-3',
        theme.hidden ? 'border-dashed bg-muted/40' : 'bg-card',
        selection.selected && 'ring-2 ring-ring',
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        {canEdit ? (
          <label className="-my-1 -ml-1 flex size-11 shrink-0 cursor-pointer items-center justify-center">
            <input
              type="checkbox"
              name="mergeThemes"
              value={theme.id}
              className="size-5 accent-[hsl(var(--primary))]"
              checked={selection.selected}
              onChange={(event) => selection.onChange(event.target.checked)}
            />
            <span className="sr-only">Select {quoted(theme.label)} for merging</span>
          </label>
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1">
          {renaming ? (
            <ThemeRenameForm theme={theme} corrections={corrections} onClose={() => setRenaming(false)} />
          ) : (
            <h4
              id={domId(theme.id, 'title')}
              tabIndex={-1}
              className={cn(
                'break-words rounded-sm font-medium outline-none [overflow-wrap:anywhere] focus-visible:ring-2 focus-visible:ring-ring',
                theme.hidden && 'text-muted-foreground',
              )}
            >
              {theme.label}
            </h4>
          )}
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>
              {countOf(theme.statements.length, 'statement', 'statements')} from{' '}
              {countOf(responses, 'response', 'responses')}
            </span>
            {theme.edited ? <Badge variant="outline">named by you</Badge> : null}
            {theme.hidden ? (
              <Badge variant="secondary">
                <EyeOff className="mr-1 size-3" aria-hidden="true" />
                Hidden from the analysis
              </Badge>
            ) : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1 sm:gap-2">
        <Button
          id={domId(theme.id, 'statements')}
          type="button"
          variant="outline"
          size="sm"
          className={TAP_TARGET}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          <ChevronRight className={cn('transition-transform', open && 'rotate-90')} aria-hidden="true" />
          Statements<span className="sr-only"> of {quoted(theme.label)}</span>
        </Button>
        {canEdit && !renaming ? (
          <>
            <Button
              id={domId(theme.id, 'rename')}
              type="button"
              variant="ghost"
              size="sm"
              className={cn(TAP_TARGET, 'px-2')}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (busy) return;
                setError(null);
                setRenaming(true);
              }}
            >
              <Pencil aria-hidden="true" />
              Rename<span className="sr-only"> {quoted(theme.label)}</span>
            </Button>
            <Button
              id={domId(theme.id, 'hide')}
              type="button"
              variant="ghost"
              size="sm"
              className={cn(TAP_TARGET, 'px-2')}
              aria-disabled={busy || undefined}
              onClick={() => void toggleHidden()}
            >
              {pending === hideControl ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : theme.hidden ? (
                <Eye aria-hidden="true" />
              ) : (
                <EyeOff aria-hidden="true" />
              )}
              {theme.hidden ? 'Show' : 'Hide'}
              <span className="sr-only"> {quoted(theme.label)}</span>
            </Button>
          </>
        ) : null}
        {canEdit && selection.selected && selection.count >= 2 ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className={TAP_TARGET}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) selection.onMergeHere();
            }}
          >
            {pending === `merge:${theme.id}` ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <Merge aria-hidden="true" />
            )}
            {pending === `merge:${theme.id}` ? 'Merging…' : 'Merge ticked into this'}
            <span className="sr-only"> {quoted(theme.label)}</span>
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {open ? (
        <ThemeStatements
          id={listId}
          theme={theme}
          canEdit={canEdit}
          corrections={corrections}
          onMove={(statement) => onMove(statement, theme)}
        />
      ) : null}
    </li>
  );
}
