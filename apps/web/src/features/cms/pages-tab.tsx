import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FileText, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { CmsPage } from '@foursight/shared/contract/cms';
import { describeError } from '@/lib/api-client';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { PageDialog } from './page-dialog';
import { useCmsPages, useDeletePage } from './use-cms';

/** The Pages tab: list, create, edit, and delete after a confirmation (the spec's client deleted at once). */
export function PagesTab() {
  const pages = useCmsPages();
  const remove = useDeletePage();
  const [editing, setEditing] = useState<CmsPage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CmsPage | null>(null);

  return (
    <div className="grid gap-4">
      <Button className="justify-self-start" onClick={() => setEditing('new')}>
        New Page
      </Button>
      {pages.isError ? (
        <p role="alert">Pages could not be loaded.</p>
      ) : !pages.data ? (
        <Skeleton className="h-32" />
      ) : pages.data.length === 0 ? (
        <EmptyState icon={FileText} title="No pages created yet. Create your first page!" />
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Pages">
          {pages.data.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="grid gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{page.title}</span>
                  <Badge variant={page.isPublished ? 'success' : 'secondary'}>
                    {page.isPublished ? 'Published' : 'Draft'}
                  </Badge>
                  {page.showInMenu ? <Badge variant="outline">In Menu</Badge> : null}
                </div>
                <span className="text-sm text-muted-foreground">
                  /{page.slug}
                  {page.metaDescription ? ` · ${page.metaDescription}` : ''}
                </span>
              </div>
              <div className="flex gap-1">
                <Button variant="ghost" size="icon" aria-label={`Edit ${page.title}`} onClick={() => setEditing(page)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${page.title}`}
                  onClick={() => setDeleting(page)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PageDialog
          key={editing === 'new' ? 'new' : editing.id}
          page={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        description="The page disappears from the site and its menu. This cannot be undone."
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast({ title: 'Page deleted successfully!' }),
            onError: (error) =>
              toast({
                title: 'Page not deleted',
                description: describeError(error, 'Please try again.'),
                variant: 'destructive',
              }),
            onSettled: () => setDeleting(null),
          });
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
