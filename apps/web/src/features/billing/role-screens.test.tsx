import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganiserRole } from '@foursight/shared/domain/roles';
import { ROLE_REFUSED_MESSAGE } from '@foursight/shared/domain/roles';
import { SessionRoleProvider } from '@/lib/session-role';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { CreditPurchasePanel } from './credit-purchase-panel';
import { InvoicesPage } from './invoices-page';

// Issue 36: a screen a role cannot use says who can, instead of reading as an outage; it asks the server nothing.

function stubServer(answer: () => Response) {
  const fetch = vi.fn(() => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const as = (role: OrganiserRole, element: React.ReactElement) =>
  renderPage(<SessionRoleProvider role={role}>{element}</SessionRoleProvider>);

describe('billing screens by role', () => {
  it.each(['viewer', 'editor'] as const)(
    'tells a %s that invoices are for owners, without asking for them',
    async (role) => {
      const fetch = stubServer(() => jsonResponse(403, { success: false, message: ROLE_REFUSED_MESSAGE }));
      as(role, <InvoicesPage />);
      expect(await screen.findByRole('heading', { name: "Invoices are for the account's owners" })).toBeVisible();
      expect(screen.queryByText(/could not be loaded|connection/i)).toBeNull();
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('shows an owner the invoices', async () => {
    stubServer(() => jsonResponse(200, { success: true, invoices: [] }));
    as('owner', <InvoicesPage />);
    expect(await screen.findByText(/No invoices yet|no invoices/i)).toBeVisible();
    expect(screen.queryByRole('heading', { name: "Invoices are for the account's owners" })).toBeNull();
  });

  it.each(['viewer', 'editor'] as const)('offers a %s no credit purchase, and says who can buy', async (role) => {
    const fetch = stubServer(() => jsonResponse(403, { success: false, message: ROLE_REFUSED_MESSAGE }));
    as(role, <CreditPurchasePanel />);
    expect(await screen.findByRole('heading', { name: "Buying credits is for the account's owners" })).toBeVisible();
    expect(screen.queryByRole('button', { name: /credits/i })).toBeNull();
    expect(screen.queryByText(/Payments could not be checked/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a refusal the server gives as a refusal, with nothing to try again', async () => {
    // An owner demoted while the page was open: the server's 403 is read as a role, not a connection.
    stubServer(() => jsonResponse(403, { success: false, code: 'FORBIDDEN', message: ROLE_REFUSED_MESSAGE }));
    as('owner', <InvoicesPage />);
    expect(await screen.findByText(ROLE_REFUSED_MESSAGE, undefined, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText(/connection/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
