import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { TwoFactorSetup, TwoFactorSubjectKind } from '@foursight/shared/contract/two-factor';
import { describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { RecoveryCodesView } from './recovery-codes-view';
import { fieldError, readSecondFactor, SecondFactorField } from './second-factor-field';
import { useEnableTwoFactor, useRefreshTwoFactorStatus, useStartTwoFactorSetup } from './use-two-factor';

type Step = { name: 'password' } | { name: 'scan'; setup: TwoFactorSetup } | { name: 'codes'; codes: string[] };

/**
 * Turning two-factor on: the password (a borrowed session cannot lock the
 * owner out), then the QR code and the key as text with the first code from
 * the app, then the recovery codes, shown once.
 */
export function EnableTwoFactorDialog({ subject }: { subject: TwoFactorSubjectKind }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const start = useStartTwoFactorSetup(subject);
  const enable = useEnableTwoFactor(subject);
  const refreshStatus = useRefreshTwoFactorStatus(subject);

  const reset = () => {
    // Said once the dialog is gone: while a modal dialog is open, the page behind it (the toasts too) is hidden.
    if (step.name === 'codes') {
      void refreshStatus();
      toast({ title: 'Two-Factor Enabled', description: 'Your account now asks for a code at sign-in.' });
    }
    setStep({ name: 'password' });
    setPassword('');
    setCode('');
    setError(undefined);
    start.reset();
    enable.reset();
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    start.mutate(password, {
      onSuccess: (setup) => {
        setPassword('');
        setStep({ name: 'scan', setup });
      },
      onError: (failure) => setError(fieldError(failure, 'password') ?? describeError(failure, 'Could not start.')),
    });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const read = readSecondFactor('code', code);
    if (!read.ok || !('code' in read.proof)) return setError(read.ok ? undefined : read.error);
    setError(undefined);
    enable.mutate(read.proof.code, {
      onSuccess: (result) => setStep({ name: 'codes', codes: result.recoveryCodes }),
      onError: (failure) => setError(fieldError(failure, 'code') ?? describeError(failure, 'Could not turn it on.')),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <ShieldCheck aria-hidden="true" />
          Enable
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enable two-factor authentication</DialogTitle>
          <DialogDescription>
            {step.name === 'password'
              ? 'Confirm your password to set up an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others).'
              : step.name === 'scan'
                ? 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.'
                : 'Two-factor authentication is on. Keep these recovery codes somewhere safe.'}
          </DialogDescription>
        </DialogHeader>
        {step.name === 'password' ? (
          <form onSubmit={submitPassword} className="grid gap-4">
            <FormField label="Password" error={error}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  disabled={start.isPending}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="submit" disabled={!password || start.isPending}>
                {start.isPending ? 'Checking...' : 'Continue'}
              </Button>
            </DialogFooter>
          </form>
        ) : step.name === 'scan' ? (
          <form onSubmit={submitCode} className="grid gap-4">
            <img
              src={step.setup.qrCode}
              alt="QR code to add this account to your authenticator app"
              className="mx-auto size-48 max-w-full rounded-md border bg-white p-2"
            />
            <div className="grid gap-1 text-sm">
              <p className="text-muted-foreground">Can&apos;t scan? Enter this key:</p>
              <code data-testid="two-factor-secret" className="break-all rounded-md bg-muted p-2 font-mono text-sm">
                {step.setup.secret}
              </code>
            </div>
            <SecondFactorField
              mode="code"
              onModeChange={() => undefined}
              value={code}
              onChange={setCode}
              error={error}
              disabled={enable.isPending}
              hideModeSwitch
            />
            <DialogFooter>
              <Button type="submit" disabled={!code || enable.isPending}>
                {enable.isPending ? 'Verifying...' : 'Verify and enable'}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <>
            <RecoveryCodesView codes={step.codes} />
            <DialogFooter>
              <Button
                type="button"
                onClick={() => {
                  setOpen(false);
                  reset();
                }}
              >
                I have saved them
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
