import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailTemplate } from '@foursight/shared/contract/templates';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { EmailTemplatesPage } from './email-templates-page';

const template: EmailTemplate = {
  id: '7f1c2a3e-0000-4000-8000-000000000001',
  name: 'Spring invitation',
  subject: 'Tell us how spring went',
  htmlContent: '<p>Hello</p>',
  textContent: 'Hello',
  type: 'swot_invitation',
  isActive: true,
  isDefault: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function renderAs(role: OrganiserRole) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(jsonResponse(200, { templates: [template] }))),
  );
  return renderPage(
    <SessionRoleProvider role={role}>
      <EmailTemplatesPage />
    </SessionRoleProvider>,
    '/email-templates',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Email Templates page', () => {
  it('gives a viewer the templates to read and preview, with no way to create, edit, copy or delete', async () => {
    renderAs('viewer');
    const row = (await screen.findByText('Spring invitation')).closest('li')!;
    expect(within(row).queryByRole('button', { name: /Edit|Copy|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create New Template/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Use Default Template/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Create/Edit' })).not.toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Preview Spring invitation' }));
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('preview-subject')).toHaveTextContent('Tell us how spring went');
  });

  it('offers an editor create, edit, copy and delete', async () => {
    renderAs('editor');
    const row = (await screen.findByText('Spring invitation')).closest('li')!;
    for (const action of ['Edit', 'Copy', 'Delete']) {
      expect(within(row).getByRole('button', { name: `${action} Spring invitation` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Create New Template/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create/Edit' })).toBeInTheDocument();
  });
});
