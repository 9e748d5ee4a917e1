import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCompany, CompanyPayment } from '@foursight/shared/contract/admin';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { AddCompanyDialog } from './add-company-dialog';
import { CompaniesTable } from './companies-view';

afterEach(() => vi.unstubAllGlobals());

const ACME: AdminCompany = {
  id: '7d0c6a52-3f0e-4f7e-9a51-0b8a4b1f2c3d',
  organizationName: 'Acme Logistics',
  name: 'Acme Logistics',
  contactName: 'Asha Mehta',
  contactEmail: 'asha@acme.test',
  createdAt: '2026-11-01T04:30:00.000Z',
  plan: 'premium',
  subscriptionPlan: 'premium',
  isActive: true,
  subscriptionStatus: 'active',
  monthlyRevenue: 0,
  maxUsers: -1,
  maxSWOTs: -1,
  taxNumber: null,
};

const PAYMENTS: CompanyPayment[] = [
  {
    id: 'b1',
    // 21:00 UTC on 27 Nov is 02:30 IST on 28 Nov.
    createdAt: '2026-11-27T21:00:00.000Z',
    kind: 'plan',
    description: 'Enterprise plan',
    amount: 12_345_600,
    status: 'paid',
    providerOrderId: 'order_1',
    providerPaymentId: 'pay_1',
    invoiceNumber: 'FS2627/000042',
    invoiceId: '0f4b8e1c-2a3d-4c5e-8f60-7a8b9c0d1e2f',
  },
  {
    id: 'b2',
    createdAt: '2026-11-20T06:00:00.000Z',
    kind: 'credits',
    description: '5 credits',
    amount: 7500,
    status: 'created',
    providerOrderId: 'order_2',
    providerPaymentId: null,
    invoiceNumber: null,
    invoiceId: null,
  },
];

type Call = { url: string; method: string; body: Record<string, unknown> };

/** The console's server: the companies list, the payments of ACME and answers to writes from `write`. */
function stubServer(options: { payments?: () => Response; write?: (call: Call) => Response } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call = {
        url,
        method: init?.method ?? 'GET',
        body: JSON.parse((init?.body as string | undefined) ?? '{}') as Record<string, unknown>,
      };
      calls.push(call);
      if (call.method !== 'GET') return Promise.resolve(options.write?.(call) ?? jsonResponse(500, {}));
      if (url.endsWith('/payments')) {
        return Promise.resolve(options.payments?.() ?? jsonResponse(200, { success: true, payments: PAYMENTS }));
      }
      return Promise.resolve(jsonResponse(200, { success: true, companies: [ACME] }));
    }),
  );
  return calls;
}

async function openDetails() {
  const user = userEvent.setup();
  renderPage(<CompaniesTable />);
  await user.click(await screen.findByRole('button', { name: 'Payments & GSTIN of Acme Logistics' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Acme Logistics' }) };
}

describe("a company's payments in the console", () => {
  it('lists them with the date in IST, the amount in rupees, the status, what was bought and the invoice', async () => {
    stubServer();
    const { dialog } = await openDetails();
    const table = await within(dialog).findByRole('table', { name: 'Payments of Acme Logistics' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('28 Nov 2026, 02:30 IST')).toBeInTheDocument();
    expect(within(first!).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(first!).getByText('Paid')).toBeInTheDocument();
    expect(within(first!).getByText('Enterprise plan')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Invoice FS2627/000042 (opens in a new tab)' })).toHaveAttribute(
      'href',
      `/api/admin/companies/${ACME.id}/invoices/0f4b8e1c-2a3d-4c5e-8f60-7a8b9c0d1e2f/view`,
    );
    expect(within(first!).getByRole('link', { name: 'Download invoice FS2627/000042 as PDF' })).toHaveAttribute(
      'href',
      `/api/admin/companies/${ACME.id}/invoices/0f4b8e1c-2a3d-4c5e-8f60-7a8b9c0d1e2f/download`,
    );
    expect(within(second!).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(second!).getByText('₹75')).toBeInTheDocument();
    expect(within(second!).getByLabelText('None')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    stubServer({ payments: () => jsonResponse(200, { success: true, payments: [] }) });
    const { dialog } = await openDetails();
    expect(await within(dialog).findByText('No payments yet')).toBeInTheDocument();
  });

  it('says when they could not be read, and tries again', async () => {
    let failing = true;
    stubServer({
      payments: () => (failing ? jsonResponse(500, {}) : jsonResponse(200, { success: true, payments: PAYMENTS })),
    });
    const { user, dialog } = await openDetails();
    expect(await within(dialog).findByText('Payments could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Enterprise plan')).toBeInTheDocument();
  });

  it('opens and closes by keyboard, focus going back to its button', async () => {
    stubServer();
    const user = userEvent.setup();
    renderPage(<CompaniesTable />);
    const opener = await screen.findByRole('button', { name: 'Payments & GSTIN of Acme Logistics' });
    opener.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Acme Logistics' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe("a company's GSTIN in the console", () => {
  it('checks the GSTIN before sending it, and sends it upper-cased', async () => {
    const calls = stubServer({
      write: (call) =>
        jsonResponse(200, { success: true, message: 'Company updated.', company: { ...ACME, ...call.body } }),
    });
    const { user, dialog } = await openDetails();
    const field = within(dialog).getByLabelText('GSTIN');
    await user.type(field, '27AAPFU0939F1ZW');
    await user.click(within(dialog).getByRole('button', { name: 'Save GSTIN' }));
    expect(await within(dialog).findByText(/last character does not match/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    await user.clear(field);
    await user.type(field, ' 27aapfu0939f1zv');
    await user.click(within(dialog).getByRole('button', { name: 'Save GSTIN' }));
    expect(await screen.findByText('GSTIN saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { url: `/api/admin/companies/${ACME.id}`, method: 'PATCH', body: { taxNumber: '27AAPFU0939F1ZV' } },
    ]);
  });

  it("shows the server's refusal of a GSTIN another company holds at the field", async () => {
    const taken = 'This tax number is already registered';
    stubServer({
      write: () =>
        jsonResponse(409, { success: false, code: 'CONFLICT', message: taken, fields: { taxNumber: taken } }),
    });
    const { user, dialog } = await openDetails();
    await user.type(within(dialog).getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await user.click(within(dialog).getByRole('button', { name: 'Save GSTIN' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Add Company', () => {
  it('sends the GSTIN typed, and shows its refusal at the field', async () => {
    const message = 'Enter a 15-character GSTIN';
    const calls = stubServer({
      write: () =>
        jsonResponse(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message,
          fields: { taxNumber: message },
        }),
    });
    const user = userEvent.setup();
    renderPage(<AddCompanyDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText('GSTIN (optional)'), '29ABCDE1234');
    await user.click(screen.getByRole('button', { name: 'Add Company' }));
    expect(await screen.findByText(message, { selector: 'p' })).toBeInTheDocument();
    // (the plan list is read from the catalogue; the one write is the company)
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      url: '/api/admin/companies',
      method: 'POST',
      body: { taxNumber: '29ABCDE1234' },
    });
  });
});
