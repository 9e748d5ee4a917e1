import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Department } from '@foursight/shared/contract/directory';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { DeleteDepartmentDialog, EditDepartmentDialog } from './department-dialogs';

afterEach(() => vi.unstubAllGlobals());

const department = (id: string, name: string, userCount = 0): Department => ({
  id,
  name,
  userCount,
  parent: null,
  parentId: null,
  position: null,
});
const SALES = department('6f1c2a9e-0d4b-4c1e-9a77-3b2f5d8e1a01', 'Sales', 2);
const FIELD = department('6f1c2a9e-0d4b-4c1e-9a77-3b2f5d8e1a02', 'Field Sales');

function recordCalls(answer: unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(init.body as string) : null });
      return Promise.resolve(jsonResponse(200, answer));
    }),
  );
  return calls;
}

describe('department dialogs name departments by id', () => {
  it('sets the parent chosen by its name on screen, sent as its id', async () => {
    const calls = recordCalls({ success: true, message: 'Saved', department: { ...FIELD, parent: 'Sales' } });
    const user = userEvent.setup();
    renderPage(<EditDepartmentDialog department={FIELD} all={[SALES, FIELD]} onClose={() => {}} />);
    await user.selectOptions(screen.getByLabelText('Sits under'), 'Sales');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: `/api/departments/${FIELD.id}`,
      method: 'PUT',
      body: { name: 'Field Sales', parentId: SALES.id },
    });
  });

  it("moves a deleted department's people to the one chosen, by its id", async () => {
    const calls = recordCalls({ success: true, message: 'Deleted' });
    const user = userEvent.setup();
    renderPage(<DeleteDepartmentDialog department={SALES} all={[SALES, FIELD]} onClose={() => {}} />);
    await user.selectOptions(screen.getByLabelText('Move its people to'), 'Field Sales');
    await user.click(screen.getByRole('button', { name: 'Delete department' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: `/api/departments/${SALES.id}?moveToId=${FIELD.id}`, method: 'DELETE' });
  });
});
