import { Save } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import {
  TEMPLATE_TYPES,
  TEMPLATE_TYPE_LABELS,
  TEMPLATE_VARIABLES,
  type TemplateType,
} from '@foursight/shared/domain/templates';
import { hasBuiltInMails } from '@foursight/shared/domain/built-in-templates';
import { LANGUAGE_NAMES, type Language } from '@foursight/shared/domain/languages';
import { Button } from '@/ui/button';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { LanguageOptions } from '@/ui/language-options';
import { NativeSelect } from '@/ui/native-select';
import { Textarea } from '@/ui/textarea';
import { withBuiltInText, type TemplateDraft } from './template-draft';

interface TemplateEditorProps {
  draft: TemplateDraft;
  onChange: (draft: TemplateDraft) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
  errors?: Record<string, string> | undefined;
}

/** Create/Edit: saving needs a name and a subject (spec part 2 §5). */
export function TemplateEditor({ draft, onChange, onSave, onCancel, saving, errors = {} }: TemplateEditorProps) {
  const htmlRef = useRef<HTMLTextAreaElement>(null);
  const set = <K extends keyof TemplateDraft>(key: K, value: TemplateDraft[K]) => onChange({ ...draft, [key]: value });

  /** Puts {{variable}} where the cursor is in the HTML body. */
  const insertVariable = (variable: string) => {
    const area = htmlRef.current;
    const token = `{{${variable}}}`;
    const start = area?.selectionStart ?? draft.htmlContent.length;
    const end = area?.selectionEnd ?? start;
    set('htmlContent', draft.htmlContent.slice(0, start) + token + draft.htmlContent.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
      <FormField label="Template name" name="name" required error={errors.name}>
        {(control) => <Input {...control} value={draft.name} onChange={(event) => set('name', event.target.value)} />}
      </FormField>
      <FormField label="Type" name="type" error={errors.type}>
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.type}
            onChange={(event) => set('type', event.target.value as TemplateType)}
          >
            {TEMPLATE_TYPES.map((type) => (
              <option key={type} value={type}>
                {TEMPLATE_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Language"
        name="language"
        hint="A SWOT held in this language sends this template."
        error={errors.language}
      >
        {(control) => (
          <NativeSelect
            {...control}
            value={draft.language}
            onChange={(event) => set('language', event.target.value as Language)}
          >
            <LanguageOptions />
          </NativeSelect>
        )}
      </FormField>
      {draft.type !== 'general' && hasBuiltInMails(draft.language) ? (
        <div className="flex items-end">
          <Button type="button" variant="outline" onClick={() => onChange(withBuiltInText(draft))}>
            Use Foursight’s text in {LANGUAGE_NAMES[draft.language]}
          </Button>
        </div>
      ) : null}
      <FormField label="Subject" name="subject" required error={errors.subject} className="md:col-span-2">
        {(control) => (
          <Input {...control} value={draft.subject} onChange={(event) => set('subject', event.target.value)} />
        )}
      </FormField>
      <div className="grid gap-2 md:col-span-2">
        <p className="text-sm font-medium" id="variables-label">
          Insert a variable
        </p>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby="variables-label">
          {TEMPLATE_VARIABLES.map((variable) => (
            <Button key={variable} type="button" variant="outline" size="sm" onClick={() => insertVariable(variable)}>
              {`{{${variable}}}`}
            </Button>
          ))}
        </div>
      </div>
      <FormField
        label="HTML body"
        name="htmlContent"
        hint="Scripts, event handlers and javascript: links are removed when you save."
        error={errors.htmlContent}
        className="md:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            ref={htmlRef}
            rows={12}
            className="font-mono text-xs"
            value={draft.htmlContent}
            onChange={(event) => set('htmlContent', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Plain-text body"
        name="textContent"
        hint="Leave empty to generate it from the HTML."
        error={errors.textContent}
        className="md:col-span-2"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            className="font-mono text-xs"
            value={draft.textContent}
            onChange={(event) => set('textContent', event.target.value)}
          />
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm md:col-span-2">
        <input
          type="checkbox"
          name="isActive"
          className="size-4 accent-[hsl(var(--primary))]"
          checked={draft.isActive}
          onChange={(event) => set('isActive', event.target.checked)}
        />
        Active (offered when creating a SWOT)
      </label>
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <Button type="submit" disabled={saving || !draft.name.trim() || !draft.subject.trim()}>
          <Save aria-hidden="true" />
          {saving ? 'Saving...' : draft.id ? 'Update Template' : 'Save Template'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
