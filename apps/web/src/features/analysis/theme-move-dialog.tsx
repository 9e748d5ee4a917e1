import { Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { THEME_LABEL_MAX, type ThemeRecord, type ThemeStatement } from '@foursight/shared/contract/themes';
import { SWOT_CATEGORIES, type SwotCategory } from '@foursight/shared/domain/swots';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { TAP_TARGET } from './quadrant-style';
import { checkThemeLabel } from './theme-rename-form';
import { byRank, quadrantLabel, quoted, shortened, type Corrections } from './theme-corrections';

export interface MovingStatement {
  statement: ThemeStatement;
  from: ThemeRecord;
}

const NEW_THEME = 'new:';

/**
 * Moves one statement to another theme of any quadrant, or to a new theme of
 * a quadrant (named here). A native select: arrow keys, type-ahead and the
 * phone's own picker.
 */
export function ThemeMoveDialog({
  moving,
  themes,
  corrections,
  onClose,
}: {
  moving: MovingStatement | null;
  themes: readonly ThemeRecord[];
  corrections: Corrections;
  onClose: () => void;
}) {
  // Where focus goes once the dialog has closed after a move (the statement has left the button that opened it).
  const focusAfter = useRef<string | null>(null);
  return (
    <Dialog open={moving !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {moving ? (
        <DialogContent
          onCloseAutoFocus={(event) => {
            const target = focusAfter.current;
            if (!target) return;
            focusAfter.current = null;
            event.preventDefault();
            corrections.focusLater(target);
          }}
        >
          <MoveForm
            key={moving.statement.key}
            moving={moving}
            themes={themes}
            corrections={corrections}
            onMoved={(focus) => {
              focusAfter.current = focus;
              onClose();
            }}
            onCancel={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function MoveForm({
  moving: { statement, from },
  themes,
  corrections,
  onMoved,
  onCancel,
}: {
  moving: MovingStatement;
  themes: readonly ThemeRecord[];
  corrections: Corrections;
  onMoved: (focus: string) => void;
  onCancel: () => void;
}) {
  const [target, setTarget] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const labelInput = useRef<HTMLInputElement>(null);
  const moving = corrections.pending === 'move';
  const newIn = target.startsWith(NEW_THEME) ? (target.slice(NEW_THEME.length) as SwotCategory) : null;

  const move = async () => {
    if (corrections.busy) return;
    setError(null);
    if (!target) {
      setError('Choose where the statement goes.');
      return;
    }
    let to: { themeId: string } | { quadrant: SwotCategory; label: string };
    if (newIn) {
      const problem = checkThemeLabel(label);
      if (problem) {
        setLabelError(problem);
        labelInput.current?.focus();
        return;
      }
      to = { quadrant: newIn, label: label.trim() };
    } else {
      to = { themeId: target };
    }
    let focus = '';
    const failure = await corrections.run(
      'move',
      { kind: 'move', body: { statement: statement.key, to } },
      (after, before) => {
        const destination =
          'themeId' in to
            ? after.find((record) => record.id === to.themeId)
            : after.find((record) => !before.some((old) => old.id === record.id));
        const stays = after.some((record) => record.id === from.id);
        focus = corrections.domId(stays ? from.id : (destination?.id ?? from.id), stays ? 'statements' : 'title');
        const where = destination
          ? `${'themeId' in to ? '' : 'the new theme '}${quoted(destination.label)} in ${quadrantLabel(destination.quadrant)}`
          : 'its new place';
        return {
          message: `Moved ${quoted(shortened(statement.text))} from ${quoted(from.label)} to ${where}.`,
          focus: null,
        };
      },
    );
    if (failure) {
      setError(failure);
      return;
    }
    onMoved(focus);
  };

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void move();
      }}
    >
      <DialogHeader>
        <DialogTitle>Move statement</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2">
            <blockquote className="break-words border-l-2 pl-3 text-foreground [overflow-wrap:anywhere]">
              {quoted(statement.text)}
            </blockquote>
            <p>
              Now in {quoted(from.label)} ({quadrantLabel(from.quadrant)}).
            </p>
          </div>
        </DialogDescription>
      </DialogHeader>
      <FormField label="Move to" name="moveTo">
        {(control) => (
          <NativeSelect
            {...control}
            className={TAP_TARGET}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              setError(null);
            }}
          >
            <option value="" disabled>
              Choose a theme or a new one
            </option>
            {SWOT_CATEGORIES.map((quadrant) => (
              <optgroup key={quadrant} label={quadrantLabel(quadrant)}>
                {byRank(themes.filter((theme) => theme.quadrant === quadrant && theme.id !== from.id)).map((theme) => (
                  <option key={theme.id} value={theme.id}>
                    {theme.label}
                    {theme.hidden ? ' (hidden)' : ''} · {quadrantLabel(quadrant)}
                  </option>
                ))}
                <option value={`${NEW_THEME}${quadrant}`}>New theme in {quadrantLabel(quadrant)}…</option>
              </optgroup>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {newIn ? (
        <FormField
          label={`Name of the new theme in ${quadrantLabel(newIn)}`}
          name="newThemeLabel"
          error={labelError ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              ref={labelInput}
              className={TAP_TARGET}
              value={label}
              maxLength={THEME_LABEL_MAX}
              autoComplete="off"
              onChange={(event) => {
                setLabel(event.target.value);
                setLabelError(null);
              }}
            />
          )}
        </FormField>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" className={TAP_TARGET} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className={TAP_TARGET} aria-disabled={corrections.busy || undefined}>
          {moving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {moving ? 'Moving…' : 'Move'}
        </Button>
      </DialogFooter>
    </form>
  );
}
