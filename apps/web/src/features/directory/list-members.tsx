import { Search, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { Table, TableCell, TableHead, TableRow } from '@/ui/table';
import { MAX_SHOWN } from './member-picker';
import { matchesSearch } from './people-filter';
import { useUserList } from './use-user-lists';

/** An open list's members: name, designation, e-mail and department, with a search for long lists. */
export function ListMembers({ id }: { id: string }) {
  const list = useUserList(id);
  const [search, setSearch] = useState('');

  if (list.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Loading members...</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-dashed p-4">
        <p className="text-destructive">We could not load the members of this list.</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const members = list.data.members;
  if (members.length === 0) {
    return (
      <EmptyState icon={UserX} title="Nobody in this list">
        Everyone in it has been deleted from the directory. Edit the list to add people.
      </EmptyState>
    );
  }

  const matching = members.filter((member) => matchesSearch(member, search));
  const shown = matching.slice(0, MAX_SHOWN);
  return (
    <div className="grid min-w-0 gap-3">
      {members.length > 5 ? (
        <div className="relative">
          <Search
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search members"
            placeholder="Search members"
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      {matching.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          Nobody in this list matches &ldquo;{search}&rdquo;.
        </p>
      ) : (
        <Table stackOnPhone aria-label="Members">
          <thead>
            <TableRow>
              <TableHead>Full Name</TableHead>
              <TableHead>Designation</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Department</TableHead>
            </TableRow>
          </thead>
          <tbody>
            {shown.map((member) => (
              <TableRow key={member.id}>
                <TableCell label="Full Name" className="font-medium">
                  {member.fullName}
                </TableCell>
                <TableCell label="Designation">{member.designation || '-'}</TableCell>
                <TableCell label="Email" className="[overflow-wrap:anywhere]">
                  {member.email}
                </TableCell>
                <TableCell label="Department">{member.department || 'Unassigned'}</TableCell>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {matching.length > shown.length ? (
        <p className="text-xs text-muted-foreground">
          Showing {shown.length} of {matching.length}: search to narrow it down.
        </p>
      ) : null}
    </div>
  );
}
