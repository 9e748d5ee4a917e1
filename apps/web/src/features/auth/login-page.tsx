import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authRoutes, type LoginResponse } from '@foursight/shared/contract/auth';
import { api, describeError } from '@/lib/api-client';
import { followUser } from '@/lib/i18n';
import { storeUser } from '@/lib/stored-user';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { toast } from '@/ui/toast-store';
import { seedAuthStatus } from './use-auth-status';

/** What the sign-in page hands the second step (composed in by the app from the two-factor feature). */
export interface SignInCodeStepHandlers<Result> {
  onSignedIn: (result: Result) => Promise<void>;
  onStartOver: (message?: string) => void;
  onFailure: (message: string) => void;
}

/** Where signing in leads: the dashboard from /login, else the signed-in page the form was shown in place of. */
export function signInDestination(pathname: string): string {
  return pathname === '/login' ? '/dashboard' : pathname;
}

/**
 * Sign in (spec part 1 §2.4). At /login success goes to /dashboard; shown in
 * place of a signed-in page, it stays on that page. With two-factor on, a
 * right password leads to `codeStep`, and only that step signs in.
 */
export function LoginPage({
  codeStep,
  prefetch,
}: {
  codeStep: (handlers: SignInCodeStepHandlers<LoginResponse>) => ReactNode;
  /** Starts the reads of the page signing in leads to, the moment the session exists. */
  prefetch?: (destination: string) => void;
}) {
  usePageTitle('Sign In');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [stage, setStage] = useState<'password' | 'code'>('password');

  const failed = (message: string) => toast({ title: 'Sign in failed', description: message, variant: 'destructive' });

  const signedIn = async (result: LoginResponse) => {
    if (!result.success || !result.user) {
      toast({
        title: 'Login error',
        description: result.message || 'Login failed. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    storeUser(result.user);
    followUser(result.user);
    toast(
      result.firstSignIn
        ? { title: 'Welcome to Foursight!', description: 'Your account is ready. The dashboard shows where to start.' }
        : { title: 'Welcome back!', description: 'You have successfully signed in to your account.' },
    );
    // The answer says who is signed in: the next page shows at once instead of asking the server first.
    const destination = signInDestination(pathname);
    seedAuthStatus(queryClient, destination, result.user);
    prefetch?.(destination);
    await navigate(destination, { replace: true });
  };

  const login = useMutation({
    mutationFn: () => api(authRoutes.login, { body: { email, password } }),
    onSuccess: async (result) => {
      if (result.twoFactorRequired) {
        setPassword('');
        setStage('code');
        return;
      }
      await signedIn(result);
    },
    onError: (error) => failed(describeError(error, 'Invalid email or password.')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };

  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <p className="text-sm font-medium text-muted-foreground">Sign In</p>
          <CardTitle>
            <span className="text-3xl">Welcome Back</span>
          </CardTitle>
          <CardDescription>Sign in to run and read your SWOT analyses.</CardDescription>
        </CardHeader>
        <CardContent>
          {stage === 'code' ? (
            codeStep({
              onSignedIn: signedIn,
              onStartOver: (message) => {
                setStage('password');
                if (message) failed(message);
              },
              onFailure: failed,
            })
          ) : (
            <form onSubmit={submit} className="grid gap-4" noValidate={false}>
              <div className="grid gap-2">
                <Label htmlFor="login-email">Email</Label>
                <Input
                  id="login-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="login-password">Password</Label>
                <Input
                  id="login-password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                {/* After the field, so Tab goes from the e-mail straight to the password. */}
                <Link
                  to="/forgot-password"
                  className="w-fit justify-self-end text-sm font-medium text-link underline-offset-4 hover:underline"
                >
                  Forgot password?
                </Link>
              </div>
              <Button type="submit" disabled={login.isPending} className="w-full">
                <LogIn aria-hidden="true" />
                {login.isPending ? 'Signing In...' : 'Sign In'}
              </Button>
            </form>
          )}
          <div className="mt-6 grid gap-2 text-center text-sm">
            <p>
              New to Foursight?{' '}
              <Link to="/register" className="font-medium text-link underline-offset-4 hover:underline">
                Start your free trial
              </Link>
            </p>
            <Link to="/" className="text-muted-foreground underline-offset-4 hover:underline">
              Back to homepage
            </Link>
            <p className="text-xs text-muted-foreground">
              By signing in you agree to our{' '}
              <Link to="/terms" className="underline underline-offset-4">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="underline underline-offset-4">
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
