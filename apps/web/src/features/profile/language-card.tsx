import { useMutation } from '@tanstack/react-query';
import { profileRoutes } from '@foursight/shared/contract/profile';
import { APP_LANGUAGES, isAppLanguage, LANGUAGE_NAMES, type AppLanguage } from '@foursight/shared/domain/languages';
import { ApiError, api } from '@/lib/api-client';
import { followUser, i18n } from '@/lib/i18n';
import { storeUser } from '@/lib/stored-user';
import { useT } from '@/lib/use-t';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { LanguageOptions } from '@/ui/language-options';
import { NativeSelect } from '@/ui/native-select';
import { toast } from '@/ui/toast-store';

/** The organiser's own screen language (issue 32): saved on their account, applied at once. */
export function LanguageCard() {
  const t = useT();
  const save = useMutation({
    mutationFn: (next: AppLanguage) => api(profileRoutes.setLanguage, { body: { language: next } }),
    onSuccess: (result) => {
      storeUser(result.user);
      followUser(result.user);
    },
    onError: (error, next) => {
      toast({
        title: t('language.saveFailed', { language: LANGUAGE_NAMES[next] }),
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('common.tryAgainLater'),
        variant: 'destructive',
      });
    },
  });
  // The language in use (useT redraws this card when it changes), or the one being saved.
  const language = save.isPending ? save.variables : isAppLanguage(i18n.locale) ? i18n.locale : 'en';
  const choose = (next: string) => {
    if (isAppLanguage(next)) save.mutate(next);
  };
  return (
    <Card lang={t.lang}>
      <CardHeader>
        <CardTitle className="text-lg">{t('language.title')}</CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent className="max-w-sm">
        <FormField label={t('language.label')} name="appLanguage">
          {(control) => (
            <NativeSelect
              {...control}
              value={language}
              disabled={save.isPending}
              onChange={(event) => choose(event.target.value)}
            >
              <LanguageOptions languages={APP_LANGUAGES} />
            </NativeSelect>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
