import { KeyRound, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { TwoFactorSubjectKind } from '@foursight/shared/contract/two-factor';
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
import { fieldError, readSecondFactor, SecondFactorField, type SecondFactorMode } from './second-factor-field';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from './use-two-factor';

const ACTIONS = {
  disable: {
    trigger: 'Disable',
    title: 'Disable two-factor authentication',
    description: 'Signing in will ask only for your password. Confirm with your password and a current code.',
    submit: 'Disable',
    pending: 'Disabling...',
  },
  regenerate: {
    trigger: 'New recovery codes',
    title: 'Get new recovery codes',
    description: 'Your old recovery codes stop working. Confirm with your password and a current code.',
    submit: 'Get new codes',
    pending: 'Generating...',
  },
} as const;

/** Turning two-factor off, or replacing the recovery codes: both ask for the password and a second factor. */
export function ConfirmSecondFactorDialog({
  subject,
  action,
}: {
  subject: TwoFactorSubjectKind;
  action: keyof typeof ACTIONS;
}) {
  const text = ACTIONS[action];
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [mode, setMode] = useState<SecondFactorMode>('code');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ password?: string; proof?: string; form?: string }>({});
  const [codes, setCodes] = useState<string[] | null>(null);
  const disable = useDisableTwoFactor(subject);
  const regenerate = useRegenerateRecoveryCodes(subject);
  const pending = disable.isPending || regenerate.isPending;

  const close = () => {
    setOpen(false);
    setPassword('');
    setValue('');
    setMode('code');
    setErrors({});
    setCodes(null);
  };

  const onError = (failure: unknown) =>
    setErrors({
      password: fieldError(failure, 'password'),
      proof: fieldError(failure, mode === 'code' ? 'code' : 'recoveryCode'),
      form:
        fieldError(failure, 'password') || fieldError(failure, mode === 'code' ? 'code' : 'recoveryCode')
          ? undefined
          : describeError(failure, 'Something went wrong. Please try again.'),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSecondFactor(mode, value);
    if (!password || !read.ok) {
      return setErrors({
        password: password ? undefined : 'Password is required',
        proof: read.ok ? undefined : read.error,
      });
    }
    setErrors({});
    const body = { password, ...read.proof };
    if (action === 'disable') {
      disable.mutate(body, {
        onSuccess: () => {
          toast({ title: 'Two-Factor Disabled', description: 'Signing in now asks only for your password.' });
          close();
        },
        onError,
      });
    } else {
      regenerate.mutate(body, { onSuccess: (result) => setCodes(result.recoveryCodes), onError });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button variant="outline">
          {action === 'disable' ? <ShieldOff aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          {text.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>
            {codes ? 'Your new recovery codes. The old ones no longer work.' : text.description}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <>
            <RecoveryCodesView codes={codes} />
            <DialogFooter>
              <Button type="button" onClick={close}>
                I have saved them
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormField label="Password" error={errors.password}>
              {(control) => (
                <Input
                  {...control}
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  value={password}
                  disabled={pending}
                  onChange={(event) => setPassword(event.target.value)}
                />
              )}
            </FormField>
            <SecondFactorField
              mode={mode}
              onModeChange={setMode}
              value={value}
              onChange={setValue}
              error={errors.proof}
              disabled={pending}
            />
            {errors.form ? (
              <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
                {errors.form}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" variant={action === 'disable' ? 'destructive' : 'default'} disabled={pending}>
                {pending ? text.pending : text.submit}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
