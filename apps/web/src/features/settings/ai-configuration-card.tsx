import type { Settings } from '@foursight/shared/contract/settings';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { AiKeyTestNote } from './ai-key-test-note';
import type { FieldErrors, SettingsFormValues } from './settings-form-model';
import { useAiKeyTest } from './use-ai-key-test';
import { Switch } from '@/ui/switch';

type AiConfig = SettingsFormValues['aiConfig'];

/** AI Configuration (spec part 2 Settings): the switch, the key, and Test key for the typed or saved key. */
export function AiConfigurationCard({
  value,
  onChange,
  saved,
  errors,
  missingKey,
}: {
  value: AiConfig;
  onChange: (change: Partial<AiConfig>) => void;
  saved: Settings['aiConfig'];
  errors: FieldErrors;
  /** AI is switched on with neither a saved nor a typed key. */
  missingKey: boolean;
}) {
  const keyTest = useAiKeyTest();
  const typedKey = value.openaiApiKey.trim();
  const testing = keyTest.status.state === 'testing';
  // The plan's catalogue entry decides; a switch already on can still be turned off.
  const outsidePlan = saved.includedInPlan === false;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">AI Configuration</CardTitle>
        <CardDescription>
          AI analysis uses your organisation&apos;s own OpenAI API key. The key is encrypted and never shown again.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {outsidePlan ? (
          <p id="ai-outside-plan" className="rounded-md border bg-muted/50 p-3 text-sm">
            Your plan does not include AI analysis, so your SWOTs are analysed with Foursight&apos;s statistics only.
            Upgrade to a plan that includes it to switch AI on.
          </p>
        ) : null}
        <label className="flex items-center gap-3">
          <Switch
            name="aiConfig.enableAiAnalysis"
            checked={value.enableAiAnalysis}
            // By the saved state, not the form's: switching off (allowed) must not take the switch away from the keyboard.
            disabled={outsidePlan && !saved.enableAiAnalysis}
            aria-invalid={errors['aiConfig.enableAiAnalysis'] ? true : undefined}
            aria-describedby={
              [outsidePlan ? 'ai-outside-plan' : '', errors['aiConfig.enableAiAnalysis'] ? 'ai-switch-error' : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onCheckedChange={(enableAiAnalysis) => onChange({ enableAiAnalysis })}
          />
          <span className="font-medium">Enable AI analysis</span>
        </label>
        {errors['aiConfig.enableAiAnalysis'] ? (
          <p id="ai-switch-error" role="alert" className="text-sm text-destructive">
            {errors['aiConfig.enableAiAnalysis']}
          </p>
        ) : null}
        <FormField
          label="OpenAI API key"
          name="aiConfig.openaiApiKey"
          hint={
            saved.hasApiKey
              ? `A key ending ${saved.apiKeyHint ?? ''} is saved. Leave this empty to keep it; Test key then tests the saved key.`
              : 'Paste a key from your OpenAI account, then Test key to check it before you save.'
          }
          error={errors['aiConfig.openaiApiKey'] ?? (missingKey ? 'Add a key to switch on AI analysis.' : undefined)}
          // Always mounted (null when empty), so screen readers announce each result as it arrives.
          status={<AiKeyTestNote status={keyTest.status} />}
        >
          {(control) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...control}
                className="min-w-0 sm:flex-1"
                type="password"
                autoComplete="off"
                placeholder={saved.hasApiKey ? (saved.apiKeyHint ?? '') : 'sk-...'}
                value={value.openaiApiKey}
                onChange={(e) => {
                  keyTest.clear();
                  onChange({ openaiApiKey: e.target.value });
                }}
              />
              <Button
                type="button"
                variant="outline"
                disabled={testing || (!typedKey && !saved.hasApiKey)}
                onClick={() => keyTest.run(typedKey)}
              >
                {testing ? 'Testing...' : 'Test key'}
              </Button>
            </div>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
