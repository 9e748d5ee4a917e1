import { useId, useState, type FormEvent } from 'react';
import { UNASSIGNED, type Department } from '@foursight/shared/contract/directory';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { useDeleteDepartment, useUpdateDepartment } from './use-directory';

const TOP_LEVEL = '';

/** Rename a department (everyone in it follows) and choose the department it sits under. */
export function EditDepartmentDialog({
  department,
  all,
  onClose,
}: {
  department: Department;
  all: Department[];
  onClose: () => void;
}) {
  const [name, setName] = useState(department.name);
  const [parent, setParent] = useState(department.parentId ?? TOP_LEVEL);
  const update = useUpdateDepartment(onClose);
  const parentId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: department.id, name: name.trim(), parentId: parent === TOP_LEVEL ? null : parent });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit department</DialogTitle>
          <DialogDescription>A new name applies to everyone in it at once.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="Department name" name="name">
            {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
          </FormField>
          <div className="grid gap-2">
            <label htmlFor={parentId} className="text-sm font-medium">
              Sits under
            </label>
            <NativeSelect id={parentId} value={parent} onChange={(event) => setParent(event.target.value)}>
              <option value={TOP_LEVEL}>Nothing (top level)</option>
              {all
                .filter((other) => other.id !== department.id)
                .map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending || !name.trim()}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Deleting asks where its people go: another department, or Unassigned. */
export function DeleteDepartmentDialog({
  department,
  all,
  onClose,
}: {
  department: Department;
  all: Department[];
  onClose: () => void;
}) {
  const [moveTo, setMoveTo] = useState(TOP_LEVEL);
  const remove = useDeleteDepartment(onClose);
  const selectId = useId();
  const people = department.userCount === 1 ? '1 person' : `${department.userCount} people`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete {department.name}?</DialogTitle>
          <DialogDescription>
            {department.userCount === 0 ? 'Nobody is in this department.' : `Choose where its ${people} go.`}
          </DialogDescription>
        </DialogHeader>
        {department.userCount > 0 && (
          <div className="grid gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              Move its people to
            </label>
            <NativeSelect id={selectId} value={moveTo} onChange={(event) => setMoveTo(event.target.value)}>
              <option value={TOP_LEVEL}>{UNASSIGNED}</option>
              {all
                .filter((other) => other.id !== department.id)
                .map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name}
                  </option>
                ))}
            </NativeSelect>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ id: department.id, moveToId: moveTo === TOP_LEVEL ? null : moveTo })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete department'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
