import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { FormField } from '@/ui/form-field';
import { NativeSelect } from '@/ui/native-select';

interface InvitationTemplateCardProps {
  templates: readonly { id: string; name: string }[];
  /** The chosen template's id; empty for the built-in invitation. */
  value: string;
  onChange: (templateId: string) => void;
  /** Offered only when the company has no default invitation of its own (then that one is preselected). */
  builtInOffered: boolean;
  error?: string;
}

/** Create SWOT's "Invitation e-mail" card: which template the invitations are written from. */
export function InvitationTemplateCard({
  templates,
  value,
  onChange,
  builtInOffered,
  error,
}: InvitationTemplateCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Invitation e-mail</CardTitle>
        <CardDescription>
          Edit wording in{' '}
          <Link to="/email-templates" className="text-link underline-offset-4 hover:underline">
            Email Templates
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <FormField label="Email template" name="emailTemplate" error={error}>
          {(control) => (
            <NativeSelect {...control} value={value} onChange={(e) => onChange(e.target.value)}>
              {builtInOffered ? <option value="">Built-in invitation</option> : null}
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
