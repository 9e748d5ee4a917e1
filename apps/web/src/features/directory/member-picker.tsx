import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { DirectoryUser } from '@foursight/shared/contract/directory';
import { countOf } from '@foursight/shared/domain/plural';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { NativeSelect } from '@/ui/native-select';
import { departmentsOf, filterPeople, type PeopleFilter } from './people-filter';

/**
 * Rows drawn at once: a directory of a few thousand people would make every
 * keystroke slow, and nobody scrolls past a hundred names; the search,
 * the department and "selected only" narrow it instead.
 */
export const MAX_SHOWN = 100;

const ALL = 'all';

interface MemberPickerProps {
  users: readonly DirectoryUser[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error?: string | undefined;
}

/** Chooses a list's members from the directory: search, department, selected only, select all matching. */
export function MemberPicker({ users, selected, onChange, error }: MemberPickerProps) {
  const ids = useId();
  const [filter, setFilter] = useState<PeopleFilter>({ search: '', department: null, selectedOnly: false });
  // "Selected only" keeps showing whom it showed when switched on: someone unticked there stays in view
  // (unticked), so a slip can be undone, until the filter is switched off.
  const [pinned, setPinned] = useState<ReadonlySet<string>>(new Set());
  const matching = filterPeople(users, filter, pinned);
  const shown = matching.slice(0, MAX_SHOWN);
  const departments = departmentsOf(users);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const selectMatching = () => onChange(new Set([...selected, ...matching.map((user) => user.id)]));

  return (
    <fieldset className="grid min-w-0 gap-3" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">
        Members <span className="font-normal text-muted-foreground">({selected.size} selected)</span>
      </legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
        <div className="relative">
          <Search
            className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            name="search"
            type="search"
            aria-label="Filter people"
            placeholder="Search people"
            className="pl-9"
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
          />
        </div>
        <NativeSelect
          aria-label="Department"
          value={filter.department === null ? ALL : `d:${filter.department}`}
          onChange={(event) =>
            setFilter({ ...filter, department: event.target.value === ALL ? null : event.target.value.slice(2) })
          }
        >
          <option value={ALL}>All departments</option>
          {departments.map((name) => (
            <option key={name} value={`d:${name}`}>
              {name || 'No department'}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-[hsl(var(--primary))]"
            checked={filter.selectedOnly}
            onChange={(event) => {
              setPinned(new Set(selected));
              setFilter({ ...filter, selectedOnly: event.target.checked });
            }}
          />
          Show selected only
        </label>
        <div className="flex flex-wrap gap-1">
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={matching.every((user) => selected.has(user.id))}
            onClick={selectMatching}
          >
            {matching.length === 1 ? 'Select this person' : `Select all ${matching.length}`}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={selected.size === 0}
            onClick={() => onChange(new Set())}
          >
            Clear
          </Button>
        </div>
      </div>
      {matching.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          {filter.selectedOnly && pinned.size === 0 ? 'Nobody is selected yet.' : 'Nobody matches this filter.'}
        </p>
      ) : (
        <ul aria-label="People" className="max-h-72 overflow-y-auto rounded-md border">
          {shown.map((user) => (
            <li key={user.id} className="border-b last:border-0">
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-muted/50">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-[hsl(var(--primary))]"
                  checked={selected.has(user.id)}
                  onChange={() => toggle(user.id)}
                />
                <span className="grid min-w-0 text-sm [overflow-wrap:anywhere]">
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
      <p aria-live="polite" className="text-xs text-muted-foreground">
        {matching.length > shown.length
          ? `Showing ${shown.length} of ${countOf(matching.length, 'match', 'matches')}: search to narrow it down.`
          : null}
      </p>
      {error ? (
        <p id={`${ids}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
