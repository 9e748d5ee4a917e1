import { useState, type FormEvent } from 'react';
import type { DirectoryUser, DirectoryUserInput } from '@foursight/shared/contract/directory';
import { OFFERED_DEPARTMENTS } from '@foursight/shared/domain/directory';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { toast } from '@/ui/toast-store';
import { useDepartments } from './use-directory';

type Fields = Required<{ [K in keyof DirectoryUserInput]: string }>;

const EMPTY: Fields = { fullName: '', designation: '', email: '', phoneNumber: '', department: '' };

interface UserFormProps {
  initial?: DirectoryUser;
  submitLabel: string;
  pending: boolean;
  errors?: Record<string, string> | undefined;
  onSubmit: (fields: Fields) => void;
  onCancel?: () => void;
}

/** Add or edit one person (spec part 2 §5: full name, e-mail and department required). */
export function UserForm({ initial, submitLabel, pending, errors = {}, onSubmit, onCancel }: UserFormProps) {
  const [fields, setFields] = useState<Fields>(initial ? { ...EMPTY, ...initial } : EMPTY);
  const departments = useDepartments();
  const names = [...new Set([...OFFERED_DEPARTMENTS, ...(departments.data?.departments ?? []), fields.department])]
    .filter(Boolean)
    .sort((a, b) => a.localeCompare(b));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.fullName.trim() || !fields.email.trim() || !fields.department.trim()) {
      toast({
        title: 'Missing required fields',
        description: 'Please fill in Full Name, Email, and Department.',
        variant: 'destructive',
      });
      return;
    }
    onSubmit(fields);
  };

  const set = (name: keyof Fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <FormField label="Full Name" name="fullName" required error={errors.fullName}>
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={fields.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Designation" name="designation" error={errors.designation}>
        {(control) => (
          <Input {...control} value={fields.designation} onChange={(e) => set('designation')(e.target.value)} />
        )}
      </FormField>
      <FormField label="Email" name="email" required error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            value={fields.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Phone Number"
        name="phoneNumber"
        hint="Used for WhatsApp notifications when your plan includes them."
        error={errors.phoneNumber}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            value={fields.phoneNumber}
            onChange={(e) => set('phoneNumber')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Department" name="department" required error={errors.department}>
        {(control) => (
          <NativeSelect {...control} value={fields.department} onChange={(e) => set('department')(e.target.value)}>
            <option value="">Choose a department</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-wrap items-end gap-2 md:col-span-2">
        <Button type="submit" disabled={pending || !fields.fullName.trim() || !fields.email.trim()}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
