import { describe, expect, it } from 'vitest';
import { AppError } from '@foursight/shared/errors';
import { assertAcceptablePassword, hashPassword, needsRehash, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and a per-hash salt, and verifies', async () => {
    const first = await hashPassword('quiet meadow lantern');
    const second = await hashPassword('quiet meadow lantern');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'quiet meadow lantern')).toBe(true);
    expect(await verifyPassword(first, 'quiet meadow lanterN')).toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('flags hashes made with weaker parameters for rehashing', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA')).toBe(true);
  });

  it('treats a malformed stored hash as a mismatch, not a crash', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
  });

  it.each(['password', 'Password1', 'qwerty123', 'iloveyou', 'letmein'])(
    'refuses the common password %j',
    (password) => {
      expect(() => assertAcceptablePassword(password)).toThrow(AppError);
    },
  );

  it('refuses the e-mail address as password', () => {
    expect(() => assertAcceptablePassword('asha@acme.test', 'Asha@Acme.test')).toThrow(/must not be your e-mail/);
  });

  it('accepts an uncommon passphrase', () => {
    expect(() => assertAcceptablePassword('quiet meadow lantern')).not.toThrow();
  });
});
