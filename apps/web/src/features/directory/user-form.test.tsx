import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { UserForm } from './user-form';

afterEach(() => vi.unstubAllGlobals());

function stubDepartments(names: string[]) {
  const details = names.map((name) => ({ id: crypto.randomUUID(), name, userCount: 1, parent: null, position: null }));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url.endsWith('/api/departments')
        ? Promise.resolve(jsonResponse(200, { departments: names, details }))
        : Promise.reject(new Error(`unexpected request ${url}`)),
    ),
  );
}

async function fillPerson(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Meera Iyer');
  await user.type(screen.getByLabelText(/^Email/), 'meera@acme.test');
}

describe('Add User form', () => {
  it("offers only the company's own departments, none of the old presets", async () => {
    stubDepartments(['Plant Maintenance', 'Finance']);
    renderPage(<UserForm submitLabel="Add User" pending={false} onSubmit={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: /^Department/ });
    await within(select).findByRole('option', { name: 'Finance' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a department', 'Finance', 'Plant Maintenance', 'New department (type its name)']);
  });

  it('chooses one of them', async () => {
    stubDepartments(['Plant Maintenance', 'Finance']);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderPage(<UserForm submitLabel="Add User" pending={false} onSubmit={onSubmit} />);
    await fillPerson(user);
    const select = screen.getByRole('combobox', { name: /^Department/ });
    await within(select).findByRole('option', { name: 'Finance' });
    await user.selectOptions(select, 'Finance');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Meera Iyer', department: 'Finance' }));
  });

  it('types a new department after choosing "New department"', async () => {
    stubDepartments(['Finance']);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderPage(<UserForm submitLabel="Add User" pending={false} onSubmit={onSubmit} />);
    await fillPerson(user);
    const select = screen.getByRole('combobox', { name: /^Department/ });
    await within(select).findByRole('option', { name: 'Finance' });
    expect(screen.queryByRole('textbox', { name: /^New department name/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'New department (type its name)');
    await user.type(screen.getByRole('textbox', { name: /^New department name/ }), 'Quality');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ department: 'Quality' }));
    // The typed name is not offered as if it were already one of the company's.
    expect(within(select).queryByRole('option', { name: 'Quality' })).not.toBeInTheDocument();
  });

  it('asks a company without departments to type the first one', async () => {
    stubDepartments([]);
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderPage(<UserForm submitLabel="Add User" pending={false} onSubmit={onSubmit} />);
    await fillPerson(user);
    const field = await screen.findByRole('textbox', { name: /^Department/ });
    expect(screen.getByText('Your company has no departments yet: type the first one.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await user.type(field, 'Sales');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ department: 'Sales' }));
  });

  it("keeps the person's own department chosen when editing", async () => {
    stubDepartments(['Finance', 'Sales']);
    renderPage(
      <UserForm
        initial={{
          id: '00000000-0000-4000-8000-000000000001',
          fullName: 'Meera Iyer',
          designation: '',
          email: 'meera@acme.test',
          phoneNumber: '',
          department: 'Sales',
        }}
        submitLabel="Save Changes"
        pending={false}
        onSubmit={vi.fn()}
      />,
    );
    const select = screen.getByRole('combobox', { name: /^Department/ });
    await within(select).findByRole('option', { name: 'Finance' });
    expect(select).toHaveDisplayValue('Sales');
  });
});
