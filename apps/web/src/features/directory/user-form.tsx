import { useState, type FormEvent } from 'react';
import type { DirectoryUser, DirectoryUserInput } from '@foursight/shared/contract/directory';
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
  const [typingNew, setTypingNew] = useState(false);
  const departments = useDepartments();
  // Only the company's own departments are offered (the person being edited keeps theirs); a new one is typed.
  const names = [...new Set([...(departments.data?.departments ?? []), ...(typingNew ? [] : [fields.department])])]
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
      <DepartmentField
        names={names}
        loaded={departments.isSuccess}
        value={fields.department}
        typingNew={typingNew}
        error={errors.department}
        onChange={(department, typing) => {
          setTypingNew(typing);
          set('department')(department);
        }}
      />
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

/** The option that turns the department choice into a text field; a department's option is `d:` and its name. */
const NEW_DEPARTMENT = 'new';

interface DepartmentFieldProps {
  /** The company's departments, the only ones offered. */
  names: readonly string[];
  loaded: boolean;
  value: string;
  typingNew: boolean;
  error?: string | undefined;
  onChange: (department: string, typingNew: boolean) => void;
}

/**
 * One of the company's departments, or a new one typed in (the server adds
 * it when the person is saved). A company with none yet types the first.
 */
function DepartmentField({ names, loaded, value, typingNew, error, onChange }: DepartmentFieldProps) {
  const typeOne = (hint: string, label: string) => (
    <FormField label={label} name="department" required hint={hint} error={error}>
      {(control) => (
        <Input {...control} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value, true)} />
      )}
    </FormField>
  );
  if (loaded && names.length === 0) {
    return typeOne('Your company has no departments yet: type the first one.', 'Department');
  }
  return (
    <>
      <FormField
        label="Department"
        name={typingNew ? 'departmentChoice' : 'department'}
        required
        error={typingNew ? undefined : error}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={typingNew ? NEW_DEPARTMENT : value && `d:${value}`}
            onChange={(e) =>
              e.target.value === NEW_DEPARTMENT ? onChange('', true) : onChange(e.target.value.slice(2), false)
            }
          >
            <option value="">Choose a department</option>
            {names.map((name) => (
              <option key={name} value={`d:${name}`}>
                {name}
              </option>
            ))}
            <option value={NEW_DEPARTMENT}>New department (type its name)</option>
          </NativeSelect>
        )}
      </FormField>
      {typingNew ? typeOne('It is added to your departments when the person is saved.', 'New department name') : null}
    </>
  );
}
