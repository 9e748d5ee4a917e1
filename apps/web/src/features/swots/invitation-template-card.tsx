import { Link } from 'react-router';
import { LANGUAGE_NAMES, type Language } from '@foursight/shared/domain/languages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { LanguageOptions } from '@/ui/language-options';
import { NativeSelect } from '@/ui/native-select';

interface InvitationTemplateCardProps {
  language: Language;
  onLanguageChange: (language: Language) => void;
  templates: readonly { id: string; name: string }[];
  /** The chosen template's id; empty for the built-in invitation. */
  value: string;
  onChange: (templateId: string) => void;
  /** The language of Foursight's own invitation, offered when none of the company's is (else null). */
  builtIn: Language | null;
  errors: { language?: string | undefined; emailTemplate?: string | undefined };
}

/** Create SWOT's "Language and invitation" card: the SWOT's language, and which template invites in it. */
export function InvitationTemplateCard({
  language,
  onLanguageChange,
  templates,
  value,
  onChange,
  builtIn,
  errors,
}: InvitationTemplateCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Language and invitation</CardTitle>
        <CardDescription>
          The participation page opens in this language, and invitations, reminders and the closing note are written in
          it. Edit wording in{' '}
          <Link to="/email-templates" className="text-link underline-offset-4 hover:underline">
            Email Templates
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <FormField label="Language" name="language" error={errors.language}>
          {(control) => (
            <NativeSelect {...control} value={language} onChange={(e) => onLanguageChange(e.target.value as Language)}>
              <LanguageOptions />
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Email template" name="emailTemplate" error={errors.emailTemplate}>
          {(control) => (
            <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value)}>
              {builtIn ? <option value="">Built-in invitation ({LANGUAGE_NAMES[builtIn]})</option> : null}
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
