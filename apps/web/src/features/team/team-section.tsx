import { useState, type FormEvent } from 'react';
import { InviteColleagueRequestSchema, type TeamMember } from '@foursight/shared/contract/team';
import { ORGANISER_ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, type OrganiserRole } from '@foursight/shared/domain/roles';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { ApiError, describeError } from '@/lib/api-client';
import { formatScheduleDate } from '@/lib/format';
import { useCan } from '@/lib/session-role';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LoadError } from '@/ui/load-error';
import { NativeSelect } from '@/ui/native-select';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { useChangeRole, useInviteColleague, useRemoveMember, useRevokeInvitation, useTeam } from './use-team';

/**
 * Settings → Team: the company's colleagues and their roles. Owners invite
 * by e-mail, change roles and remove people (with a confirmation); everyone
 * else sees the list.
 */
export function TeamSection() {
  const team = useTeam();
  const isOwner = useCan('owner');
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const ownerCount = team.data?.members.filter((member) => member.role === 'owner').length ?? 0;

  const onRoleChange = (member: TeamMember, role: OrganiserRole) =>
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => toast({ title: `${member.contactName} is now ${ROLE_LABELS[role]}` }),
        onError: (error) =>
          toast({ title: 'Role not changed', description: describeError(error, 'Try again.'), variant: 'destructive' }),
      },
    );

  return (
    <Card aria-labelledby="team-title">
      <CardHeader>
        <CardTitle id="team-title" className="text-xl">
          Team
        </CardTitle>
        <CardDescription>
          Colleagues who sign in to this account. {ROLE_LABELS.owner}: {ROLE_DESCRIPTIONS.owner} {ROLE_LABELS.editor}:{' '}
          {ROLE_DESCRIPTIONS.editor} {ROLE_LABELS.viewer}: {ROLE_DESCRIPTIONS.viewer}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {team.isError ? (
          <LoadError title="Your team could not be loaded" error={team.error} onRetry={() => void team.refetch()} />
        ) : !team.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <ul className="divide-y rounded-md border" aria-label="Colleagues">
              {team.data.members.map((member) => {
                // The server refuses to demote or remove the last owner (409): do not offer it.
                const lastOwner = member.role === 'owner' && ownerCount === 1;
                const noteId = `last-owner-${member.id}`;
                return (
                  <li key={member.id} className="flex flex-col gap-3 px-3 py-3 sm:flex-row sm:items-center">
                    <div className="min-w-0 sm:flex-1">
                      <p className="break-words font-medium">
                        {member.contactName}
                        {member.isYou ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
                      </p>
                      <p className="break-all text-sm text-muted-foreground">{member.email}</p>
                    </div>
                    {isOwner ? (
                      <div className="flex flex-wrap items-center gap-2">
                        {lastOwner ? (
                          <p id={noteId} className="w-full text-sm text-muted-foreground sm:order-last sm:w-auto">
                            {member.isYou ? 'You are the only owner' : 'The only owner'}
                          </p>
                        ) : null}
                        <NativeSelect
                          aria-label={`Role of ${member.contactName}`}
                          aria-describedby={lastOwner ? noteId : undefined}
                          name="role"
                          value={member.role}
                          disabled={changeRole.isPending || lastOwner}
                          onChange={(event) => onRoleChange(member, event.target.value as OrganiserRole)}
                          className="w-32"
                        >
                          {ORGANISER_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_LABELS[role]}
                            </option>
                          ))}
                        </NativeSelect>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`Remove ${member.contactName}`}
                          aria-describedby={lastOwner ? noteId : undefined}
                          disabled={lastOwner}
                          onClick={() => setRemoving(member)}
                        >
                          Remove
                        </Button>
                      </div>
                    ) : (
                      <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
                    )}
                  </li>
                );
              })}
            </ul>
            {isOwner && team.data.invitations.length > 0 ? (
              <div className="grid gap-2">
                <h3 className="font-medium">Invitations waiting</h3>
                <ul className="divide-y rounded-md border" aria-label="Invitations waiting">
                  {team.data.invitations.map((invitation) => (
                    <li key={invitation.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                      <span className="min-w-0 flex-1">
                        <span className="block break-all">{invitation.email}</span>
                        <span className="text-muted-foreground">
                          {ROLE_LABELS[invitation.role]} · expires{' '}
                          {formatScheduleDate(invitation.expiresAt.slice(0, 10))}
                        </span>
                      </span>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={revoke.isPending}
                        onClick={() =>
                          revoke.mutate(invitation.id, { onSuccess: () => toast({ title: 'Invitation withdrawn' }) })
                        }
                      >
                        Withdraw
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {isOwner ? <InviteForm /> : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.contactName ?? ''}?`}
        description="They are signed out at once and can no longer sign in to this account. What they made stays."
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast({ title: `${removing.contactName} removed` });
              setRemoving(null);
            },
            onError: (error) => {
              toast({ title: 'Not removed', description: describeError(error, 'Try again.'), variant: 'destructive' });
              setRemoving(null);
            },
          })
        }
      />
    </Card>
  );
}

function InviteForm() {
  const invite = useInviteColleague();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganiserRole>('viewer');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteColleagueRequestSchema.safeParse({ email, role });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: 'Invitation sent', description: answer.message });
        setEmail('');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast({
          title: 'Invitation not sent',
          description: describeError(error, 'Try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
      <FormField label="Colleague's e-mail" name="email" error={errors.email} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Role" name="role" error={errors.role}>
        {(control) => (
          <NativeSelect {...control} value={role} onChange={(e) => setRole(e.target.value as OrganiserRole)}>
            {ORGANISER_ROLES.map((option) => (
              <option key={option} value={option}>
                {ROLE_LABELS[option]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Send invitation'}
      </Button>
    </form>
  );
}
