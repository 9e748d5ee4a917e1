import { ArrowLeft, CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CompanyInfo, SaveAiConfig, SaveColorScheme, Settings } from '@foursight/shared/contract/settings';
import { PLAN_LABELS } from '@foursight/shared/domain/plans';
import { TIMEZONES } from '@foursight/shared/domain/schedule';
import { DEFAULT_BRAND_COLORS } from '@foursight/shared/domain/theme';
import { ApiError, describeError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { Skeleton } from '@/ui/skeleton';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { LogoField } from './logo-field';
import { useSaveSettings, useSettings } from './use-settings';

/** The form always sends all three sections (a save may send fewer; this one edits them all). */
interface Form {
  colorScheme: SaveColorScheme;
  companyInfo: CompanyInfo;
  aiConfig: SaveAiConfig & { openaiApiKey: string };
}
const COLOR_FIELDS = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['accent', 'Accent'],
] as const;

function toForm(settings: Settings): Form {
  // The hex colours as chosen: converting the theme's rounded HSL back would drift (#7c3aed → #7c3bed).
  const colour = (key: keyof typeof DEFAULT_BRAND_COLORS) => settings.brandColors?.[key] ?? DEFAULT_BRAND_COLORS[key];
  return {
    colorScheme: { primary: colour('primary'), secondary: colour('secondary'), accent: colour('accent') },
    companyInfo: settings.companyInfo,
    aiConfig: { enableAiAnalysis: settings.aiConfig.enableAiAnalysis, openaiApiKey: '' },
  };
}

/** Settings (spec part 2): branding, colours, AI configuration and its status. */
export function SettingsPage() {
  usePageTitle('Settings');
  const settings = useSettings();

  if (settings.isError) {
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid gap-3 p-6 text-center">
          <h1 className="text-xl font-semibold">Could not load your settings</h1>
          <p className="text-muted-foreground">Check your connection and try again.</p>
          <Button className="justify-self-center" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!settings.data) {
    return (
      <div className="mx-auto grid max-w-4xl gap-4" role="status" aria-label="Loading settings">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="h-72 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  return <SettingsForm saved={settings.data.settings} />;
}

function SettingsForm({ saved }: { saved: Settings }) {
  const save = useSaveSettings();
  const [form, setForm] = useState<Form>(() => toForm(saved));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Form>(key: K, value: Partial<Form[K]>) =>
    setForm({ ...form, [key]: { ...form[key], ...value } });
  const aiWithoutKey =
    form.aiConfig.enableAiAnalysis && !saved.aiConfig.hasApiKey && !form.aiConfig.openaiApiKey.trim();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    save.mutate(form, {
      onSuccess: (result) => {
        setForm(toForm(result.settings));
        toast({ title: 'Settings saved successfully!', description: 'Your company configuration has been updated.' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
        toast({
          title: 'Settings not saved',
          description: describeError(error, 'Please check your connection and try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <form className="mx-auto grid max-w-4xl gap-6" onSubmit={submit} noValidate>
      <div>
        <Button variant="ghost" size="sm" asChild className="-ml-3">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" /> Back to Dashboard
          </Link>
        </Button>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
          <Badge variant="outline">{PLAN_LABELS[saved.plan]} plan</Badge>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Company Branding</CardTitle>
              <CardDescription>Shown to participants on the answer page.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField label="Company name" name="companyInfo.name" required error={fieldErrors['companyInfo.name']}>
                {(control) => (
                  <Input
                    {...control}
                    value={form.companyInfo.name}
                    maxLength={200}
                    onChange={(e) => set('companyInfo', { name: e.target.value })}
                  />
                )}
              </FormField>
              <FormField label="Website" name="companyInfo.website" error={fieldErrors['companyInfo.website']}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    placeholder="https://"
                    value={form.companyInfo.website}
                    onChange={(e) => set('companyInfo', { website: e.target.value })}
                  />
                )}
              </FormField>
              <FormField
                label="Description"
                name="companyInfo.description"
                required
                className="sm:col-span-2"
                error={fieldErrors['companyInfo.description']}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    rows={3}
                    maxLength={2000}
                    value={form.companyInfo.description}
                    onChange={(e) => set('companyInfo', { description: e.target.value })}
                  />
                )}
              </FormField>
              <FormField label="Timezone" name="companyInfo.timezone" error={fieldErrors['companyInfo.timezone']}>
                {(control) => (
                  <NativeSelect
                    {...control}
                    value={form.companyInfo.timezone}
                    onChange={(e) =>
                      set('companyInfo', { timezone: e.target.value as Form['companyInfo']['timezone'] })
                    }
                  >
                    {TIMEZONES.map((zone) => (
                      <option key={zone} value={zone}>
                        {zone.replace('_', ' ')}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <div className="sm:col-span-2">
                <LogoField value={form.companyInfo.logo} onChange={(logo) => set('companyInfo', { logo })} />
                {fieldErrors['companyInfo.logo'] ? (
                  <p className="mt-1 text-sm text-destructive">{fieldErrors['companyInfo.logo']}</p>
                ) : null}
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Color Scheme</CardTitle>
              <CardDescription>Recolours the whole app for everyone in your organisation.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-3">
              {COLOR_FIELDS.map(([key, label]) => (
                <FormField
                  key={key}
                  name={`colorScheme.${key}`}
                  label={`${label} colour`}
                  error={fieldErrors[`colorScheme.${key}`]}
                >
                  {(control) => (
                    <div className="flex items-center gap-2">
                      <input
                        {...control}
                        type="color"
                        className="h-9 w-14 cursor-pointer rounded-md border bg-background p-1"
                        value={form.colorScheme[key]}
                        onChange={(e) => set('colorScheme', { [key]: e.target.value })}
                      />
                      <code className="text-sm">{form.colorScheme[key]}</code>
                    </div>
                  )}
                </FormField>
              ))}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle className="text-lg">AI Configuration</CardTitle>
              <CardDescription>
                AI analysis uses your organisation&apos;s own OpenAI API key. The key is encrypted and never shown
                again.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  name="aiConfig.enableAiAnalysis"
                  role="switch"
                  className="size-5 accent-primary"
                  checked={form.aiConfig.enableAiAnalysis}
                  aria-checked={form.aiConfig.enableAiAnalysis}
                  onChange={(e) => set('aiConfig', { enableAiAnalysis: e.target.checked })}
                />
                <span className="font-medium">Enable AI analysis</span>
              </label>
              <FormField
                label="OpenAI API key"
                name="aiConfig.openaiApiKey"
                hint={
                  saved.aiConfig.hasApiKey
                    ? `A key ending ${saved.aiConfig.apiKeyHint ?? ''} is saved. Leave this empty to keep it.`
                    : 'Paste a key from your OpenAI account.'
                }
                error={
                  fieldErrors['aiConfig.openaiApiKey'] ??
                  (aiWithoutKey ? 'Add a key to switch on AI analysis.' : undefined)
                }
              >
                {(control) => (
                  <Input
                    {...control}
                    type="password"
                    autoComplete="off"
                    placeholder={saved.aiConfig.hasApiKey ? (saved.aiConfig.apiKeyHint ?? '') : 'sk-...'}
                    value={form.aiConfig.openaiApiKey}
                    onChange={(e) => set('aiConfig', { openaiApiKey: e.target.value })}
                  />
                )}
              </FormField>
            </CardContent>
          </Card>
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Configuration Status</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-3 text-sm">
              <StatusLine
                done={saved.configurationStatus.companyInfo}
                label="Company information"
                hint="Name and description"
              />
              <StatusLine done={saved.configurationStatus.ai} label="AI analysis" hint="Switched on with a key" />
            </CardContent>
          </Card>
          <Button type="submit" size="lg" disabled={save.isPending || aiWithoutKey}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function StatusLine({ done, label, hint }: { done: boolean; label: string; hint: string }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <div className="flex items-start gap-2">
      <Icon
        className={done ? 'mt-0.5 size-4 text-success' : 'mt-0.5 size-4 text-muted-foreground'}
        aria-hidden="true"
      />
      <div>
        <p className="font-medium">
          {label}: {done ? 'Complete' : 'Incomplete'}
        </p>
        <p className="text-muted-foreground">{hint}</p>
      </div>
    </div>
  );
}
