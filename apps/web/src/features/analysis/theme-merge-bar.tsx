import { Loader2, Merge } from 'lucide-react';
import { useState } from 'react';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';
import { TAP_TARGET } from './quadrant-style';
import { quadrantLabel, quoted, type Corrections } from './theme-corrections';

/**
 * The ticked themes and where to merge them: the largest ticked one is
 * offered first. Says how to start while fewer than two are ticked.
 */
export function ThemeMergeBar({
  selected,
  corrections,
  error,
  onMerge,
  onClear,
}: {
  /** Ticked themes, largest first. */
  selected: readonly ThemeRecord[];
  corrections: Corrections;
  error: string | null;
  onMerge: (targetId: string) => void;
  onClear: () => void;
}) {
  const [choice, setChoice] = useState('');
  const target = selected.find((theme) => theme.id === choice) ?? selected[0];
  const merging = corrections.pending === 'merge';

  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      {selected.length < 2 ? (
        <p className="text-muted-foreground">
          To merge themes, tick two or more, then choose the one they become
          {selected.length === 1 ? ` (${quoted(selected[0]!.label)} is ticked)` : ''}.
        </p>
      ) : (
        <form
          className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (target && !corrections.busy) onMerge(target.id);
          }}
        >
          <p className="font-medium sm:col-span-2">
            {selected.length} themes ticked: {selected.map((theme) => quoted(theme.label)).join(', ')}
          </p>
          <FormField label="Merge them into" name="mergeInto">
            {(control) => (
              <NativeSelect
                {...control}
                className={TAP_TARGET}
                value={target?.id ?? ''}
                onChange={(event) => setChoice(event.target.value)}
              >
                {selected.map((theme) => (
                  <option key={theme.id} value={theme.id}>
                    {theme.label} · {quadrantLabel(theme.quadrant)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className={TAP_TARGET} aria-disabled={corrections.busy || undefined}>
              {merging ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Merge aria-hidden="true" />}
              {merging ? 'Merging…' : 'Merge'}
            </Button>
            <Button type="button" variant="outline" className={TAP_TARGET} onClick={onClear}>
              Clear ticks
            </Button>
          </div>
        </form>
      )}
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
