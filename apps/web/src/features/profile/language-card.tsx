import { useState } from 'react';
import { LANGUAGE_NAMES } from '@foursight/shared/domain/languages';
import { APP_LANGUAGES, chosenLanguage, isAppLanguage, switchAppLanguage, type AppLanguage } from '@/lib/i18n';
import { useT } from '@/lib/use-t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';

/** The organiser's own screen language (issue 32): kept in this browser, applied at once. */
export function LanguageCard() {
  const t = useT();
  const [language, setLanguage] = useState<AppLanguage>(chosenLanguage);
  const choose = (next: string) => {
    if (!isAppLanguage(next)) return;
    setLanguage(next);
    void switchAppLanguage(next, { remember: true });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('language.title')}</CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent className="max-w-sm">
        <FormField label={t('language.label')} name="appLanguage">
          {(control) => (
            <NativeSelect {...control} value={language} onChange={(event) => choose(event.target.value)}>
              {APP_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
