import { describe, expect, it } from 'vitest';
import type { DirectoryUser } from '@foursight/shared/contract/directory';
import { departmentsOf, filterPeople, matchesSearch } from './people-filter';

const person = (id: string, fullName: string, department: string, designation = ''): DirectoryUser => ({
  id,
  fullName,
  designation,
  email: `${id}@acme.test`,
  phoneNumber: '',
  department,
});

const people = [
  person('asha', 'Asha Mehta', 'Sales', 'Head of Sales'),
  person('ravi', 'Ravi Kumar', 'Engineering/IT', 'Engineer'),
  person('bina', 'Bina Shah', 'Engineering/IT', 'Lead Engineer'),
  person('nomad', 'No Desk', ''),
];

describe('the member picker filter', () => {
  it('matches any part of name, e-mail, designation or department, whatever the case', () => {
    expect(matchesSearch(people[0]!, '  MEHTA ')).toBe(true);
    expect(matchesSearch(people[0]!, 'asha@acme')).toBe(true);
    expect(matchesSearch(people[1]!, 'engineer')).toBe(true);
    expect(matchesSearch(people[1]!, 'sales')).toBe(false);
    expect(matchesSearch(people[1]!, '')).toBe(true);
  });

  it('combines search, department and selected-only', () => {
    const none = new Set<string>();
    expect(
      filterPeople(people, { search: '', department: 'Engineering/IT', selectedOnly: false }, none).map((p) => p.id),
    ).toEqual(['ravi', 'bina']);
    expect(
      filterPeople(people, { search: 'lead', department: 'Engineering/IT', selectedOnly: false }, none).map(
        (p) => p.id,
      ),
    ).toEqual(['bina']);
    expect(filterPeople(people, { search: '', department: '', selectedOnly: false }, none).map((p) => p.id)).toEqual([
      'nomad',
    ]);
    expect(
      filterPeople(people, { search: '', department: null, selectedOnly: true }, new Set(['asha', 'bina'])).map(
        (p) => p.id,
      ),
    ).toEqual(['asha', 'bina']);
  });

  it('offers each department once, in name order, with "no department" last', () => {
    expect(departmentsOf(people)).toEqual(['Engineering/IT', 'Sales', '']);
  });
});
