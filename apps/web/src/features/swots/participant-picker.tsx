import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { directoryRoutes } from '@foursight/shared/contract/directory';
import type { Participants } from '@foursight/shared/contract/swots';
import { api } from '@/lib/api-client';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { swotKeys } from './use-swots';

/** The directory as the picker needs it: people, departments with counts, lists with members. */
export function useParticipantSources() {
  return useQuery({
    queryKey: swotKeys.participantSources(),
    queryFn: async () => {
      const [users, departments, lists] = await Promise.all([
        api(directoryRoutes.listUsers),
        api(directoryRoutes.listDepartments),
        api(directoryRoutes.listUserLists),
      ]);
      return { users: users.users, departments: departments.details, lists: lists.lists };
    },
  });
}

type Sources = NonNullable<ReturnType<typeof useParticipantSources>['data']>;

/** How many distinct people a choice reaches: the same union the server sends invitations to. */
export function countInvited(sources: Sources, choice: Participants): number {
  const chosenDepartments = new Set(choice.departments.map((name) => name.toLowerCase()));
  const ids = new Set(choice.users);
  for (const user of sources.users) if (chosenDepartments.has(user.department.toLowerCase())) ids.add(user.id);
  for (const list of sources.lists) if (choice.lists.includes(list.id)) list.userIds.forEach((id) => ids.add(id));
  const emails = new Set(sources.users.filter((user) => ids.has(user.id)).map((user) => user.email.toLowerCase()));
  return emails.size;
}

function toggle<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

const BOX = 'max-h-56 overflow-y-auto rounded-md border';
const ROW = 'flex cursor-pointer items-center gap-3 border-b px-3 py-2 text-sm last:border-0 hover:bg-muted/50';
const CHECK = 'size-4 accent-[hsl(var(--primary))]';

export function ParticipantPicker({
  value,
  onChange,
}: {
  value: Participants;
  onChange: (next: Participants) => void;
}) {
  const sources = useParticipantSources();
  const [search, setSearch] = useState('');
  if (sources.isPending) return <Skeleton className="h-56 w-full" />;
  if (sources.isError) {
    return (
      <p role="alert" className="text-destructive">
        We could not load your directory. Reload the page to try again.
      </p>
    );
  }
  const { users, departments, lists } = sources.data;
  if (users.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
        Your directory is empty. You can still create the SWOT and share its link, or{' '}
        <Link to="/manage-users" className="font-medium text-link underline-offset-4 hover:underline">
          add people in Manage Users
        </Link>{' '}
        to invite them by e-mail.
      </p>
    );
  }
  const needle = search.trim().toLowerCase();
  const shownUsers = users.filter(
    (user) => !needle || `${user.fullName} ${user.email} ${user.department}`.toLowerCase().includes(needle),
  );
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">People ({value.users.length} chosen)</legend>
        <div className="relative">
          <Search
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            aria-label="Filter people"
            placeholder="Filter people"
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <ul className={BOX}>
          {shownUsers.map((user) => (
            <li key={user.id}>
              <label className={ROW}>
                <input
                  type="checkbox"
                  className={CHECK}
                  checked={value.users.includes(user.id)}
                  onChange={() => onChange({ ...value, users: toggle(value.users, user.id) })}
                />
                <span className="grid">
                  <span className="font-medium">{user.fullName}</span>
                  <span className="text-muted-foreground">{user.email}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">Departments ({value.departments.length} chosen)</legend>
        <ul className={BOX}>
          {departments.map((department) => (
            <li key={department.name}>
              <label className={ROW}>
                <input
                  type="checkbox"
                  className={CHECK}
                  checked={value.departments.includes(department.name)}
                  onChange={() => onChange({ ...value, departments: toggle(value.departments, department.name) })}
                />
                <span className="flex-1">{department.name}</span>
                <span className="text-muted-foreground">{department.userCount}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="grid content-start gap-2">
        <legend className="mb-2 text-sm font-medium">Custom lists ({value.lists.length} chosen)</legend>
        {lists.length === 0 ? (
          <p className="text-sm text-muted-foreground">No lists yet.</p>
        ) : (
          <ul className={BOX}>
            {lists.map((list) => (
              <li key={list.id}>
                <label className={ROW}>
                  <input
                    type="checkbox"
                    className={CHECK}
                    checked={value.lists.includes(list.id)}
                    onChange={() => onChange({ ...value, lists: toggle(value.lists, list.id) })}
                  />
                  <span className="flex-1">{list.name}</span>
                  <span className="text-muted-foreground">{list.userCount}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p className="text-sm lg:col-span-3" aria-live="polite">
        <strong>{countInvited(sources.data, value)}</strong> people will be invited by e-mail.
      </p>
    </div>
  );
}
