import type { Ref } from 'react';
import { RecoveryCodeSchema, TotpCodeSchema, type SecondFactor } from '@foursight/shared/contract/two-factor';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';

export type SecondFactorMode = 'code' | 'recovery';

interface SecondFactorFieldProps {
  mode: SecondFactorMode;
  onModeChange: (mode: SecondFactorMode) => void;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Setting up takes only an app code: no recovery codes exist yet. */
  hideModeSwitch?: boolean;
  /** To put focus back on the field after a refused code. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The second factor as one field: the 6-digit code from the app (the phone's
 * keyboard shows digits and may offer the code itself), or a recovery code.
 * The input's name is the API field it fills.
 */
export function SecondFactorField({
  mode,
  onModeChange,
  value,
  onChange,
  error,
  disabled,
  autoFocus,
  hideModeSwitch,
  inputRef,
}: SecondFactorFieldProps) {
  const switchTo = (next: SecondFactorMode) => {
    onChange('');
    onModeChange(next);
  };
  return (
    <div className="grid gap-2">
      {mode === 'code' ? (
        <FormField label="Authentication code" hint="The 6-digit code your authenticator app shows now." error={error}>
          {(control) => (
            <Input
              {...control}
              key="code"
              ref={inputRef}
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern="[0-9 ]*"
              maxLength={7}
              spellCheck={false}
              autoFocus={autoFocus}
              className="font-mono tracking-[0.3em]"
              value={value}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </FormField>
      ) : (
        <FormField
          label="Recovery code"
          hint="One of the codes you saved, like abcde-23456. Each works once."
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              key="recoveryCode"
              ref={inputRef}
              name="recoveryCode"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus={autoFocus}
              className="font-mono"
              value={value}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </FormField>
      )}
      {hideModeSwitch ? null : (
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-start p-0"
          disabled={disabled}
          onClick={() => switchTo(mode === 'code' ? 'recovery' : 'code')}
        >
          {mode === 'code' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
        </Button>
      )}
    </div>
  );
}

/** The field's value as the API takes it, checked with the contract's own schemas. */
export function readSecondFactor(
  mode: SecondFactorMode,
  value: string,
): { ok: true; proof: SecondFactor } | { ok: false; error: string } {
  const parsed = (mode === 'code' ? TotpCodeSchema : RecoveryCodeSchema).safeParse(value);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Check the code.' };
  return { ok: true, proof: mode === 'code' ? { code: parsed.data } : { recoveryCode: parsed.data } };
}

/** The server's word on one field (a wrong password or code), when it names it. */
export function fieldError(failure: unknown, field: string): string | undefined {
  return failure instanceof ApiError ? failure.fields?.[field] : undefined;
}
