import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProfileUser } from '@foursight/shared/contract/profile';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { ActiveSessionsCard } from './active-sessions-card';
import { LanguageCard } from './language-card';
import { ChangePasswordDialog } from './change-password-dialog';
import { ProfileDetailsCard } from './profile-details-card';
import { useProfile } from './use-profile';

/**
 * Profile (part 2, Profile): details, account information, security and the
 * active sessions. `twoFactor` is the two-factor row, composed in by the app.
 */
export function ProfilePage({ twoFactor }: { twoFactor: ReactNode }) {
  usePageTitle('Profile');
  const profile = useProfile();

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
        <p className="text-muted-foreground">Manage your account details and security.</p>
      </header>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <ProfileError onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <>
          <ProfileDetailsCard key={profile.data.createdAt} user={profile.data} />
          <AccountInformation user={profile.data} />
          <LanguageCard />
          <SecurityCard twoFactor={twoFactor} />
          <ActiveSessionsCard />
        </>
      ) : (
        <Card>
          <CardContent className="p-6">Please log in to view your profile.</CardContent>
        </Card>
      )}
    </div>
  );
}

function AccountInformation({ user }: { user: ProfileUser }) {
  const memberSince = user.createdAt
    ? new Date(user.createdAt).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })
    : 'N/A';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Account Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted-foreground">Status</dt>
            <dd className="mt-1">
              <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-sm font-medium text-success">Active</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Member Since</dt>
            <dd className="mt-1 font-medium">{memberSince}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Plan</dt>
            <dd className="mt-1 font-medium capitalize">{user.plan}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

function SecurityCard({ twoFactor }: { twoFactor: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Security</CardTitle>
        <CardDescription>Keep your account safe.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="font-medium">Password</p>
            <p className="text-sm text-muted-foreground">Changing it signs you out everywhere else.</p>
          </div>
          <ChangePasswordDialog />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
          <div>
            <div className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-muted-foreground" aria-hidden="true" />
              <p className="font-medium">Two-Factor Authentication</p>
            </div>
            <p className="text-sm text-muted-foreground">A code from an authenticator app at every sign-in.</p>
          </div>
          {twoFactor}
        </div>
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading profile">
      <Skeleton className="h-96 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-6">
        <p role="alert">We could not load your profile. Check your connection and try again.</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
