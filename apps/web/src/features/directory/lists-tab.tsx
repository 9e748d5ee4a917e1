import { ListChecks, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { FormField } from '@/ui/form-field';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { Textarea } from '@/ui/textarea';
import { useCreateUserList, useDirectoryUsers, useUserLists } from './use-directory';

/** Custom Lists: a named group of chosen people, to invite together. */
export function ListsTab() {
  const users = useDirectoryUsers();
  const lists = useUserLists();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const create = useCreateUserList(() => {
    setName('');
    setDescription('');
    setSelected(new Set());
  });

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name: name.trim(), description: description.trim(), selectedUsers: [...selected] });
  };

  const needle = search.trim().toLowerCase();
  const visible = (users.data ?? []).filter(
    (user) => !needle || `${user.fullName} ${user.email} ${user.department}`.toLowerCase().includes(needle),
  );

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Create a list</CardTitle>
          <CardDescription>Name it and pick at least one person.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="grid gap-4">
            <FormField label="List name" name="name" required>
              {(control) => <Input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
            </FormField>
            <FormField label="Description" name="description">
              {(control) => (
                <Textarea
                  {...control}
                  rows={2}
                  value={description}
                  onChange={(event) => setDescription(event.target.value)}
                />
              )}
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">
                Members <span className="font-normal text-muted-foreground">({selected.size} selected)</span>
              </legend>
              <div className="relative">
                <Search
                  className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
                <Input
                  name="search"
                  aria-label="Filter people"
                  placeholder="Filter people"
                  className="pl-9"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </div>
              {users.isPending ? (
                <Skeleton className="h-40 w-full" />
              ) : (users.data ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">Add people to the directory first.</p>
              ) : (
                <ul className="max-h-64 overflow-y-auto rounded-md border">
                  {visible.map((user) => (
                    <li key={user.id} className="border-b last:border-0">
                      <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted/50">
                        <input
                          type="checkbox"
                          className="size-4 accent-[hsl(var(--primary))]"
                          checked={selected.has(user.id)}
                          onChange={() => toggle(user.id)}
                        />
                        <span className="grid text-sm">
                          <span className="font-medium">{user.fullName}</span>
                          <span className="text-muted-foreground">
                            {user.email}
                            {user.department ? ` · ${user.department}` : ''}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </fieldset>
            <Button type="submit" disabled={!name.trim() || selected.size === 0 || create.isPending}>
              {create.isPending ? 'Creating...' : 'Create List'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <section aria-labelledby="lists-heading" className="grid content-start gap-3">
        <h2 id="lists-heading" className="text-lg font-semibold">
          Your lists{lists.data ? ` (${lists.data.length})` : ''}
        </h2>
        {lists.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : lists.isError ? (
          <p role="alert" className="text-destructive">
            We could not load your lists. Reload the page to try again.
          </p>
        ) : lists.data.length === 0 ? (
          <EmptyState icon={ListChecks} title="No lists yet">
            Lists let you invite a group (a project team, say) in one step.
          </EmptyState>
        ) : (
          <ul className="grid gap-3">
            {lists.data.map((list) => (
              <li key={list.id} className="rounded-md border bg-card p-4">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="font-medium">{list.name}</p>
                  <span className="text-sm text-muted-foreground">
                    {list.userCount} {list.userCount === 1 ? 'user' : 'users'}
                  </span>
                </div>
                {list.description ? <p className="mt-1 text-sm text-muted-foreground">{list.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
