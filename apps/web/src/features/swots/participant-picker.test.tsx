import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Participants } from '@foursight/shared/contract/swots';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { ParticipantPicker } from './participant-picker';

afterEach(() => vi.unstubAllGlobals());

const DEPARTMENT_IDS = { Finance: crypto.randomUUID(), Sales: crypto.randomUUID() };

const NAMES =
  'Asha Bina Chetan Divya Esha Farhan Gita Hari Isha Jay Kavya Lata Mohan Nisha Om Priya Qadir Ravi Sita Tara Uma Vijay Wasim Xavier Yash Zoya';
const PEOPLE = NAMES.split(' ').map((first, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fullName: `${first} Rao`,
  designation: '',
  email: `${first.toLowerCase()}@acme.test`,
  phoneNumber: '',
  department: index % 2 ? 'Sales' : 'Finance',
  departmentId: DEPARTMENT_IDS[index % 2 ? 'Sales' : 'Finance'],
}));

const department = (name: 'Finance' | 'Sales', userCount: number) => ({
  id: DEPARTMENT_IDS[name],
  name,
  userCount,
  parent: null,
  position: null,
});

function stubDirectory() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.endsWith('/api/users')) return Promise.resolve(jsonResponse(200, { users: PEOPLE }));
      if (url.endsWith('/api/departments')) {
        return Promise.resolve(
          jsonResponse(200, {
            departments: ['Finance', 'Sales'],
            details: [department('Finance', 13), department('Sales', 13)],
          }),
        );
      }
      if (url.endsWith('/api/user-lists')) return Promise.resolve(jsonResponse(200, { lists: [] }));
      return Promise.reject(new Error(`unexpected request ${url}`));
    }),
  );
}

const chosen: Participants[] = [];

function Harness() {
  const [value, setValue] = useState<Participants>({ users: [], departments: [], lists: [] });
  return (
    <ParticipantPicker
      value={value}
      onChange={(next) => {
        chosen.push(next);
        setValue(next);
      }}
    />
  );
}

async function renderPicker() {
  stubDirectory();
  renderPage(<Harness />);
  return screen.findByRole('listbox', { name: /^People/ });
}

describe('Create SWOT participant picker', () => {
  it('is one tab stop for 26 people: Tab goes from the filter into the list and on past it', async () => {
    const user = userEvent.setup();
    const people = await renderPicker();
    expect(within(people).getAllByRole('option')).toHaveLength(26);
    expect(people).toHaveAttribute('aria-multiselectable', 'true');

    await user.click(screen.getByRole('searchbox', { name: 'Filter people' }));
    await user.tab();
    expect(within(people).getByRole('option', { name: 'Asha Rao, asha@acme.test' })).toHaveFocus();
    await user.tab();
    // The next stop is the departments' list, not the second person.
    const departments = screen.getByRole('listbox', { name: /^Departments/ });
    expect(within(departments).getByRole('option', { name: 'Finance, 13 people' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(people).getByRole('option', { name: /^Asha Rao/ })).toHaveFocus();
    expect(
      within(people)
        .getAllByRole('option')
        .filter((option) => option.tabIndex === 0),
    ).toHaveLength(1);
  });

  it('moves with the arrows, Home and End, toggles with Space, and comes back where it was left', async () => {
    const user = userEvent.setup();
    const people = await renderPicker();
    const option = (name: RegExp) => within(people).getByRole('option', { name });

    await user.click(screen.getByRole('searchbox', { name: 'Filter people' }));
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option(/^Chetan Rao/)).toHaveFocus();
    await user.keyboard(' ');
    expect(option(/^Chetan Rao/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('group', { name: 'People (1 chosen)' })).toBeInTheDocument();
    expect(chosen.at(-1)?.users).toEqual([PEOPLE[2]!.id]);

    await user.keyboard('{End}');
    expect(option(/^Zoya Rao/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option(/^Zoya Rao/)).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(option(/^Asha Rao/)).toHaveFocus();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(option(/^Bina Rao/)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('p');
    expect(option(/^Priya Rao/)).toHaveFocus();

    await user.keyboard(' ');
    await user.keyboard(' ');
    expect(option(/^Priya Rao/)).toHaveAttribute('aria-selected', 'false');
    expect(chosen.at(-1)?.users).toEqual([PEOPLE[2]!.id, PEOPLE[1]!.id]);

    // Leaving and coming back lands on the person last focused, the only option in the tab order.
    await user.tab();
    await user.tab({ shift: true });
    expect(option(/^Priya Rao/)).toHaveFocus();
  });

  it('toggles a person with a click, as the checkboxes did', async () => {
    const user = userEvent.setup();
    const people = await renderPicker();
    const divya = within(people).getByRole('option', { name: /^Divya Rao/ });
    await user.click(divya);
    expect(divya).toHaveAttribute('aria-selected', 'true');
    await user.click(divya);
    expect(divya).toHaveAttribute('aria-selected', 'false');
    await user.click(screen.getByRole('option', { name: 'Sales, 13 people' }));
    expect(screen.getByText('people will be invited by e-mail.', { exact: false })).toHaveTextContent(
      '13 people will be invited by e-mail.',
    );
  });

  it('keeps the filter its own stop and enters the narrowed list at its first match', async () => {
    const user = userEvent.setup();
    const people = await renderPicker();
    await user.click(within(people).getByRole('option', { name: /^Zoya Rao/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter people' }), 'sh');
    expect(
      within(people)
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual([
      'Asha Rao, asha@acme.test',
      'Esha Rao, esha@acme.test',
      'Isha Rao, isha@acme.test',
      'Nisha Rao, nisha@acme.test',
      'Yash Rao, yash@acme.test',
    ]);
    await user.tab();
    expect(within(people).getByRole('option', { name: /^Asha Rao/ })).toHaveFocus();
  });
});
