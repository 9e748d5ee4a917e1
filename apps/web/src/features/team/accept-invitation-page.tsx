import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AcceptInvitationRequestSchema, teamRoutes } from '@foursight/shared/contract/team';
import { PASSWORD_MIN_LENGTH } from '@foursight/shared/domain/identity';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@foursight/shared/domain/roles';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { ApiError, api, describeError } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { useInvitationPreview } from './use-team';

/** /invitation/:token: a colleague sets their name and password, and is signed in to the company. */
export function AcceptInvitationPage() {
  usePageTitle('Join your team');
  const { token = '' } = useParams();
  const preview = useInvitationPreview(token);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [contactName, setContactName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const accept = useMutation({
    mutationFn: (body: { contactName: string; password: string }) =>
      api(teamRoutes.acceptInvitation, { params: { token }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sharedKeys.authStatus });
      await navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AcceptInvitationRequestSchema.safeParse({ contactName, password });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    accept.mutate(parsed.data);
  };

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <Card>
        {preview.isPending ? (
          <CardContent className="grid gap-3 p-6" role="status" aria-label="Loading invitation">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-24 w-full" />
          </CardContent>
        ) : preview.isError ? (
          <CardContent className="grid gap-3 p-6 text-center" role="alert">
            <h1 className="text-xl font-semibold">This invitation cannot be used</h1>
            <p className="text-muted-foreground">
              {describeError(preview.error, 'It may have been used, withdrawn or have expired.')}
            </p>
            <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
              Sign in
            </Link>
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <h1 className="break-words text-2xl font-semibold leading-none tracking-tight">
                Join {preview.data.organizationName}
              </h1>
              <CardDescription>
                {preview.data.invitedBy} invites {preview.data.email} as {ROLE_LABELS[preview.data.role]}:{' '}
                {ROLE_DESCRIPTIONS[preview.data.role]}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={submit} noValidate className="grid gap-4">
                <FormField label="Your name" name="contactName" error={errors.contactName} required>
                  {(control) => (
                    <Input
                      {...control}
                      autoComplete="name"
                      value={contactName}
                      onChange={(e) => setContactName(e.target.value)}
                    />
                  )}
                </FormField>
                <FormField
                  label="Password"
                  name="password"
                  hint={`At least ${PASSWORD_MIN_LENGTH} characters. You can turn on two-factor in your profile later.`}
                  error={errors.password}
                  required
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="password"
                      autoComplete="new-password"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                    />
                  )}
                </FormField>
                {accept.isError && !(accept.error instanceof ApiError && accept.error.fields) ? (
                  <p role="alert" className="text-sm text-destructive">
                    {describeError(accept.error, 'Could not join. Try again.')}
                  </p>
                ) : null}
                <Button type="submit" disabled={accept.isPending}>
                  {accept.isPending ? 'Joining...' : 'Set password and join'}
                </Button>
              </form>
            </CardContent>
          </>
        )}
      </Card>
    </div>
  );
}
