import { randomBytes, randomInt } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { describe, expect, it } from 'vitest';
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './razorpay-signature.ts';

/**
 * Our verifiers must accept exactly the signatures Razorpay's own SDK
 * accepts: over random ids, bodies and secrets, and over one-character
 * changes to each of them, the answers must be the same, case by case.
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bodies and secrets hold more than ASCII: JSON escapes, multi-byte letters, the rupee sign, an emoji.
const TEXT = `${ALNUM} {}[]":,.-_|\\/\n\té₹😀`;
const SIGNATURE_CHARS = '0123456789abcdefABCDEFg ';

function pick(alphabet: string): string {
  const chars = Array.from(alphabet);
  return chars[randomInt(chars.length)]!;
}

function randomText(alphabet: string, min: number, max: number): string {
  return Array.from({ length: randomInt(min, max + 1) }, () => pick(alphabet)).join('');
}

/** The same text with one character (a code point) replaced by a different one. */
function tamper(value: string, alphabet: string): string {
  const chars = Array.from(value);
  const index = randomInt(chars.length);
  let replacement = pick(alphabet);
  while (replacement === chars[index]) replacement = pick(alphabet);
  chars[index] = replacement;
  return chars.join('');
}

function randomBody(): string {
  const event = { event: 'payment.captured', id: randomBytes(6).toString('hex'), note: randomText(TEXT, 0, 80) };
  // Sometimes JSON as Razorpay sends it, sometimes any text: the signature covers bytes, not meaning.
  return randomInt(2) === 0 ? JSON.stringify(event) : randomText(TEXT, 1, 200);
}

const ours = {
  payment: (orderId: string, paymentId: string, signature: string, secret: string) =>
    verifyPaymentSignature({ orderId, paymentId, signature, keySecret: secret }),
  // The raw body arrives as bytes; the SDK is handed the same text.
  webhook: (body: string, signature: string, secret: string) =>
    verifyWebhookSignature(Buffer.from(body, 'utf8'), signature, secret),
};

const sdk = {
  payment: (orderId: string, paymentId: string, signature: string, secret: string) =>
    validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, secret),
  webhook: (body: string, signature: string, secret: string) => validateWebhookSignature(body, signature, secret),
};

describe('Razorpay signatures', () => {
  it('accept exactly what the official SDK accepts, over 1 000 random cases and their one-character tamperings', () => {
    const disagreements: string[] = [];
    const tally = { accepted: 0, refused: 0 };
    const compare = (label: string, mine: boolean, theirs: boolean) => {
      tally[theirs ? 'accepted' : 'refused'] += 1;
      if (mine !== theirs) disagreements.push(`${label}: ours ${mine}, SDK ${theirs}`);
    };

    for (let round = 0; round < 1000; round += 1) {
      const orderId = `order_${randomText(ALNUM, 14, 14)}`;
      const paymentId = `pay_${randomText(ALNUM, 14, 14)}`;
      const keySecret = randomText(TEXT, 1, 40);
      const signature = paymentSignature(orderId, paymentId, keySecret);
      const paymentCases: [string, string, string, string, string][] = [
        ['genuine', orderId, paymentId, signature, keySecret],
        ['order id changed', tamper(orderId, ALNUM), paymentId, signature, keySecret],
        ['payment id changed', orderId, tamper(paymentId, ALNUM), signature, keySecret],
        ['signature changed', orderId, paymentId, tamper(signature, SIGNATURE_CHARS), keySecret],
        ['secret changed', orderId, paymentId, signature, tamper(keySecret, TEXT)],
        ['signature in capitals', orderId, paymentId, signature.toUpperCase(), keySecret],
        ['signature cut short', orderId, paymentId, signature.slice(0, randomInt(64)), keySecret],
        ['signature with a character more', orderId, paymentId, signature + pick('0a '), keySecret],
        ['ids swapped', paymentId, orderId, signature, keySecret],
      ];
      for (const [label, order, pay, sig, secret] of paymentCases) {
        compare(
          `payment ${round} ${label}`,
          ours.payment(order, pay, sig, secret),
          sdk.payment(order, pay, sig, secret),
        );
      }

      const body = randomBody();
      const webhookSecret = randomText(TEXT, 1, 40);
      const bodySignature = webhookSignature(body, webhookSecret);
      const webhookCases: [string, string, string, string][] = [
        ['genuine', body, bodySignature, webhookSecret],
        ['body changed', tamper(body, TEXT), bodySignature, webhookSecret],
        ['signature changed', body, tamper(bodySignature, SIGNATURE_CHARS), webhookSecret],
        ['secret changed', body, bodySignature, tamper(webhookSecret, TEXT)],
        ['signature in capitals', body, bodySignature.toUpperCase(), webhookSecret],
        ['random signature', body, randomBytes(32).toString('hex'), webhookSecret],
        ['empty signature', body, '', webhookSecret],
      ];
      for (const [label, text, sig, secret] of webhookCases) {
        compare(`webhook ${round} ${label}`, ours.webhook(text, sig, secret), sdk.webhook(text, sig, secret));
      }
    }

    expect(disagreements.slice(0, 20), disagreements.slice(0, 20).join('\n')).toEqual([]);
    // Every genuine case was accepted and every tampered one refused (else the comparison proved little).
    expect(tally.accepted).toBe(2000);
    expect(tally.refused).toBe(14_000);
  });

  it('refuses what is not 64 lowercase hex digits without throwing', () => {
    for (const signature of ['', 'zz', 'g'.repeat(64), ' '.repeat(64), 'é'.repeat(32)]) {
      expect(verifyWebhookSignature(Buffer.from('{}'), signature, 'secret')).toBe(false);
    }
  });
});
