import { ArrowRightLeft, Loader2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { THEME_LABEL_MAX, type ThemeRecord, type ThemeStatement } from '@foursight/shared/contract/themes';
import { countOf } from '@foursight/shared/domain/plural';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { TAP_TARGET } from './quadrant-style';
import { checkThemeLabel } from './theme-rename-form';
import { quadrantLabel, quoted, shortened, type Corrections } from './theme-corrections';

/** Where a statement came from and who put it here, in words. */
function StatementNotes({ statement, theme }: { statement: ThemeStatement; theme: ThemeRecord }) {
  const misfiled = statement.writtenIn !== theme.quadrant;
  if (!misfiled && !statement.pinned) return null;
  return (
    <>
      {misfiled ? <Badge variant="outline">typed under {quadrantLabel(statement.writtenIn)}</Badge> : null}
      {statement.pinned ? <Badge variant="secondary">placed by you</Badge> : null}
    </>
  );
}

/**
 * A theme's statements. Editors tick statements to split them off into a
 * new theme, or move one with its Move button (onMove opens the dialog).
 */
export function ThemeStatements({
  id,
  theme,
  canEdit,
  corrections,
  onMove,
}: {
  id: string;
  theme: ThemeRecord;
  canEdit: boolean;
  corrections: Corrections;
  onMove: (statement: ThemeStatement) => void;
}) {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  // Statements that left the theme (moved, split off by a correction) are no longer chosen.
  const present = chosen.filter((key) => theme.statements.some((statement) => statement.key === key));

  if (!canEdit) {
    return (
      <ul id={id} className="grid gap-2 border-t pt-3 text-sm">
        {theme.statements.map((statement) => (
          <li key={statement.key} className="grid gap-1">
            <p className="break-words [overflow-wrap:anywhere]">{quoted(statement.text)}</p>
            <div className="flex flex-wrap gap-2">
              <StatementNotes statement={statement} theme={theme} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div id={id} className="grid gap-3 border-t pt-3 text-sm">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-muted-foreground">
          Tick statements to split them off into a new theme, or move one to another theme.
        </legend>
        <ul className="grid divide-y">
          {theme.statements.map((statement) => (
            <li key={statement.key} className="grid gap-1 py-1">
              <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
                <input
                  type="checkbox"
                  name="splitStatements"
                  value={statement.key}
                  className="mt-0.5 size-5 shrink-0 accent-[hsl(var(--primary))]"
                  checked={present.includes(statement.key)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...present, statement.key]
                        : present.filter((key) => key !== statement.key),
                    )
                  }
                />
                <span className="min-w-0 break-words [overflow-wrap:anywhere]">{quoted(statement.text)}</span>
              </label>
              <div className="flex flex-wrap items-center gap-2 pl-8">
                <StatementNotes statement={statement} theme={theme} />
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className={TAP_TARGET}
                  aria-disabled={corrections.busy || undefined}
                  onClick={() => {
                    if (!corrections.busy) onMove(statement);
                  }}
                >
                  <ArrowRightLeft aria-hidden="true" />
                  Move<span className="sr-only"> {quoted(shortened(statement.text))}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </fieldset>
      {present.length > 0 ? (
        <SplitForm theme={theme} chosen={present} corrections={corrections} onDone={() => setChosen([])} />
      ) : null}
    </div>
  );
}

function SplitForm({
  theme,
  chosen,
  corrections,
  onDone,
}: {
  theme: ThemeRecord;
  chosen: readonly string[];
  corrections: Corrections;
  onDone: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const control = `split:${theme.id}`;
  const splitting = corrections.pending === control;
  const all = chosen.length >= theme.statements.length;
  const count = countOf(chosen.length, 'statement', 'statements');

  const split = async () => {
    if (corrections.busy) return;
    if (all) {
      setError(`Leave at least one statement in ${quoted(theme.label)}. To rename the whole theme, use Rename.`);
      return;
    }
    const problem = checkThemeLabel(label);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    const name = label.trim();
    const failure = await corrections.run(
      control,
      { kind: 'split', themeId: theme.id, body: { statements: [...chosen], label: name } },
      (themes, before) => {
        const created = themes.find((record) => !before.some((old) => old.id === record.id));
        return {
          message: `Split ${count} off ${quoted(theme.label)} into the new theme ${quoted(created?.label ?? name)}.`,
          focus: corrections.domId(created?.id ?? theme.id, 'title'),
        };
      },
    );
    if (failure) {
      setError(failure);
      input.current?.focus();
      return;
    }
    onDone();
  };

  return (
    <form
      className="grid gap-2 rounded-md border bg-muted/40 p-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void split();
      }}
    >
      <Label htmlFor={`${id}-label`}>Name of the new theme for the {count} ticked</Label>
      <Input
        ref={input}
        className={TAP_TARGET}
        id={`${id}-label`}
        name="newThemeLabel"
        value={label}
        maxLength={THEME_LABEL_MAX}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setLabel(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          onDone();
          corrections.focusLater(corrections.domId(theme.id, 'statements'));
        }}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className={TAP_TARGET} aria-disabled={corrections.busy || all || undefined}>
          {splitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {splitting ? 'Splitting…' : `Split off ${count}`}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className={TAP_TARGET}
          onClick={() => {
            onDone();
            corrections.focusLater(corrections.domId(theme.id, 'statements'));
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
