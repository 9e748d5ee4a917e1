import { useMutation } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  RESET_TOKEN_PATTERN,
  RESET_TOKEN_TTL_TEXT,
  ResetPasswordRequestSchema,
} from '@foursight/shared/contract/password-reset';
import { PASSWORD_MIN_LENGTH } from '@foursight/shared/domain/identity';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { ApiError, api, describeError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { focusOnMount, linkClass, PasswordResetCard } from './password-reset-card';
import { PASSWORD_RESET_AUDIENCES, type PasswordResetAudience } from './password-reset-audience';

/**
 * The link's token, from the address's fragment (`#token=…`: a browser never
 * sends a fragment, so no server or log sees it), or from its query for a
 * link written that way; read once, then taken out of the address bar, so it
 * is not left in the history, a screenshot or a shared screen.
 */
function useLinkToken(): string {
  const [token] = useState(
    () =>
      new URLSearchParams(window.location.hash.slice(1)).get('token') ??
      new URLSearchParams(window.location.search).get('token') ??
      '',
  );
  useEffect(() => {
    const url = new URL(window.location.href);
    const inQuery = url.searchParams.has('token');
    if (!inQuery && !url.hash) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  }, []);
  return token;
}

/** The e-mailed link's page: a new password, typed twice; no session starts, the person signs in after. */
export function ResetPasswordPage({ audience }: { audience: PasswordResetAudience }) {
  usePageTitle('Set a new password');
  const { resetRoute, signInPage, forgotPage } = PASSWORD_RESET_AUDIENCES[audience];
  const token = useLinkToken();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useMutation({
    mutationFn: (body: { token: string; password: string }) => api(resetRoute, { body }),
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.password) setErrors({ password: error.fields.password });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResetPasswordRequestSchema.safeParse({ token, password });
    const found = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    if (!found.password && confirmation !== password) found.confirmation = 'The two passwords differ.';
    setErrors(found);
    if (parsed.success && !found.confirmation) reset.mutate(parsed.data);
  };

  // A refusal of the link itself (used, replaced, expired): the form cannot help, a new link can.
  const linkRefused = reset.error instanceof ApiError && (reset.error.status === 404 || !!reset.error.fields?.token);

  let body;
  if (!RESET_TOKEN_PATTERN.test(token)) {
    body = (
      <div role="alert" className="grid gap-3 text-sm">
        <p>This page needs the whole link from the e-mail, and this one is incomplete.</p>
        <p>
          Open the link from the e-mail again, or{' '}
          <Link to={forgotPage} className={linkClass}>
            ask for a new link
          </Link>
          .
        </p>
      </div>
    );
  } else if (reset.isSuccess) {
    body = (
      <div role="status" tabIndex={-1} ref={focusOnMount} className="grid gap-4 outline-none">
        <p className="flex gap-3 rounded-md bg-muted p-3 text-sm">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{reset.data.message} Every device that was signed in has been signed out.</span>
        </p>
        <Button asChild>
          <Link to={signInPage}>Sign in</Link>
        </Button>
      </div>
    );
  } else if (linkRefused) {
    body = (
      <div role="alert" tabIndex={-1} ref={focusOnMount} className="grid gap-3 text-sm outline-none">
        <p>{describeError(reset.error, 'This reset link can no longer be used.')}</p>
        <p>
          <Link to={forgotPage} className={linkClass}>
            Ask for a new link
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField
          label="New password"
          name="password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words are easy to remember and hard to guess.`}
          error={errors.password}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="New password again" name="confirmation" error={errors.confirmation} required>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
            />
          )}
        </FormField>
        {reset.isError && !(reset.error instanceof ApiError && reset.error.fields?.password) ? (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {describeError(reset.error, 'Your password could not be changed just now. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    );
  }

  return (
    <PasswordResetCard
      title="Set a new password"
      description={`The link from the e-mail works once, for ${RESET_TOKEN_TTL_TEXT}. Setting a new password signs you out everywhere.`}
      signInPage={signInPage}
      backLink={!reset.isSuccess}
    >
      {body}
    </PasswordResetCard>
  );
}
