import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParticipationQrSchema } from '@foursight/shared/contract/swots';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { TestClient } from '../../../test/http-client.ts';
import { createOpenSwot, createTwoCompanies, type SignedInCompany } from '../../../test/factories.ts';

let t: TestApp;
let a: SignedInCompany;
let b: SignedInCompany;

beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = await createTwoCompanies(t.app);
});

afterAll(async () => {
  await t.close();
});

describe('the participation QR code (live view)', () => {
  it("answers the SWOT's shared link and a QR code of exactly that link", async () => {
    const swot = await createOpenSwot(a.client, new Date());
    const response = await a.client.get(`/api/swot/${swot.id}/participation-qr`);
    expect(response.statusCode).toBe(200);
    const body = ParticipationQrSchema.parse(response.json());
    expect(body.link).toBe(`${t.deps.config.publicUrl}/participate/${swot.uniqueToken}`);
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(body.qrCode.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    // The same drawing as the link encoded afresh: the code is of this link, not of another.
    expect(svg).toBe(await QRCode.toString(body.link, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }));
  });

  it("is refused for another company's SWOT and without a session", async () => {
    const swot = await createOpenSwot(a.client, new Date());
    const other = await b.client.get(`/api/swot/${swot.id}/participation-qr`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(swot.uniqueToken);
    const anonymous = await new TestClient(t.app).get(`/api/swot/${swot.id}/participation-qr`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(swot.uniqueToken);
  });
});
