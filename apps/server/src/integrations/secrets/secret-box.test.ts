import { createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadEncryptionKey, maskSecret } from './secret-box.ts';

describe('createSecretBox', () => {
  const box = createSecretBox(randomBytes(32));

  it('round-trips a secret and never stores it in the clear', () => {
    const sealed = box.seal('sk-live-1234567890');
    expect(sealed).not.toContain('sk-live');
    expect(box.open(sealed)).toBe('sk-live-1234567890');
  });
  it('uses a new nonce every time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });
  it('refuses a tampered value or another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other!').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });
  it('digests a text the same way each time, differently per purpose and per key, as HMAC-SHA-256', () => {
    const key = randomBytes(32);
    const keyed = createSecretBox(key);
    const digest = keyed.digest('round-voter', 'token-1');
    expect(digest).toBe(keyed.digest('round-voter', 'token-1'));
    expect(digest).not.toBe(keyed.digest('round-voter', 'token-2'));
    expect(digest).not.toBe(keyed.digest('other', 'token-1'));
    expect(digest).not.toBe(createSecretBox(randomBytes(32)).digest('round-voter', 'token-1'));
    const purposeKey = createHmac('sha256', key).update('digest:round-voter').digest();
    expect(digest).toBe(createHmac('sha256', purposeKey).update('token-1').digest('base64url'));
  });
});

describe('loadEncryptionKey', () => {
  it('makes a key file once, private to this user, and reads it back', async () => {
    const keyFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'foursight-key-')), 'secret.key');
    const first = await loadEncryptionKey({ key: null, keyFile });
    expect(first.length).toBe(32);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(await loadEncryptionKey({ key: null, keyFile })).toEqual(first);
    expect((await readFile(keyFile, 'utf8')).trim()).toBe(first.toString('hex'));
  });
  it('prefers the configured key', async () => {
    const key = randomBytes(32);
    expect(await loadEncryptionKey({ key, keyFile: '/nonexistent/secret.key' })).toBe(key);
  });
});

describe('maskSecret', () => {
  it('shows only the last four characters', () => {
    expect(maskSecret('sk-abcdefgh1234')).toBe('••••1234');
  });
});
