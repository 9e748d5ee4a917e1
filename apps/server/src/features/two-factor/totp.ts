import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@foursight/shared/contract/two-factor';

/**
 * TOTP as every authenticator app speaks it (RFC 6238 defaults: HMAC-SHA1,
 * 30-second steps, 6 digits), through otplib, plus the recovery codes.
 * otplib and qrcode load with the first two-factor step, not at start.
 */
const otplib = () => import('otplib');
const ISSUER = 'Foursight';
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new 160-bit secret in base32, the length RFC 4226 recommends. */
export async function newTotpSecret(): Promise<string> {
  return (await otplib()).generateSecret({ length: 20 });
}

/** The secret as people type it from the screen: groups of four. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export async function otpauthUri(secret: string, accountName: string): Promise<string> {
  return (await otplib()).generateURI({ issuer: ISSUER, label: accountName, secret });
}

/** The QR code drawn here, as an SVG data: URL: nothing is fetched from anywhere else. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, when it is right for now or one step
 * either side; null when it is wrong. The caller accepts it only if the step
 * is newer than the last one used (no replay).
 */
export async function matchTotpCode(secret: string, code: string, now: Date): Promise<number | null> {
  const result = await (
    await otplib()
  ).verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** No 0/o, 1/l/i: codes are read off paper. 31 symbols, 10 of them: about 50 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Fresh recovery codes as shown to the person: "abcde-23456". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const symbols = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${symbols.slice(0, 5).join('')}-${symbols.slice(5).join('')}`;
  });
}

/** What is stored of a recovery code: the SHA-256 of its normalised form (the contract strips case and hyphens). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');
}
