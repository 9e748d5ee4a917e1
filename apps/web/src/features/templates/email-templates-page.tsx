import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FilePlus2, Sparkles } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/session-role';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { EMPTY_DRAFT, draftFromDefault, draftFromTemplate, isBlankDraft, type TemplateDraft } from './template-draft';
import { TemplateEditor } from './template-editor';
import { TemplatePreview } from './template-preview';
import { TemplatesList } from './templates-list';
import { useTemplateMutations } from './use-templates';

/** Email Templates (spec part 2): All Templates, Create/Edit, Preview. `aside` is composed in by the app. */
export function EmailTemplatesPage({ aside }: { aside?: ReactNode }) {
  usePageTitle('Email Templates');
  // A viewer reads and previews the templates; writing them is an editor's.
  const canEdit = useCan('editor');
  const [tab, setTab] = useState('all');
  const [draft, setDraft] = useState<TemplateDraft>(EMPTY_DRAFT);
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const { create, update, copy, remove } = useTemplateMutations({
    onSaved: (template) => {
      setDraft(draftFromTemplate(template));
      setTab('all');
    },
    onDeleted: () => setDeleting(null),
  });

  const edit = (next: TemplateDraft) => {
    setDraft(next);
    setTab('editor');
  };

  const save = () => {
    const { id, ...body } = draft;
    if (id) update.mutate({ id, body });
    else create.mutate(body);
  };

  const preview = (template: EmailTemplate) => {
    setDraft(draftFromTemplate(template));
    setTab('preview');
  };

  const saveError = (draft.id ? update.error : create.error) as unknown;

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Email Templates</h1>
          <p className="text-muted-foreground">The invitations and reminders your participants receive.</p>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => edit(draftFromDefault())}>
              <Sparkles aria-hidden="true" /> Use Default Template
            </Button>
            <Button onClick={() => edit(EMPTY_DRAFT)}>
              <FilePlus2 aria-hidden="true" /> Create New Template
            </Button>
          </div>
        ) : null}
      </div>
      {aside}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Email templates">
          <TabsTrigger value="all">All Templates</TabsTrigger>
          {canEdit ? <TabsTrigger value="editor">Create/Edit</TabsTrigger> : null}
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <TemplatesList
            actions={
              canEdit
                ? {
                    onEdit: (template) => edit(draftFromTemplate(template)),
                    onCopy: (template) => copy.mutate(template),
                    onDelete: setDeleting,
                  }
                : { onPreview: preview }
            }
          />
        </TabsContent>
        {canEdit ? (
          <TabsContent value="editor">
            <TemplateEditor
              draft={draft}
              onChange={setDraft}
              onSave={save}
              onCancel={() => {
                setDraft(EMPTY_DRAFT);
                setTab('all');
              }}
              saving={create.isPending || update.isPending}
              errors={saveError instanceof ApiError ? saveError.fields : undefined}
            />
          </TabsContent>
        ) : null}
        <TabsContent value="preview" className="grid gap-3">
          {isBlankDraft(draft) ? (
            <p className="text-sm text-muted-foreground">
              {canEdit
                ? 'Showing the default invitation. Edit a template or write a new one to preview it here.'
                : 'Showing the default invitation. Choose Preview on a template to see it here.'}
            </p>
          ) : null}
          <TemplatePreview draft={isBlankDraft(draft) ? draftFromDefault(draft.language) : draft} />
        </TabsContent>
      </Tabs>

      <ConfirmDialog
        open={canEdit && deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="This cannot be undone. SWOTs already sent are not affected."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
