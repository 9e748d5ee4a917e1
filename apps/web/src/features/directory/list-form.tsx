import { useState, type FormEvent } from 'react';
import { CreateUserListSchema, type DirectoryUser, type UserListInput } from '@foursight/shared/contract/directory';
import { fieldErrorsFromIssues } from '@foursight/shared/errors';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { MemberPicker } from './member-picker';

interface ListFormProps {
  users: readonly DirectoryUser[];
  initial?: { name: string; description: string; userIds: readonly string[] };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's field errors from the last attempt. */
  errors?: Record<string, string> | undefined;
  onSubmit: (body: UserListInput) => void;
  onCancel?: () => void;
}

/**
 * Create or edit a custom list (spec part 2 §5: a name and at least one
 * person, else the button is disabled). The contract's schema checks the
 * rest (lengths) before anything is sent, with the server's own messages.
 */
export function ListForm({
  users,
  initial,
  submitLabel,
  pendingLabel,
  pending,
  errors: serverErrors = {},
  onSubmit,
  onCancel,
}: ListFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  // Members who left the directory since are not offered, and not sent back.
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set((initial?.userIds ?? []).filter((id) => users.some((user) => user.id === id))),
  );
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...serverErrors, ...localErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name, description, selectedUsers: [...selected] };
    const parsed = CreateUserListSchema.safeParse(body);
    if (!parsed.success) {
      setLocalErrors(fieldErrorsFromIssues(parsed.error.issues));
      return;
    }
    setLocalErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      <FormField label="List name" name="name" required error={errors.name}>
        {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
      </FormField>
      <FormField label="Description" name="description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      {users.length === 0 ? (
        <p className="text-sm text-muted-foreground">Add people to the directory first.</p>
      ) : (
        <MemberPicker users={users} selected={selected} onChange={setSelected} error={errors.selectedUsers} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={!name.trim() || selected.size === 0 || pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
