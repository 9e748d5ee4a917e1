import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createTwoCompanies, type SignedInCompany } from '../../../test/factories.ts';
import { TestClient } from '../../../test/http-client.ts';
import {
  companyIdByEmail,
  expectLawfulInvoiceNumber,
  insertInvoice,
  type InvoiceFixture,
} from '../../../test/invoice-factory.ts';

/**
 * The invoices a company reads: the list, each invoice as a printable page
 * and as a PDF. Invoices are written through the test factory (issuing them
 * is the payment flow's job); what is checked is what a customer would see.
 */
const run = promisify(execFile);

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;
let aCompany: string;
let tmp: string;

beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = await createTwoCompanies(t.app);
  aCompany = await companyIdByEmail(t.deps.database.db, a.registration.email);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'invoices-test-'));
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

/** The text a person reading the PDF would see, as poppler extracts it (layout kept, so a row reads as a row). */
async function pdfText(bytes: Buffer): Promise<string> {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout;
}

describe('the invoice list', () => {
  it("shows the company's own invoices, newest first, with the spec's fields", async () => {
    const db = t.deps.database.db;
    const older = await insertInvoice(db, {
      companyId: aCompany,
      credits: 10,
      issuedAt: new Date('2026-04-02T06:00:00Z'),
    });
    const newest = await insertInvoice(db, {
      companyId: aCompany,
      credits: 0,
      amountPaise: 99_900,
      description: 'Pay-as-You-Go plan',
      issuedAt: new Date('2026-06-10T06:00:00Z'),
    });
    const middle = await insertInvoice(db, {
      companyId: aCompany,
      credits: 25,
      status: 'pending',
      issuedAt: new Date('2026-05-01T06:00:00Z'),
    });
    const theirs = await insertInvoice(db, { companyId: await companyIdByEmail(db, b.registration.email) });

    const response = await a.client.get('/api/invoices');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { invoices } = response.json<{ invoices: Record<string, unknown>[] }>();
    expect(invoices).toEqual([
      {
        id: newest.id,
        invoiceNumber: newest.invoiceNumber,
        createdAt: '2026-06-10T06:00:00.000Z',
        credits: 0,
        amount: 99_900,
        status: 'paid',
        description: 'Pay-as-You-Go plan',
      },
      {
        id: middle.id,
        invoiceNumber: middle.invoiceNumber,
        createdAt: '2026-05-01T06:00:00.000Z',
        credits: 25,
        amount: 37_500,
        status: 'pending',
        description: '25 response credits',
      },
      {
        id: older.id,
        invoiceNumber: older.invoiceNumber,
        createdAt: '2026-04-02T06:00:00.000Z',
        credits: 10,
        amount: 15_000,
        status: 'paid',
        description: '10 response credits',
      },
    ]);

    const theirList = (await b.client.get('/api/invoices')).json<{ invoices: { id: string }[] }>().invoices;
    expect(theirList.map((invoice) => invoice.id)).toEqual([theirs.id]);
  });

  it('refuses anyone signed out', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/invoices')).statusCode).toBe(401);
  });
});

describe('an invoice', () => {
  let intra: InvoiceFixture;
  let inter: InvoiceFixture;
  let untaxed: InvoiceFixture;
  let firstFormat: InvoiceFixture;

  beforeAll(async () => {
    const db = t.deps.database.db;
    intra = await insertInvoice(db, {
      companyId: aCompany,
      credits: 25,
      tax: 'intra-state',
      // 01:30 on 1 June in India: the date printed is India's, not UTC's 31/05.
      issuedAt: new Date('2026-05-31T20:00:00Z'),
      buyer: { name: '<script>alert("x")</script> & Sons', address: ['<img src=x onerror=alert(1)>', 'Bengaluru'] },
    });
    inter = await insertInvoice(db, { companyId: aCompany, credits: 25, tax: 'inter-state' });
    untaxed = await insertInvoice(db, { companyId: aCompany, credits: 25, tax: 'none', buyer: { gstin: null } });
    firstFormat = await insertInvoice(db, { companyId: aCompany, credits: 25, version: 1 });
  });

  it('opens as a page that prints on A4: seller, buyer, number, date, lines, CGST and SGST inside the price', async () => {
    const response = await a.client.get(`/api/invoices/${intra.id}/view`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="invoice-FS2627-\d{6}\.html"/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Its own policy: inline style and nothing else, whatever the app allows its pages.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).not.toContain('script-src');

    const html = response.body;
    expect(html).toContain('@page { size: A4;');
    expect(html).toContain('<h1>Tax Invoice</h1>');
    expect(html).toContain(intra.invoiceNumber);
    expectLawfulInvoiceNumber(intra.invoiceNumber, '2026-27');
    expect(html).toContain('01/06/2026');
    expect(html).toContain('Foursight Analytics Private Limited');
    expect(html).toContain('GSTIN: 29AABCF1234L1Z5');
    expect(html).toContain('PAN: AABCF1234L');
    expect(html).toContain('4th Floor, 80 Feet Road');
    expect(html).toContain('Email: billing@foursight.example');
    expect(html).toContain('Phone: +91 80 4000 1234');
    expect(html).toContain('GSTIN: 29ABCDE1234F1Z5');
    expect(html).toContain('Karnataka (29)');
    expect(html).toContain('998314');
    expect(html).toContain('25 response credits');
    expect(html).toMatch(/Rate \(incl\. GST\)[\s\S]*₹15\.00/);
    // The line itself shows its taxable value and GST rate, not only the totals.
    expect(html).toContain('<td data-label="Taxable value" class="num">₹317.80</td>');
    expect(html).toContain('<td data-label="GST rate" class="num">18%</td>');
    expect(html).toMatch(/Taxable value<\/td><td class="num">₹317\.80</);
    expect(html).toMatch(/CGST @ 9%<\/td><td class="num">₹28\.60</);
    expect(html).toMatch(/SGST @ 9%<\/td><td class="num">₹28\.60</);
    expect(html).not.toContain('IGST');
    expect(html).toMatch(/Total<\/td><td class="num">₹375\.00</);
    expect(html).toContain('Rupees Three Hundred Seventy-Five Only');
    expect(html).toContain(`Payment ID: ${intra.document.payment.paymentId}`);
    expect(html).toContain('badge paid">Paid<');
  });

  it("escapes the buyer's own words: a name or address with markup shows as text", async () => {
    const html = (await a.client.get(`/api/invoices/${intra.id}/view`)).body;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img/i);
  });

  it('shows IGST when the buyer is in another state', async () => {
    const html = (await a.client.get(`/api/invoices/${inter.id}/view`)).body;
    expect(html).toContain('Maharashtra (27)');
    expect(html).toMatch(/IGST @ 18%<\/td><td class="num">₹57\.20</);
    expect(html).not.toMatch(/CGST|SGST/);
  });

  it('is a plain Invoice without tax lines when the seller has no GSTIN', async () => {
    const html = (await a.client.get(`/api/invoices/${untaxed.id}/view`)).body;
    expect(html).toContain('<h1>Invoice</h1>');
    expect(html).not.toMatch(/Tax Invoice|GST|Taxable value|GST rate/);
    expect(html).toMatch(/Total<\/td><td class="num">₹375\.00</);
  });

  it('downloads as a real PDF with the same content, the rupee sign drawn', async () => {
    const response = await a.client.get(`/api/invoices/${intra.id}/download`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = `invoice-${intra.invoiceNumber.replaceAll('/', '-')}.pdf`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(intra.invoiceNumber);
    expect(text).toContain('01/06/2026');
    expect(text).toContain('<script>alert("x")</script> & Sons');
    expect(text).toMatch(/Total\s+₹375\.00/);
    expect(text).toMatch(/CGST @ 9%\s+₹28\.60/);
    expect(text).toMatch(/SGST @ 9%\s+₹28\.60/);
    expect(text).toMatch(/Taxable value\s+₹317\.80/);
    // The line's row: SAC, quantity, rate, taxable value, GST rate, amount.
    expect(text).toMatch(/Taxable value\s+GST rate/);
    expect(text).toMatch(/998314\s+25\s+₹15\.00\s+₹317\.80\s+18%\s+₹375\.00/);
    expect(text).toContain('PAN: AABCF1234L');
    expect(text).toContain('Email: billing@foursight.example');
    expect(text).toContain('Phone: +91 80 4000 1234');
    expect(text).toContain('Rupees Three Hundred Seventy-Five Only');
    expect(text).toContain('998314');
  });

  it('downloads IGST, or no tax at all, as the page shows it', async () => {
    const interText = await pdfText((await a.client.get(`/api/invoices/${inter.id}/download`)).rawPayload);
    expect(interText).toMatch(/IGST @ 18%\s+₹57\.20/);
    expect(interText).not.toMatch(/CGST|SGST/);
    const untaxedText = await pdfText((await a.client.get(`/api/invoices/${untaxed.id}/download`)).rawPayload);
    expect(untaxedText).toContain('INVOICE');
    expect(untaxedText).not.toMatch(/TAX INVOICE|GST|Taxable/);
    expect(untaxedText).toMatch(/Total\s+₹375\.00/);
  });

  it("issued before the 16-character numbers, keeps its stored number, with the line's taxable value as stored", async () => {
    expect(firstFormat.invoiceNumber).toMatch(/^FS\/2026-27\/\d{6}$/);
    const response = await a.client.get(`/api/invoices/${firstFormat.id}/view`);
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="invoice-FS-2026-27-\d{6}\.html"/);
    expect(response.body).toContain(`<dd>${firstFormat.invoiceNumber}</dd>`);
    expect(response.body).toContain('<td data-label="Taxable value" class="num">₹317.80</td>');
    const text = await pdfText((await a.client.get(`/api/invoices/${firstFormat.id}/download`)).rawPayload);
    expect(text).toContain(firstFormat.invoiceNumber);
    expect(text).toMatch(/998314\s+25\s+₹15\.00\s+₹317\.80\s+18%\s+₹375\.00/);
    // Version 1 stored no PAN: none is made up for it.
    expect(text).not.toContain('PAN:');
  });

  it('is not found for another company, and refused to anyone signed out, as page or PDF', async () => {
    const anonymous = new TestClient(t.app);
    for (const suffix of ['view', 'download']) {
      const url = `/api/invoices/${intra.id}/${suffix}`;
      const theirs = await b.client.get(url);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).not.toContain(intra.invoiceNumber);
      expect((await anonymous.get(url)).statusCode).toBe(401);
    }
  });
});
