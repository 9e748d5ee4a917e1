import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card';

export const linkClass = 'font-medium text-link underline-offset-4 hover:underline';

/** The answer takes the focus: the form and its focused button are gone, and a screen reader reads it out. */
export const focusOnMount = (node: HTMLElement | null) => node?.focus();

/** The card both password reset pages sit in, with "Back to sign in" under it unless the page leads on itself. */
export function PasswordResetCard({
  title,
  description,
  signInPage,
  backLink = true,
  children,
}: {
  title: string;
  description: ReactNode;
  signInPage: string;
  backLink?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] items-center justify-center bg-muted/40 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {children}
          {backLink ? (
            <p className="mt-6 text-center text-sm">
              <Link to={signInPage} className={linkClass}>
                Back to sign in
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
