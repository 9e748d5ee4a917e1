import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { adminAuthRoutes } from '@foursight/shared/contract/admin-auth';
import type { authRoutes } from '@foursight/shared/contract/auth';
import type { RouteResponse } from '@foursight/shared/contract/route';
import type { SecondFactor } from '@foursight/shared/contract/two-factor';
import { ApiError, api, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { fieldError, readSecondFactor, SecondFactorField, type SecondFactorMode } from './second-factor-field';

type CodeStepRoute = typeof authRoutes.loginTwoFactor | typeof adminAuthRoutes.loginTwoFactor;

export interface TwoFactorCodeStepProps<R extends CodeStepRoute> {
  /** The organiser's or the admin's code step. */
  route: R;
  onSignedIn: (result: RouteResponse<R>) => void | Promise<void>;
  /** Back to the password: asked for, or the challenge expired or ran out of tries (with the server's words). */
  onStartOver: (message?: string) => void;
  /** Also tell the person another way (the organiser page's toast). */
  onFailure?: (message: string) => void;
}

/**
 * The second step of a sign-in with two-factor on: after the password, a
 * 6-digit code from the app, or a recovery code. Only this step starts the
 * session; the password step left a short-lived challenge cookie.
 */
export function TwoFactorCodeStep<R extends CodeStepRoute>({
  route,
  onSignedIn,
  onStartOver,
  onFailure,
}: TwoFactorCodeStepProps<R>) {
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [value, setValue] = useState('');
  const [fieldProblem, setFieldProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const verify = useMutation({
    mutationFn: (proof: SecondFactor) => api<CodeStepRoute>(route, { body: proof }) as Promise<RouteResponse<R>>,
    onSuccess: (result) => onSignedIn(result),
    onError: (error) => {
      const problem = fieldError(error, mode === 'code' ? 'code' : 'recoveryCode');
      const message = describeError(error, 'Sign in failed. Please try again.');
      if (!problem && error instanceof ApiError && error.status === 401) return onStartOver(message);
      setValue('');
      if (problem) setFieldProblem(problem);
      else setFailure(message);
      onFailure?.(message);
      // The field, with its error read out through aria-describedby, is where the person goes next.
      input.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readSecondFactor(mode, value);
    if (!read.ok) {
      setFieldProblem(read.error);
      input.current?.focus();
      return;
    }
    setFieldProblem(undefined);
    verify.mutate(read.proof);
  };

  return (
    <section aria-labelledby="two-factor-step-title" className="grid gap-4">
      <div className="flex items-center gap-2">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        <h2 id="two-factor-step-title" className="text-lg font-semibold">
          Two-factor authentication
        </h2>
      </div>
      <p className="text-sm text-muted-foreground">
        {mode === 'code'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter one of the recovery codes you saved when you turned two-factor on.'}
      </p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <SecondFactorField
          mode={mode}
          onModeChange={(next) => {
            setMode(next);
            setFieldProblem(undefined);
          }}
          value={value}
          onChange={setValue}
          error={fieldProblem}
          inputRef={input}
          autoFocus
        />
        {failure ? (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <Button type="submit" disabled={verify.isPending} className="w-full">
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onStartOver()} disabled={verify.isPending}>
          Back to sign in
        </Button>
      </form>
    </section>
  );
}
