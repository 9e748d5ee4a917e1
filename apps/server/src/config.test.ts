import path from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('serves on port 3000 with the embedded database under ./data by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.runMode).toBe('all');
    expect(config.listenBacklog).toBe(4096);
    expect(config.listenExtraAcceptors).toBe(15);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/foursight', PORT: '8080', DATA_DIR: '/srv/x' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://localhost/foursight', poolSize: 10 });
    expect(config.port).toBe(8080);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).database.kind).toBe('pglite');
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', RUN_MODE: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', RUN_MODE: 'sometimes' })).toThrow(/PORT[\s\S]*RUN_MODE/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/x' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('keeps mail in the outbox unless SMTP or the HTTP API is configured, SMTP first', () => {
    expect(loadConfig({}).mail.transport).toEqual({ kind: 'outbox' });
    expect(loadConfig({ MAIL_API_KEY: 'key' }).mail.transport).toEqual({
      kind: 'http-api',
      url: 'https://api.resend.com',
      apiKey: 'key',
    });
    expect(loadConfig({ MAIL_API_KEY: 'key', SMTP_URL: 'smtp://mail.test:587' }).mail.transport).toEqual({
      kind: 'smtp',
      url: 'smtp://mail.test:587',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.test' })).toThrow(/SMTP_URL must start with smtp/);
  });

  it("prints the seller's PAN, e-mail and phone only when set, and refuses a malformed PAN", () => {
    expect(loadConfig({}).seller).toMatchObject({ name: 'Foursight', pan: null, email: null, phone: null });
    const seller = loadConfig({
      SELLER_PAN: 'AABCF1234L',
      SELLER_EMAIL: 'billing@foursight.example',
      SELLER_PHONE: '+91 80 4000 1234',
    }).seller;
    expect(seller).toMatchObject({ pan: 'AABCF1234L', email: 'billing@foursight.example', phone: '+91 80 4000 1234' });
    expect(() => loadConfig({ SELLER_PAN: 'AABCF1234' })).toThrow(/SELLER_PAN/);
    expect(() => loadConfig({ SELLER_EMAIL: 'billing' })).toThrow(/SELLER_EMAIL/);
  });

  it('turns WhatsApp on only with both a token and a phone number id', () => {
    expect(loadConfig({ WHATSAPP_ACCESS_TOKEN: 'token' }).whatsapp).toBeNull();
    expect(loadConfig({ WHATSAPP_ACCESS_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '42' }).whatsapp).toMatchObject({
      phoneNumberId: '42',
      templateName: 'swot_invitation',
    });
  });

  it('sheds load past 200 ms of event-loop delay, 90 % of the heap limit or 5 s in the submission queue unless told otherwise; 0 turns a check off', () => {
    expect(loadConfig({}).loadShedding).toEqual({
      maxEventLoopDelayMs: 200,
      maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9),
      maxQueueWaitMs: 5000,
      retryAfterSeconds: 5,
    });
    expect(
      loadConfig({ SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_HEAP_USED_MB: '512', SHED_RETRY_AFTER_SECONDS: '2' })
        .loadShedding,
    ).toEqual({
      maxEventLoopDelayMs: 0,
      maxHeapUsedBytes: 512 * 1024 * 1024,
      maxQueueWaitMs: 5000,
      retryAfterSeconds: 2,
    });
    expect(() => loadConfig({ SHED_RETRY_AFTER_SECONDS: '0' })).toThrow(/SHED_RETRY_AFTER_SECONDS/);
  });
});
