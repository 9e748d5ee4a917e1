import { useMutation } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { contactRoutes, type ContactRequest } from '@foursight/shared/contract/contact';
import { api, ApiError, describeError } from '@/lib/api-client';
import { usePageMeta } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';

const EMPTY: ContactRequest = { firstName: '', lastName: '', email: '', company: '', message: '' };

/**
 * Contact (spec part 1 §2.3, §8). `details` is the site's contact e-mail and
 * phone from the CMS site settings, composed in by the app.
 */
export function ContactPage({ details }: { details?: ReactNode }) {
  usePageMeta(
    'Contact',
    'Talk to the Foursight team about SWOT analysis for your organisation: demos, pricing, Enterprise plans and support.',
  );
  const [form, setForm] = useState<ContactRequest>(EMPTY);
  const send = useMutation({
    mutationFn: (body: ContactRequest) => api(contactRoutes.sendContact, { body }),
    onSuccess: () => {
      setForm(EMPTY);
      toast({
        title: 'Message sent successfully!',
        description: "Thank you for your message. We'll get back to you soon.",
      });
    },
    onError: (error) =>
      toast({
        title: 'Error sending message',
        description: describeError(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      }),
  });
  const fields = send.error instanceof ApiError ? (send.error.fields ?? {}) : {};
  const set = (key: keyof ContactRequest) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(form);
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 md:grid-cols-[2fr_3fr]">
      <div>
        <h1 className="text-4xl font-bold tracking-tight">Contact us</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Planning a SWOT for your organisation, comparing plans, or need help? Write to us and a person answers within
          24 hours on working days.
        </p>
        {details}
      </div>
      <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-card p-6" aria-label="Contact form">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First name"
            value={form.firstName}
            name="firstName"
            onChange={set('firstName')}
            error={fields.firstName}
            autoComplete="given-name"
          />
          <Field
            label="Last name"
            value={form.lastName}
            name="lastName"
            onChange={set('lastName')}
            error={fields.lastName}
            autoComplete="family-name"
          />
        </div>
        <Field
          label="Email"
          type="email"
          value={form.email}
          name="email"
          onChange={set('email')}
          error={fields.email}
          autoComplete="email"
        />
        <Field
          label="Company"
          value={form.company}
          name="company"
          onChange={set('company')}
          error={fields.company}
          autoComplete="organization"
        />
        <FormField label="Message" name="message" required error={fields.message}>
          {(control) => (
            <Textarea
              {...control}
              required
              rows={6}
              maxLength={5000}
              placeholder="Tell us about your strategic planning needs..."
              value={form.message}
              onChange={(event) => set('message')(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
    </div>
  );
}

function Field({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
}: {
  label: string;
  /** The contact request's field. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: string;
  autoComplete?: string;
}) {
  return (
    <FormField label={label} name={name} required error={error}>
      {(control) => (
        <Input
          {...control}
          required
          type={type}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The site's contact details, when the admin has set them. */
export function ContactDetails({ email, phone }: { email: string; phone: string }) {
  if (!email && !phone) return null;
  return (
    <ul className="mt-8 grid gap-3 text-sm">
      {email ? (
        <li className="flex items-center gap-2">
          <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
          <a href={`mailto:${email}`} className="text-link underline">
            {email}
          </a>
        </li>
      ) : null}
      {phone ? (
        <li className="flex items-center gap-2">
          <Phone className="size-4 text-muted-foreground" aria-hidden="true" />
          <a href={`tel:${phone.replace(/\s+/g, '')}`} className="text-link underline">
            {phone}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
