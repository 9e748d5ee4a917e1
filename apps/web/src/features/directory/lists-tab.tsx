import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { directoryRoutes, type UserList } from '@foursight/shared/contract/directory';
import { ApiError } from '@/lib/api-client';
import { useCanCall } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import { ListDialog, type ListDialogMode } from './list-dialog';
import { ListForm } from './list-form';
import { useDirectoryUsers } from './use-directory';
import { useCreateUserList, useDeleteUserList, useUserLists } from './use-user-lists';

/**
 * Custom Lists: a named group of chosen people, to invite together; open,
 * edit and delete each. A role that may not change them (a viewer) opens them only.
 */
export function ListsTab() {
  const canCreate = useCanCall(directoryRoutes.createUserList);
  const canEdit = useCanCall(directoryRoutes.updateUserList);
  const canDelete = useCanCall(directoryRoutes.deleteUserList);
  const users = useDirectoryUsers();
  const lists = useUserLists();
  // A new key empties the create form after each success.
  const [formKey, setFormKey] = useState(0);
  const create = useCreateUserList(() => setFormKey((key) => key + 1));
  // The open list is kept by id, so it shows the latest name and count after an edit and closes once deleted.
  const [open, setOpen] = useState<{ id: string; mode: ListDialogMode } | null>(null);
  const [deleting, setDeleting] = useState<UserList | null>(null);
  const remove = useDeleteUserList(() => {
    setDeleting(null);
    setOpen(null);
  });
  const openList = open ? (lists.data?.find((list) => list.id === open.id) ?? null) : null;

  return (
    <div className={canCreate ? 'grid gap-6 lg:grid-cols-2' : 'grid gap-6'}>
      {canCreate ? (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-lg">Create a list</CardTitle>
            <CardDescription>Name it and pick at least one person.</CardDescription>
          </CardHeader>
          <CardContent>
            {users.isPending ? (
              <Skeleton className="h-72 w-full" />
            ) : users.isError ? (
              <div role="alert" className="grid justify-items-start gap-3">
                <p className="text-destructive">We could not load your directory.</p>
                <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
                  Try Again
                </Button>
              </div>
            ) : (
              <ListForm
                key={formKey}
                users={users.data}
                submitLabel="Create List"
                pendingLabel="Creating..."
                pending={create.isPending}
                errors={create.error instanceof ApiError ? create.error.fields : undefined}
                onSubmit={(body) => create.mutate(body)}
              />
            )}
          </CardContent>
        </Card>
      ) : null}
      <section aria-labelledby="lists-heading" className="grid min-w-0 content-start gap-3">
        <h2 id="lists-heading" className="text-lg font-semibold">
          Your lists{lists.data ? ` (${lists.data.length})` : ''}
        </h2>
        {lists.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : lists.isError ? (
          <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-dashed p-4">
            <p className="text-destructive">We could not load your lists.</p>
            <Button variant="outline" size="sm" onClick={() => void lists.refetch()}>
              Try Again
            </Button>
          </div>
        ) : lists.data.length === 0 ? (
          <EmptyState icon={ListChecks} title="No lists yet">
            Lists let you invite a group (a project team, say) in one step.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {lists.data.map((list) => (
              <li key={list.id} className="rounded-md border bg-card p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 font-medium [overflow-wrap:anywhere]">{list.name}</p>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {list.userCount} {list.userCount === 1 ? 'user' : 'users'}
                  </span>
                </div>
                {list.description ? (
                  <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">{list.description}</p>
                ) : null}
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Open ${list.name}`}
                    onClick={() => setOpen({ id: list.id, mode: 'view' })}
                  >
                    <ListChecks aria-hidden="true" /> Open
                  </Button>
                  {canEdit ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${list.name}`}
                      onClick={() => setOpen({ id: list.id, mode: 'edit' })}
                    >
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                  ) : null}
                  {canDelete ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete ${list.name}`}
                      onClick={() => setDeleting(list)}
                    >
                      <Trash2 aria-hidden="true" /> Delete
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ListDialog
        list={openList}
        mode={open?.mode ?? 'view'}
        users={users.data ?? []}
        onModeChange={(mode) => setOpen((current) => (current ? { ...current, mode } : current))}
        onDelete={setDeleting}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete the list "${deleting?.name ?? ''}"?`}
        description="The list is removed; the people in it stay in your directory. SWOTs that already invited it keep their invitations and responses."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
