import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AdminLoginRequestSchema,
  adminAuthRoutes,
  type AdminLoginResponse,
} from '@foursight/shared/contract/admin-auth';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { ApiError, api } from '@/lib/api-client';
import { storeAdmin } from '@/lib/stored-admin';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';

/** What the admin sign-in hands its second step (composed in by the app from the two-factor feature). */
export interface AdminCodeStepHandlers {
  onSignedIn: (result: AdminLoginResponse) => Promise<void>;
  onStartOver: (message?: string) => void;
}

/**
 * Platform admin sign-in (spec part 1 §2.6, messages of §5 and §8). With
 * two-factor on, a right password leads to `codeStep`, which signs in.
 */
export function AdminLoginPage({ codeStep }: { codeStep: (handlers: AdminCodeStepHandlers) => ReactNode }) {
  usePageTitle('Admin Sign In');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stage, setStage] = useState<'password' | 'code'>('password');

  const signedIn = async (result: AdminLoginResponse) => {
    if (!result.success || !result.user) {
      setFailure(result.message || 'Invalid credentials');
      return;
    }
    storeAdmin(result.user);
    await navigate('/admin-dashboard');
  };

  const login = useMutation({
    mutationFn: () => api(adminAuthRoutes.login, { body: { email, password } }),
    onSuccess: async (result) => {
      if (result.twoFactorRequired) {
        setPassword('');
        setStage('code');
        return;
      }
      await signedIn(result);
    },
    onError: (error) => {
      setFailure(
        error instanceof ApiError ? (error.serverMessage ?? 'Invalid credentials') : 'Login failed. Please try again.',
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = AdminLoginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    login.mutate();
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
          <CardTitle>
            <span className="text-2xl">Foursight Admin</span>
          </CardTitle>
          <CardDescription>Platform administrators only.</CardDescription>
        </CardHeader>
        <CardContent>
          {stage === 'code' ? (
            codeStep({
              onSignedIn: signedIn,
              onStartOver: (message) => {
                setStage('password');
                setFailure(message ?? null);
              },
            })
          ) : (
            <form onSubmit={submit} noValidate className="grid gap-4">
              <FormField label="Email" name="email" error={errors.email}>
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
              <FormField label="Password" name="password" error={errors.password}>
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                )}
              </FormField>
              {failure ? (
                <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
                  {failure}
                </p>
              ) : null}
              <Button type="submit" disabled={login.isPending}>
                {login.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          )}
          <p className="mt-6 grid gap-2 text-center text-sm">
            <Link to="/admin/forgot-password" className="font-medium text-link underline-offset-4 hover:underline">
              Forgot password?
            </Link>
            <Link to="/" className="text-muted-foreground underline-offset-4 hover:underline">
              Back to homepage
            </Link>
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
