import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Save, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { profileRoutes, type ProfileUser, type UpdateProfileRequest } from '@foursight/shared/contract/profile';
import { GSTIN_EXAMPLE } from '@foursight/shared/domain/gstin';
import type { FieldErrors } from '@foursight/shared/errors';
import { ApiError, api } from '@/lib/api-client';
import { sharedKeys } from '@/lib/query-keys';
import { useCanCall } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { profileKeys } from './use-profile';

type EditableField = Exclude<keyof UpdateProfileRequest, 'plan'>;
type Draft = Record<EditableField, string>;

const FIELDS: readonly { name: EditableField; label: string; type?: 'tel'; wide?: boolean; hint?: string }[] = [
  { name: 'organizationName', label: 'Organization Name' },
  { name: 'contactName', label: 'Contact Name' },
  { name: 'fullAddress', label: 'Full Address', wide: true },
  { name: 'officialDomain', label: 'Official Domain' },
  { name: 'mobileNumber', label: 'Mobile Number', type: 'tel' },
  { name: 'country', label: 'Country' },
  { name: 'state', label: 'State' },
  { name: 'city', label: 'City' },
  { name: 'zipCode', label: 'ZIP / PIN Code' },
  {
    name: 'taxNumber',
    label: 'Tax / GSTIN Number',
    hint: `Your GSTIN, printed on invoices issued from now on: 15 characters, for example ${GSTIN_EXAMPLE}. Leave empty if you have none.`,
  },
];

function draftFrom(user: ProfileUser): Draft {
  return Object.fromEntries(FIELDS.map(({ name }) => [name, user[name] ?? ''])) as Draft;
}

/**
 * Profile Information (part 2, Profile): view mode, then Edit Profile, Save
 * Changes or Cancel. The details are the company's, changed by its owners
 * only: other roles read them, with no Edit Profile.
 */
export function ProfileDetailsCard({ user }: { user: ProfileUser }) {
  const queryClient = useQueryClient();
  const canChange = useCanCall(profileRoutes.updateProfile);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(user));
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = useMutation({
    mutationFn: () => api(profileRoutes.updateProfile, { body: { ...draft, plan: user.plan } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(profileKeys.details(), result.user);
      setDraft(draftFrom(result.user));
      setEditing(false);
      setErrors({});
      toast({ title: 'Profile Updated', description: result.message });
      // The sidebar shows the organisation and contact names from the session record.
      await queryClient.invalidateQueries({ queryKey: sharedKeys.authStatus });
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(error.fields ?? {});
        toast({
          title: 'Update Failed',
          description: error.serverMessage ?? 'Failed to update profile.',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Update Failed',
          description: 'An error occurred while updating your profile.',
          variant: 'destructive',
        });
      }
    },
  });

  const cancel = () => {
    setDraft(draftFrom(user));
    setErrors({});
    setEditing(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="text-xl">Profile Information</CardTitle>
          <CardDescription>
            Your organisation and contact details.
            {canChange ? null : ' An owner of this account can change them.'}
          </CardDescription>
        </div>
        {editing || !canChange ? null : (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2">
          <FormField
            label="Email Address"
            name="email"
            hint="Email address cannot be changed"
            className="md:col-span-2"
          >
            {(control) => (
              <Input {...control} type="email" value={user.email} readOnly className="border-transparent bg-muted/50" />
            )}
          </FormField>
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={editing ? field.hint : undefined}
              error={errors[field.name]}
              className={field.wide ? 'md:col-span-2' : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  name={field.name}
                  type={field.type ?? 'text'}
                  value={draft[field.name]}
                  readOnly={!editing}
                  disabled={save.isPending}
                  className={editing ? undefined : 'border-transparent bg-muted/50'}
                  onChange={(event) => setDraft((current) => ({ ...current, [field.name]: event.target.value }))}
                />
              )}
            </FormField>
          ))}
          {editing ? (
            <div className="flex flex-wrap gap-2 md:col-span-2">
              <Button type="submit" disabled={save.isPending}>
                <Save aria-hidden="true" />
                {save.isPending ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button type="button" variant="outline" onClick={cancel} disabled={save.isPending}>
                <X aria-hidden="true" />
                Cancel
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
