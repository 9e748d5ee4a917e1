import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ForgotPasswordRequestSchema } from '@foursight/shared/contract/password-reset';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { ApiError, api, describeError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { focusOnMount, linkClass, PasswordResetCard } from './password-reset-card';
import { PASSWORD_RESET_AUDIENCES, type PasswordResetAudience } from './password-reset-audience';

/**
 * "Forgot password?": asks for the sign-in address and says what the server
 * says, which is the same whether or not an account has it.
 */
export function ForgotPasswordPage({ audience }: { audience: PasswordResetAudience }) {
  usePageTitle('Forgot password');
  const { forgotRoute, signInPage } = PASSWORD_RESET_AUDIENCES[audience];
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: (body: { email: string }) => api(forgotRoute, { body }),
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <PasswordResetCard
      title="Forgot your password?"
      description="Enter the e-mail address you sign in with. We will send it a link to set a new password."
      signInPage={signInPage}
    >
      {send.isSuccess ? (
        // Focus moves to the answer: the form and its focused button are gone, and a reader reads it out.
        <div role="status" tabIndex={-1} ref={focusOnMount} className="grid gap-4 outline-none">
          <p className="flex gap-3 rounded-md bg-muted p-3 text-sm">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{send.data.message}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            Nothing after a few minutes? Look in your spam folder, check the address, or{' '}
            <button type="button" className={linkClass} onClick={() => send.reset()}>
              send the link again
            </button>
            .
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label="Email" name="email" error={errors.email} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          {send.isError && !(send.error instanceof ApiError && send.error.fields) ? (
            <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
              {describeError(send.error, 'The link could not be sent just now. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
    </PasswordResetCard>
  );
}
