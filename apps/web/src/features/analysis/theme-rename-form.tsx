import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { THEME_LABEL_MAX, type ThemeRecord } from '@foursight/shared/contract/themes';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { TAP_TARGET } from './quadrant-style';
import { quoted, type Corrections } from './theme-corrections';

/** Why a name cannot be used, in the contract's words; null when it can. */
export function checkThemeLabel(label: string): string | null {
  const trimmed = label.trim();
  if (!trimmed) return 'Give the theme a name';
  if (trimmed.length > THEME_LABEL_MAX) return `At most ${THEME_LABEL_MAX} characters`;
  return null;
}

/**
 * The theme's name as a text field in place: Enter saves, Escape (or Cancel)
 * leaves it as it was. What was typed stays after a refusal, with the reason.
 */
export function ThemeRenameForm({
  theme,
  corrections,
  onClose,
}: {
  theme: ThemeRecord;
  corrections: Corrections;
  onClose: () => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(theme.label);
  const [error, setError] = useState<string | null>(null);
  const control = `rename:${theme.id}`;
  const saving = corrections.pending === control;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const close = () => {
    onClose();
    corrections.focusLater(corrections.domId(theme.id, 'rename'));
  };

  const save = async () => {
    if (corrections.busy) return;
    const problem = checkThemeLabel(value);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    const label = value.trim();
    if (label === theme.label) {
      close();
      return;
    }
    const failure = await corrections.run(control, { kind: 'update', themeId: theme.id, body: { label } }, () => ({
      message: `Renamed ${quoted(theme.label)} to ${quoted(label)}.`,
      focus: corrections.domId(theme.id, 'rename'),
    }));
    if (failure) {
      setError(failure);
      input.current?.focus();
      return;
    }
    onClose();
  };

  return (
    <form
      className="grid gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Label htmlFor={`${id}-label`}>New name for {quoted(theme.label)}</Label>
      <Input
        ref={input}
        className={TAP_TARGET}
        id={`${id}-label`}
        name="themeLabel"
        value={value}
        maxLength={THEME_LABEL_MAX}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          close();
        }}
      />
      <p id={`${id}-count`} className="text-xs text-muted-foreground">
        {value.trim().length} of {THEME_LABEL_MAX} characters. Enter saves, Escape cancels.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" className={TAP_TARGET} aria-disabled={corrections.busy || undefined}>
          {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {saving ? 'Saving…' : 'Save name'}
        </Button>
        <Button type="button" size="sm" variant="outline" className={TAP_TARGET} onClick={close}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
