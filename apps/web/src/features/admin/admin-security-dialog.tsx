import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/ui/dialog';

/** The console's Security entry: the admin account's two-factor settings (`twoFactor`, composed in by the app). */
export function AdminSecurityDialog({ twoFactor }: { twoFactor: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ShieldCheck aria-hidden="true" />
          Security
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Security</DialogTitle>
          <DialogDescription>
            The platform admin account opens every company&apos;s data: protect it with a code from an authenticator app
            at every sign-in.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 border-t pt-4">
          <p className="font-medium">Two-Factor Authentication</p>
          {twoFactor}
        </div>
      </DialogContent>
    </Dialog>
  );
}
