import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { authRoutes, RegisterRequestSchema, type RegisterRequest } from '@foursight/shared/contract/auth';
import { GSTIN_EXAMPLE } from '@foursight/shared/domain/gstin';
import { fieldErrorsFromIssues, type FieldErrors } from '@foursight/shared/errors';
import { ApiError, api } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { toast } from '@/ui/toast-store';
import { AvailabilityNote } from './availability-note';
import { RegisterSidePanel } from './register-side-panel';
import { useAvailability, type Availability } from './use-availability';

type Form = Required<{ [K in keyof RegisterRequest]: string }>;
type FieldName = keyof Form;

interface FieldSpec {
  name: FieldName;
  label: string;
  type?: 'email' | 'password' | 'tel';
  autoComplete: string;
  optional?: boolean;
  hint?: string;
  wide?: boolean;
}

/** The registration fields and labels, in the spec's order (part 1 §2.5). */
const FIELDS: readonly FieldSpec[] = [
  { name: 'organizationName', label: 'Organization Name', autoComplete: 'organization' },
  { name: 'contactName', label: 'Contact Name', autoComplete: 'name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters. A short phrase is easy to remember and hard to guess.',
  },
  { name: 'fullAddress', label: 'Full Address', autoComplete: 'street-address', wide: true },
  {
    name: 'officialDomain',
    label: 'Official Domain',
    autoComplete: 'url',
    hint: "Your company's official website domain, without 'http://' or 'www' (for example acme.com).",
  },
  { name: 'mobileNumber', label: 'Mobile Number', type: 'tel', autoComplete: 'tel' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'zipCode', label: 'ZIP / PIN Code', autoComplete: 'postal-code' },
  {
    name: 'taxNumber',
    label: 'Tax / GSTIN Number',
    autoComplete: 'off',
    optional: true,
    hint: `Your GSTIN, printed on your invoices: 15 characters, for example ${GSTIN_EXAMPLE}. Leave empty if you have none.`,
  },
];

const EMPTY_FORM = Object.fromEntries(FIELDS.map((field) => [field.name, ''])) as Form;

export function RegisterPage() {
  usePageTitle('Start Your Free Trial');
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const availability: Partial<Record<FieldName, Availability>> = {
    organizationName: useAvailability('organizationName', form.organizationName),
    email: useAvailability('email', form.email),
    officialDomain: useAvailability('officialDomain', form.officialDomain),
    taxNumber: useAvailability('taxNumber', form.taxNumber),
  };

  const register = useMutation({
    mutationFn: (body: RegisterRequest) => api(authRoutes.register, { body }),
    onSuccess: async () => {
      toast({ title: 'Registration successful!', description: 'Sign in with your new account to get started.' });
      await navigate('/login');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      toast({
        title: 'Registration failed',
        description:
          (error instanceof ApiError ? error.serverMessage : null) ?? 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    },
  });

  // Start Free Trial pressed while an availability check is still out: the form waits for it, then goes on.
  const [waitingForChecks, setWaitingForChecks] = useState(false);
  const checking = Object.values(availability).some((check) => check.status === 'checking');

  /** Sends the form, unless a check said a value is taken: then that field says so and has the focus. */
  const send = () => {
    const taken = (Object.entries(availability) as [FieldName, Availability][]).filter(
      ([, check]) => check.status === 'unavailable',
    );
    if (taken.length > 0) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(taken.map(([name, check]) => [name, check.message])),
      }));
      focusFirstError(taken[0]![0]);
      toast({
        title: 'Please fix validation errors',
        description: 'Some fields have duplicate or invalid values.',
        variant: 'destructive',
      });
      return;
    }
    // A check that could not be made ('error', 'deferred') does not block: registration refuses a taken value itself.
    register.mutate(form);
  };

  const checksSettled = useEffectEvent(() => {
    setWaitingForChecks(false);
    send();
  });
  useEffect(() => {
    // The last server answer has arrived (an outside event, not a render): go on with the submit it held up.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (waitingForChecks && !checking) checksSettled();
  }, [waitingForChecks, checking]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RegisterRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      focusFirstError(parsed.error.issues[0]?.path[0]);
      return;
    }
    setErrors({});
    if (checking) setWaitingForChecks(true);
    else send();
  };

  const update = (name: FieldName, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  return (
    <div className="bg-muted/40 px-4 py-12">
      <div className="mx-auto max-w-6xl">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Start Your Free Trial</h1>
          <p className="mt-2 text-muted-foreground">Run your first SWOT analysis today. No credit card required.</p>
        </header>
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <Card>
            <CardHeader>
              <CardTitle>Create Your Account</CardTitle>
              <CardDescription>Fields marked * are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <form onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2">
                {FIELDS.map((field) => (
                  <FormField
                    key={field.name}
                    label={field.optional ? `${field.label} (optional)` : field.label}
                    required={!field.optional}
                    hint={field.hint}
                    error={errors[field.name]}
                    status={
                      availability[field.name] ? (
                        <AvailabilityNote availability={availability[field.name]!} />
                      ) : undefined
                    }
                    className={field.wide ? 'md:col-span-2' : undefined}
                  >
                    {(control) => (
                      <Input
                        {...control}
                        name={field.name}
                        type={field.type ?? 'text'}
                        autoComplete={field.autoComplete}
                        required={!field.optional}
                        value={form[field.name]}
                        onChange={(event) => update(field.name, event.target.value)}
                        disabled={register.isPending}
                      />
                    )}
                  </FormField>
                ))}
                <div className="grid gap-3 md:col-span-2">
                  <Button type="submit" size="lg" disabled={register.isPending || waitingForChecks}>
                    <UserPlus aria-hidden="true" />
                    {register.isPending
                      ? 'Creating Account...'
                      : waitingForChecks
                        ? 'Checking availability...'
                        : 'Start Free Trial'}
                  </Button>
                  <p className="text-center text-sm text-muted-foreground">
                    Already have an account?{' '}
                    <Link to="/login" className="font-medium text-link underline-offset-4 hover:underline">
                      Sign in here
                    </Link>
                  </p>
                </div>
              </form>
            </CardContent>
          </Card>
          <RegisterSidePanel />
        </div>
      </div>
    </div>
  );
}

function focusFirstError(field: PropertyKey | undefined): void {
  if (typeof field !== 'string') return;
  document.querySelector<HTMLInputElement>(`form [name="${field}"]`)?.focus();
}
