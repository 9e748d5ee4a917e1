import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Encrypts secrets at rest with AES-256-GCM: a fresh 96-bit nonce per value,
 * the authentication tag checked on every read (a changed ciphertext or the
 * wrong key fails loudly instead of giving garbage). Stored as
 * "v1.<nonce>.<tag>.<ciphertext>" in base64url, so the format can change later.
 */
export interface SecretBox {
  seal: (plaintext: string) => string;
  open: (sealed: string) => string;
  /**
   * A keyed digest (HMAC-SHA-256 under a key derived from the server's key for `purpose`), base64url:
   * the same text gives the same digest, and nobody without the server's key can compute or test one.
   */
  digest: (purpose: string, text: string) => string;
}

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined) throw new Error('Unreadable secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    digest(purpose, text) {
      const purposeKey = createHmac('sha256', key).update(`digest:${purpose}`).digest();
      return createHmac('sha256', purposeKey).update(text).digest('base64url');
    },
  };
}

/**
 * The key from ENCRYPTION_KEY, else the one kept in the data directory, made
 * at first start (readable by this user only). Several servers on one
 * PostgreSQL must share ENCRYPTION_KEY: a key file is per machine.
 */
export async function loadEncryptionKey(encryption: { key: Buffer | null; keyFile: string }): Promise<Buffer> {
  if (encryption.key) return encryption.key;
  try {
    const stored = Buffer.from((await readFile(encryption.keyFile, 'utf8')).trim(), 'hex');
    if (stored.length === 32) return stored;
    throw new Error(`${encryption.keyFile} does not hold a 32-byte hex key`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(path.dirname(encryption.keyFile), { recursive: true });
  // wx: if another process made the file first, this fails instead of overwriting its key.
  await writeFile(encryption.keyFile, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

/** What the browser may see of a secret: its last four characters. */
export function maskSecret(secret: string): string {
  return `••••${secret.slice(-4)}`;
}
