import { Building, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { directoryRoutes, type Department } from '@foursight/shared/contract/directory';
import { OFFERED_DEPARTMENTS } from '@foursight/shared/domain/directory';
import { useCanCall } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { toast } from '@/ui/toast-store';
import { DeleteDepartmentDialog, EditDepartmentDialog } from './department-dialogs';
import { useCreateDepartment, useDepartments } from './use-directory';

/**
 * Departments: pick one of the usual names or type your own; a grid with how
 * many people are in each. A role that may not change them (a viewer) reads
 * the grid only.
 */
export function DepartmentsTab() {
  const canAdd = useCanCall(directoryRoutes.createDepartment);
  const canEdit = useCanCall(directoryRoutes.updateDepartment);
  const canDelete = useCanCall(directoryRoutes.deleteDepartment);
  const listId = useId();
  const [name, setName] = useState('');
  const departments = useDepartments();
  const create = useCreateDepartment(() => setName(''));
  const [editing, setEditing] = useState<Department | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const all = departments.data?.details ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      toast({
        title: 'Department name required',
        description: 'Please enter a department name.',
        variant: 'destructive',
      });
      return;
    }
    create.mutate(name.trim());
  };

  return (
    <div className="grid gap-6">
      {canAdd ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Add Department</CardTitle>
            <CardDescription>Choose a suggestion or type any name.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
              <FormField label="Department name" name="name" className="min-w-0 grow basis-64">
                {(control) => (
                  <Input {...control} list={listId} value={name} onChange={(event) => setName(event.target.value)} />
                )}
              </FormField>
              <datalist id={listId}>
                {OFFERED_DEPARTMENTS.map((offered) => (
                  <option key={offered} value={offered} />
                ))}
              </datalist>
              <Button type="submit" disabled={create.isPending}>
                <Plus aria-hidden="true" />
                {create.isPending ? 'Adding...' : 'Add Department'}
              </Button>
            </form>
          </CardContent>
        </Card>
      ) : null}
      <section aria-labelledby="departments-heading" className="grid gap-3">
        <h2 id="departments-heading" className="text-lg font-semibold">
          Departments{departments.data ? ` (${departments.data.details.length})` : ''}
        </h2>
        {departments.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : departments.isError ? (
          <p role="alert" className="text-destructive">
            We could not load departments. Reload the page to try again.
          </p>
        ) : departments.data.details.length === 0 ? (
          <EmptyState icon={Building} title="No departments yet">
            Add one above, or upload a CSV with a Department column.
          </EmptyState>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {departments.data.details.map((department) => (
              <li key={department.id} className="flex items-start gap-2 rounded-md border bg-card p-4">
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium">{department.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {department.userCount} {department.userCount === 1 ? 'user' : 'users'}
                    {department.parent ? ` · under ${department.parent}` : ''}
                  </p>
                </div>
                {canEdit ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Edit ${department.name}`}
                    onClick={() => setEditing(department)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${department.name}`}
                    onClick={() => setDeleting(department)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && <EditDepartmentDialog department={editing} all={all} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDepartmentDialog department={deleting} all={all} onClose={() => setDeleting(null)} />}
    </div>
  );
}
