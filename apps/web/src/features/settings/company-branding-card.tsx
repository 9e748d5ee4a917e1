import type { Language } from '@foursight/shared/domain/languages';
import { TIMEZONES } from '@foursight/shared/domain/schedule';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LanguageOptions } from '@/ui/language-options';
import { NativeSelect } from '@/ui/native-select';
import { Textarea } from '@/ui/textarea';
import { LogoField } from './logo-field';
import type { FieldErrors, SettingsFormValues } from './settings-form-model';

type CompanyInfo = SettingsFormValues['companyInfo'];

/** Company Branding (spec part 2 Settings): name, website, description, timezone, default language, logo. */
export function CompanyBrandingCard({
  value,
  onChange,
  errors,
}: {
  value: CompanyInfo;
  onChange: (change: Partial<CompanyInfo>) => void;
  errors: FieldErrors;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Company Branding</CardTitle>
        <CardDescription>Shown to participants on the answer page.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" name="companyInfo.name" required error={errors['companyInfo.name']}>
          {(control) => (
            <Input
              {...control}
              value={value.name}
              maxLength={200}
              onChange={(e) => onChange({ name: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Website" name="companyInfo.website" error={errors['companyInfo.website']}>
          {(control) => (
            <Input
              {...control}
              type="url"
              placeholder="https://"
              value={value.website}
              onChange={(e) => onChange({ website: e.target.value })}
            />
          )}
        </FormField>
        <FormField
          label="Description"
          name="companyInfo.description"
          required
          className="sm:col-span-2"
          error={errors['companyInfo.description']}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={2000}
              value={value.description}
              onChange={(e) => onChange({ description: e.target.value })}
            />
          )}
        </FormField>
        <FormField label="Timezone" name="companyInfo.timezone" error={errors['companyInfo.timezone']}>
          {(control) => (
            <NativeSelect
              {...control}
              value={value.timezone}
              onChange={(e) => onChange({ timezone: e.target.value as CompanyInfo['timezone'] })}
            >
              {TIMEZONES.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace('_', ' ')}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Default language"
          name="companyInfo.language"
          hint="New SWOTs start in it: their answer page and e-mails. Each SWOT can pick another."
          error={errors['companyInfo.language']}
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={value.language ?? 'en'}
              onChange={(e) => onChange({ language: e.target.value as Language })}
            >
              <LanguageOptions />
            </NativeSelect>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <LogoField value={value.logo} onChange={(logo) => onChange({ logo })} />
          {errors['companyInfo.logo'] ? (
            <p className="mt-1 text-sm text-destructive">{errors['companyInfo.logo']}</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
