import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { directoryRoutes } from '@foursight/shared/contract/directory';
import type { Participants } from '@foursight/shared/contract/swots';
import { api } from '@/lib/api-client';
import { Input } from '@/ui/input';
import { MultiSelectList } from '@/ui/multi-select-list';
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
  const chosenIds = new Set(choice.departmentIds ?? []);
  // A choice by name (the specification's payload) counts too, as the server resolves both.
  const chosenNames = new Set(choice.departments.map((name) => name.toLowerCase()));
  const ids = new Set(choice.users);
  for (const user of sources.users) {
    if ((user.departmentId && chosenIds.has(user.departmentId)) || chosenNames.has(user.department.toLowerCase())) {
      ids.add(user.id);
    }
  }
  for (const list of sources.lists) if (choice.lists.includes(list.id)) list.userIds.forEach((id) => ids.add(id));
  const emails = new Set(sources.users.filter((user) => ids.has(user.id)).map((user) => user.email.toLowerCase()));
  return emails.size;
}

function toggle<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

const peopleCount = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

/**
 * Who to invite: people, whole departments and custom lists. Each of the
 * three is one tab stop however long it is (a multi-select listbox), so a
 * keyboard reaches what follows without passing every name.
 */
export function ParticipantPicker({
  value,
  onChange,
}: {
  value: Participants;
  onChange: (next: Participants) => void;
}) {
  const ids = useId();
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
  // Departments are chosen by id (a renamed department is still the one chosen); the server invites their people.
  const chosenDepartments = value.departmentIds ?? [];
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
        <legend id={`${ids}-people`} className="mb-2 text-sm font-medium">
          People ({value.users.length} chosen)
        </legend>
        <div className="relative">
          <Search
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            name="search"
            type="search"
            aria-label="Filter people"
            placeholder="Filter people"
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {shownUsers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one matches the filter.</p>
        ) : (
          <MultiSelectList
            labelledBy={`${ids}-people`}
            selected={value.users}
            onToggle={(id) => onChange({ ...value, users: toggle(value.users, id) })}
            options={shownUsers.map((user) => ({
              id: user.id,
              label: `${user.fullName}, ${user.email}`,
              content: (
                <span className="grid min-w-0 flex-1">
                  <span className="font-medium">{user.fullName}</span>
                  <span className="break-all text-muted-foreground">{user.email}</span>
                </span>
              ),
            }))}
          />
        )}
      </fieldset>
      <fieldset className="grid content-start gap-2">
        <legend id={`${ids}-departments`} className="mb-2 text-sm font-medium">
          Departments ({chosenDepartments.length} chosen)
        </legend>
        {departments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No departments yet.</p>
        ) : (
          <MultiSelectList
            labelledBy={`${ids}-departments`}
            selected={chosenDepartments}
            onToggle={(id) => onChange({ ...value, departmentIds: toggle(chosenDepartments, id) })}
            options={departments.map((department) => ({
              id: department.id,
              label: `${department.name}, ${peopleCount(department.userCount)}`,
              content: <Counted name={department.name} count={department.userCount} />,
            }))}
          />
        )}
      </fieldset>
      <fieldset className="grid content-start gap-2">
        <legend id={`${ids}-lists`} className="mb-2 text-sm font-medium">
          Custom lists ({value.lists.length} chosen)
        </legend>
        {lists.length === 0 ? (
          <p className="text-sm text-muted-foreground">No lists yet.</p>
        ) : (
          <MultiSelectList
            labelledBy={`${ids}-lists`}
            selected={value.lists}
            onToggle={(id) => onChange({ ...value, lists: toggle(value.lists, id) })}
            options={lists.map((list) => ({
              id: list.id,
              label: `${list.name}, ${peopleCount(list.userCount)}`,
              content: <Counted name={list.name} count={list.userCount} />,
            }))}
          />
        )}
      </fieldset>
      <p className="text-sm lg:col-span-3" aria-live="polite">
        <strong>{countInvited(sources.data, value)}</strong> people will be invited by e-mail.
      </p>
    </div>
  );
}

function Counted({ name, count }: { name: string; count: number }) {
  return (
    <>
      <span className="min-w-0 flex-1 break-words">{name}</span>
      <span className="text-muted-foreground">{count}</span>
    </>
  );
}
