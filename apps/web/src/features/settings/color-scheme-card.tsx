import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import type { FieldErrors, SettingsFormValues } from './settings-form-model';

type ColorScheme = SettingsFormValues['colorScheme'];

const COLOR_FIELDS = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['accent', 'Accent'],
] as const;

/** Color Scheme (spec part 2 Settings): primary, secondary and accent. */
export function ColorSchemeCard({
  value,
  onChange,
  errors,
}: {
  value: ColorScheme;
  onChange: (change: Partial<ColorScheme>) => void;
  errors: FieldErrors;
}) {
  return (
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
            error={errors[`colorScheme.${key}`]}
          >
            {(control) => (
              <div className="flex items-center gap-2">
                <input
                  {...control}
                  type="color"
                  className="h-9 w-14 cursor-pointer rounded-md border bg-background p-1"
                  value={value[key]}
                  onChange={(e) => onChange({ [key]: e.target.value })}
                />
                <code className="text-sm">{value[key]}</code>
              </div>
            )}
          </FormField>
        ))}
      </CardContent>
    </Card>
  );
}
