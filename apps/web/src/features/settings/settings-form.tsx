import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Settings } from '@foursight/shared/contract/settings';
import { planLabel, type Plan } from '@foursight/shared/domain/plans';
import { ApiError, describeError } from '@/lib/api-client';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast-store';
import { AiConfigurationCard } from './ai-configuration-card';
import { ColorSchemeCard } from './color-scheme-card';
import { CompanyBrandingCard } from './company-branding-card';
import { ConfigurationStatusCard } from './configuration-status-card';
import { toFormValues, type FieldErrors, type SettingsFormValues } from './settings-form-model';
import { useSaveSettings } from './use-settings';

/** The Settings form: every section edited together, saved together by Save Settings. */
export function SettingsForm({
  saved,
  planAction,
}: {
  saved: Settings;
  planAction?: ((plan: Plan) => ReactNode) | undefined;
}) {
  const save = useSaveSettings();
  const [form, setForm] = useState<SettingsFormValues>(() => toFormValues(saved));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const set = <K extends keyof SettingsFormValues>(key: K, value: Partial<SettingsFormValues[K]>) =>
    setForm((current) => ({ ...current, [key]: { ...current[key], ...value } }));
  const aiWithoutKey =
    form.aiConfig.enableAiAnalysis && !saved.aiConfig.hasApiKey && !form.aiConfig.openaiApiKey.trim();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    save.mutate(form, {
      onSuccess: (result) => {
        setForm(toFormValues(result.settings));
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
          <Badge variant="outline" data-testid="plan-badge">
            {planLabel(saved.plan, saved.planName)} plan
          </Badge>
          {planAction?.(saved.plan)}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="grid min-w-0 content-start gap-6">
          <CompanyBrandingCard
            value={form.companyInfo}
            onChange={(change) => set('companyInfo', change)}
            errors={fieldErrors}
          />
          <ColorSchemeCard
            value={form.colorScheme}
            onChange={(change) => set('colorScheme', change)}
            errors={fieldErrors}
          />
          <AiConfigurationCard
            value={form.aiConfig}
            onChange={(change) => set('aiConfig', change)}
            saved={saved.aiConfig}
            errors={fieldErrors}
            missingKey={aiWithoutKey}
          />
        </div>

        <div className="grid content-start gap-6">
          <ConfigurationStatusCard status={saved.configurationStatus} />
          <Button type="submit" size="lg" disabled={save.isPending || aiWithoutKey}>
            {save.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}
