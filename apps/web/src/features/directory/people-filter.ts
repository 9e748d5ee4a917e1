import type { DirectoryUser } from '@foursight/shared/contract/directory';

/** Whether a person matches a typed search: any part of name, e-mail, designation or department, any case. */
export function matchesSearch(user: DirectoryUser, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [user.fullName, user.email, user.designation, user.department].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

export interface PeopleFilter {
  search: string;
  /** A department name; '' is the people without one; null is everyone. */
  department: string | null;
  /** Only the people in `shownWhenSelectedOnly`. */
  selectedOnly: boolean;
}

/** The people a member picker shows for a filter, in the directory's order. */
export function filterPeople(
  users: readonly DirectoryUser[],
  filter: PeopleFilter,
  shownWhenSelectedOnly: ReadonlySet<string>,
): DirectoryUser[] {
  return users.filter(
    (user) =>
      (filter.department === null || user.department === filter.department) &&
      (!filter.selectedOnly || shownWhenSelectedOnly.has(user.id)) &&
      matchesSearch(user, filter.search),
  );
}

/** The departments people are in, for the filter's choices, in name order ('' last, as "No department"). */
export function departmentsOf(users: readonly DirectoryUser[]): string[] {
  const names = [...new Set(users.map((user) => user.department))];
  return names.sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
}
