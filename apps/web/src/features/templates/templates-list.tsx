import { Copy, Eye, Mail, Pencil, Trash2 } from 'lucide-react';
import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { LANGUAGE_NAMES } from '@foursight/shared/domain/languages';
import { TEMPLATE_TYPE_LABELS } from '@foursight/shared/domain/templates';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { useTemplates } from './use-templates';

/** What a row offers: an editor edits, copies and deletes; a viewer only previews. */
type TemplateActions =
  | {
      onEdit: (template: EmailTemplate) => void;
      onCopy: (template: EmailTemplate) => void;
      onDelete: (template: EmailTemplate) => void;
    }
  | { onPreview: (template: EmailTemplate) => void };

export function TemplatesList({ actions }: { actions: TemplateActions }) {
  const templates = useTemplates();
  if (templates.isPending) return <Skeleton className="h-48 w-full" />;
  if (templates.isError) {
    return (
      <p role="alert" className="text-destructive">
        We could not load your templates. Reload the page to try again.
      </p>
    );
  }
  if (templates.data.length === 0) {
    return (
      <EmptyState icon={Mail} title="No templates yet">
        {'onPreview' in actions
          ? 'Your team has not written any templates; participants get the default invitation.'
          : 'Use the default template or create your own.'}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-3">
      {templates.data.map((template) => (
        <li
          key={template.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-card p-4"
        >
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium">{template.name}</p>
              <Badge variant="outline">{TEMPLATE_TYPE_LABELS[template.type]}</Badge>
              <Badge variant="outline" lang={template.language ?? 'en'}>
                {LANGUAGE_NAMES[template.language ?? 'en']}
              </Badge>
              <Badge variant={template.isActive ? 'success' : 'secondary'}>
                {template.isActive ? 'Active' : 'Inactive'}
              </Badge>
              {template.isDefault ? <Badge variant="secondary">Default</Badge> : null}
            </div>
            <p className="text-sm text-muted-foreground">{template.subject}</p>
          </div>
          <div className="flex gap-1">
            {'onPreview' in actions ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => actions.onPreview(template)}
                aria-label={`Preview ${template.name}`}
              >
                <Eye aria-hidden="true" /> Preview
              </Button>
            ) : (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onEdit(template)}
                  aria-label={`Edit ${template.name}`}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onCopy(template)}
                  aria-label={`Copy ${template.name}`}
                >
                  <Copy aria-hidden="true" /> Copy
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => actions.onDelete(template)}
                  aria-label={`Delete ${template.name}`}
                >
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
