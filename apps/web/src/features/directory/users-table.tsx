import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ChevronLeft, ChevronRight, Pencil, Search, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import type { DirectoryUser } from '@foursight/shared/contract/directory';
import { USERS_PAGE_SIZE } from '@foursight/shared/domain/directory';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { useDeleteUser, useDirectoryUsers, useUpdateUser } from './use-directory';
import { matchesSearch } from './people-filter';
import { UserForm } from './user-form';

/** All Users: a count, a search, five per page (spec part 2 §9), with edit and delete. */
export function UsersTable() {
  const canEdit = useCan('editor');
  const users = useDirectoryUsers();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<DirectoryUser | null>(null);
  const [deleting, setDeleting] = useState<DirectoryUser | null>(null);
  const update = useUpdateUser(() => setEditing(null));
  const remove = useDeleteUser(() => setDeleting(null));

  if (users.isPending) return <Skeleton className="h-64 w-full" />;
  if (users.isError) {
    return (
      <p role="alert" className="text-destructive">
        We could not load your directory. Reload the page to try again.
      </p>
    );
  }

  const filtered = users.data.filter((user) => matchesSearch(user, search));
  const pages = Math.max(1, Math.ceil(filtered.length / USERS_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = filtered.slice(current * USERS_PAGE_SIZE, (current + 1) * USERS_PAGE_SIZE);

  return (
    <section aria-labelledby="all-users-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="all-users-heading" className="text-lg font-semibold">
          All Users ({users.data.length})
        </h2>
        <div className="relative w-full sm:w-72">
          <Search
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            aria-label="Search users"
            placeholder="Search name, e-mail, department"
            className="pl-9"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </div>
      </div>
      {users.data.length === 0 ? (
        <EmptyState icon={Users} title="No users yet">
          Upload a CSV or add people one by one in the Add User tab.
        </EmptyState>
      ) : filtered.length === 0 ? (
        <EmptyState icon={Search} title={`No users match "${search}"`} />
      ) : (
        <>
          <Table stackOnPhone>
            <thead>
              <TableRow>
                <TableHead>Full Name</TableHead>
                <TableHead>Designation</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Department</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </thead>
            <tbody>
              {shown.map((user) => (
                <TableRow key={user.id}>
                  <TableCell label="Full Name" className="font-medium">
                    {user.fullName}
                  </TableCell>
                  <TableCell label="Designation">{user.designation || '-'}</TableCell>
                  <TableCell label="Email">{user.email}</TableCell>
                  <TableCell label="Department">{user.department || 'Unassigned'}</TableCell>
                  <TableCell label="Actions" className="whitespace-nowrap text-right max-sm:items-center">
                    {canEdit ? (
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Edit ${user.fullName}`}
                          onClick={() => setEditing(user)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Delete ${user.fullName}`}
                          onClick={() => setDeleting(user)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </tbody>
          </Table>
          <nav aria-label="Users pages" className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">
              Page {current + 1} of {pages}
            </span>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <Button variant="outline" size="sm" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </div>
          </nav>
        </>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Edit user</DialogTitle>
            <DialogDescription>Changes apply to future invitations.</DialogDescription>
          </DialogHeader>
          {editing ? (
            <UserForm
              initial={editing}
              submitLabel="Save Changes"
              pending={update.isPending}
              errors={update.error instanceof ApiError ? update.error.fields : undefined}
              onSubmit={(body) => update.mutate({ id: editing.id, body })}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.fullName ?? ''}?`}
        description="They are removed from the directory and from every custom list. Answers they already gave stay anonymous and are kept."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
