import { useState, type FormEvent } from 'react';
import type { SiteSettings } from '@foursight/shared/contract/cms';
import { ApiError, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { useSaveSiteSettings, useSiteSettingsForm } from './use-cms';
import { Switch } from '@/ui/switch';

/** The Site Settings tab: every field of spec part 1 §3 in one form. */
export function SiteSettingsTab() {
  const settings = useSiteSettingsForm();
  if (settings.isError) return <p role="alert">Site settings could not be loaded.</p>;
  if (!settings.data) return <Skeleton className="h-96" />;
  return <SiteSettingsForm initial={settings.data} />;
}

const TEXT_FIELDS = [
  ['siteName', 'Site name', 'text'],
  ['siteTagline', 'Site tagline', 'text'],
  ['contactEmail', 'Contact e-mail', 'email'],
  ['contactPhone', 'Contact phone', 'tel'],
] as const;

function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  const [form, setForm] = useState(initial);
  const save = useSaveSiteSettings();
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: (result) => {
        setForm(result.settings);
        toast({ title: 'Site settings updated successfully!' });
      },
      onError: (error) =>
        toast({
          title: 'Site settings not saved',
          description: describeError(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <form onSubmit={submit} className="grid max-w-3xl gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([key, label, type]) => (
          <FormField key={key} name={key} label={label} error={fields[key]}>
            {(control) => (
              <Input
                {...control}
                type={type}
                value={form[key]}
                onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              />
            )}
          </FormField>
        ))}
        {(['primaryColor', 'secondaryColor'] as const).map((key) => (
          <FormField
            key={key}
            name={key}
            label={key === 'primaryColor' ? 'Primary colour' : 'Secondary colour'}
            error={fields[key]}
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  {...control}
                  type="color"
                  className="h-9 w-14 cursor-pointer rounded-md border bg-background p-1"
                  value={form[key].toLowerCase()}
                  onChange={(e) => setForm({ ...form, [key]: e.target.value })}
                />
                <code className="text-sm">{form[key]}</code>
              </div>
            )}
          </FormField>
        ))}
      </div>
      <FormField label="Footer text" name="footerText" error={fields.footerText}>
        {(control) => (
          <Input
            {...control}
            value={form.footerText}
            onChange={(e) => setForm({ ...form, footerText: e.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Custom CSS"
        name="customCss"
        hint="Applied to the public pages only. Imports and url() are removed."
        error={fields.customCss}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            className="font-mono text-xs"
            value={form.customCss}
            onChange={(e) => setForm({ ...form, customCss: e.target.value })}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium">
        <Switch
          checked={form.maintenanceMode}
          onCheckedChange={(maintenanceMode) => setForm({ ...form, maintenanceMode })}
        />
        Maintenance mode
      </label>
      <FormField
        label="Maintenance message"
        name="maintenanceMessage"
        hint="What visitors and organisers see while maintenance mode is on."
        error={fields.maintenanceMessage}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={form.maintenanceMessage}
            onChange={(e) => setForm({ ...form, maintenanceMessage: e.target.value })}
          />
        )}
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Site Settings'}
      </Button>
    </form>
  );
}
