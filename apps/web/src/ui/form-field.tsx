import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** Shown under the control until there is an error. */
  hint?: ReactNode;
  error?: string | undefined;
  /** Extra status line (availability checks, say), announced politely; pass null to keep the live region mounted while empty. */
  status?: ReactNode;
  required?: boolean;
  className?: string;
  /** The API field this control fills: its `name`, for browsers' autofill, password managers and tests. */
  name?: string;
  /** Receives the ids to wire label, description and error to the control (and its name). */
  children: (control: {
    id: string;
    name?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: boolean;
  }) => ReactElement;
}

/**
 * A labelled control with its hint and error: the error is linked through
 * aria-describedby and aria-invalid, so screen readers read it with the field.
 */
export function FormField({ label, hint, error, status, required, className, name, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null, status !== undefined ? statusId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        ...(name ? { name } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {status !== undefined ? (
        <div id={statusId} aria-live="polite">
          {status}
        </div>
      ) : null}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
