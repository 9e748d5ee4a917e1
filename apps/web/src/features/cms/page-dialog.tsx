import { useState, type FormEvent } from 'react';
import type { CmsPage, SavePageRequest } from '@foursight/shared/contract/cms';
import { ApiError, describeError } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { toast } from '@/ui/toast-store';
import { useSavePage } from './use-cms';

type Form = Required<Omit<SavePageRequest, 'menuOrder'>> & { menuOrder: string };

function toForm(page: CmsPage | null): Form {
  return {
    slug: page?.slug ?? '',
    title: page?.title ?? '',
    metaDescription: page?.metaDescription ?? '',
    content: page?.content ?? '',
    // New pages default to published, not in the menu, order 0 (spec part 1 §4).
    isPublished: page?.isPublished ?? true,
    showInMenu: page?.showInMenu ?? false,
    menuOrder: String(page?.menuOrder ?? 0),
  };
}

/** Create New Page / Edit Page (spec part 1 §2.6). The server checks the slug and sanitises the content. */
export function PageDialog({ page, onClose }: { page: CmsPage | null; onClose: () => void }) {
  const [form, setForm] = useState<Form>(() => toForm(page));
  const save = useSavePage();
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    const menuOrder = Number.parseInt(form.menuOrder, 10);
    save.mutate(
      { ...(page ? { id: page.id } : {}), ...form, menuOrder: Number.isNaN(menuOrder) ? 0 : menuOrder },
      {
        onSuccess: () => {
          toast({ title: page ? 'Page updated successfully!' : 'Page created successfully!' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Page not saved',
            description: describeError(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{page ? 'Edit Page' : 'Create New Page'}</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label="Title" name="title" required error={fields.title}>
              {(control) => (
                <Input {...control} value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
              )}
            </FormField>
            <FormField label="Slug" name="slug" required hint="Shown at /p/your-slug" error={fields.slug}>
              {(control) => (
                <Input {...control} value={form.slug} onChange={(e) => setForm({ ...form, slug: e.target.value })} />
              )}
            </FormField>
          </div>
          <FormField label="Meta description" name="metaDescription" error={fields.metaDescription}>
            {(control) => (
              <Input
                {...control}
                maxLength={300}
                value={form.metaDescription}
                onChange={(e) => setForm({ ...form, metaDescription: e.target.value })}
              />
            )}
          </FormField>
          <FormField
            label="Content"
            name="content"
            required
            hint="HTML or plain text; scripts and styles are removed."
            error={fields.content}
          >
            {(control) => (
              <Textarea
                {...control}
                rows={8}
                value={form.content}
                onChange={(e) => setForm({ ...form, content: e.target.value })}
              />
            )}
          </FormField>
          <div className="flex flex-wrap items-end gap-6">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.isPublished}
                onChange={(e) => setForm({ ...form, isPublished: e.target.checked })}
              />
              Published
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={form.showInMenu}
                onChange={(e) => setForm({ ...form, showInMenu: e.target.checked })}
              />
              In Menu
            </label>
            <FormField label="Menu order" name="menuOrder" className="w-32">
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  value={form.menuOrder}
                  onChange={(e) => setForm({ ...form, menuOrder: e.target.value })}
                />
              )}
            </FormField>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={save.isPending || !form.title.trim() || !form.slug.trim() || !form.content.trim()}
            >
              {save.isPending ? 'Saving...' : page ? 'Update Page' : 'Create Page'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
