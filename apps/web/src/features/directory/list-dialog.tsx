import { Pencil, Trash2 } from 'lucide-react';
import { directoryRoutes, type DirectoryUser, type UserList } from '@foursight/shared/contract/directory';
import { countOf } from '@foursight/shared/domain/plural';
import { ApiError } from '@/lib/api-client';
import { useCanCall } from '@/lib/session-role';
import { Button } from '@/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/ui/dialog';
import { ListForm } from './list-form';
import { ListMembers } from './list-members';
import { useUpdateUserList } from './use-user-lists';

export type ListDialogMode = 'view' | 'edit';

interface ListDialogProps {
  /** The list shown, or null when the dialog is closed. */
  list: UserList | null;
  mode: ListDialogMode;
  users: readonly DirectoryUser[];
  onModeChange: (mode: ListDialogMode) => void;
  onDelete: (list: UserList) => void;
  onClose: () => void;
}

/** An open custom list: its members, then Edit (name, description, members) or Delete, for the roles that may. */
export function ListDialog({ list, mode, users, onModeChange, onDelete, onClose }: ListDialogProps) {
  const canEdit = useCanCall(directoryRoutes.updateUserList);
  const canDelete = useCanCall(directoryRoutes.deleteUserList);
  // A saved edit closes the dialog, as Edit user does: while a modal is open the rest of the page,
  // the toast region included, is hidden from screen readers, so the success toast would go unheard.
  const update = useUpdateUserList(onClose);

  return (
    <Dialog
      open={list !== null}
      onOpenChange={(open) => {
        if (open) return;
        update.reset();
        onClose();
      }}
    >
      <DialogContent className="max-w-3xl">
        {list ? (
          mode === 'edit' && canEdit ? (
            <>
              <DialogHeader>
                <DialogTitle>Edit list</DialogTitle>
                <DialogDescription>
                  Change its name, description or members. SWOTs already sent keep their invitations.
                </DialogDescription>
              </DialogHeader>
              <ListForm
                key={list.id}
                users={users}
                initial={list}
                submitLabel="Save Changes"
                pendingLabel="Saving..."
                pending={update.isPending}
                errors={update.error instanceof ApiError ? update.error.fields : undefined}
                onSubmit={(body) => update.mutate({ id: list.id, body })}
                onCancel={() => {
                  update.reset();
                  onModeChange('view');
                }}
              />
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle className="[overflow-wrap:anywhere]">{list.name}</DialogTitle>
                <DialogDescription className="[overflow-wrap:anywhere]">
                  {countOf(list.userCount, 'person', 'people')}
                  {list.description ? ` · ${list.description}` : ''}
                </DialogDescription>
              </DialogHeader>
              <ListMembers id={list.id} />
              {canEdit || canDelete ? (
                <DialogFooter>
                  {canDelete ? (
                    <Button variant="outline" onClick={() => onDelete(list)}>
                      <Trash2 aria-hidden="true" /> Delete
                    </Button>
                  ) : null}
                  {canEdit ? (
                    <Button onClick={() => onModeChange('edit')}>
                      <Pencil aria-hidden="true" /> Edit
                    </Button>
                  ) : null}
                </DialogFooter>
              ) : null}
            </>
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
