import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { profileRoutes } from '@foursight/shared/contract/profile';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '@foursight/shared/domain/identity';
import { ApiError, api } from '@/lib/api-client';
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

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (part 2 §5, §8). The server checks the current password and
 * ends the account's other sessions; confirmPassword stays in the browser.
 */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);

  const change = useMutation({
    mutationFn: () =>
      api(profileRoutes.changePassword, {
        body: { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
      }),
    onSuccess: (result) => {
      toast({ title: 'Password Changed', description: result.message });
      close();
    },
    onError: (error) => {
      toast({
        title: 'Password Change Failed',
        description:
          error instanceof ApiError
            ? (error.serverMessage ?? 'Failed to change password.')
            : 'An error occurred while changing your password.',
        variant: 'destructive',
      });
    },
  });

  const close = () => {
    setFields(EMPTY);
    setOpen(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fields.newPassword !== fields.confirmPassword) {
      toast({
        title: 'Password Mismatch',
        description: 'New password and confirm password do not match.',
        variant: 'destructive',
      });
      return;
    }
    if (fields.newPassword.length < PASSWORD_MIN_LENGTH) {
      toast({ title: 'Password Too Short', description: PASSWORD_TOO_SHORT, variant: 'destructive' });
      return;
    }
    change.mutate();
  };

  const complete = Object.values(fields).every(Boolean);
  const input = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <FormField label={label}>
      {(control) => (
        <Input
          {...control}
          type="password"
          name={name}
          autoComplete={autoComplete}
          value={fields[name]}
          disabled={change.isPending}
          onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password and a new one of at least {PASSWORD_MIN_LENGTH} characters. You stay signed in
            here; other devices are signed out.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          {input('currentPassword', 'Current Password', 'current-password')}
          {input('newPassword', 'New Password', 'new-password')}
          {input('confirmPassword', 'Confirm New Password', 'new-password')}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!complete || change.isPending}>
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
