import { CreateOrderRequestSchema } from '@foursight/shared/contract/billing';
import { MAX_CREDIT_QUANTITY, MIN_CREDIT_QUANTITY } from '@foursight/shared/domain/pricing';

/** The order's own rule for a credit quantity (the credits branch of the create-order body). */
const CREDIT_QUANTITY = CreateOrderRequestSchema.options[0].shape.quantity;

/**
 * The credit quantity as typed (spec part 2 §5: a number input, 1 to 1000,
 * coerced to at least 1, pay disabled below 1): while typing, whatever is in
 * the box is checked against the order's own schema, so Pay is disabled with
 * the reason shown; leaving the box puts a usable number back.
 */
export function readQuantity(text: string): { quantity: number; error?: never } | { quantity?: never; error: string } {
  if (text.trim() === '')
    return { error: `Enter how many credits to buy (${MIN_CREDIT_QUANTITY} to ${MAX_CREDIT_QUANTITY}).` };
  const value = Number(text);
  const parsed = CREDIT_QUANTITY.safeParse(value);
  if (parsed.success) return { quantity: parsed.data };
  if (Number.isNaN(value))
    return { error: `Enter a whole number from ${MIN_CREDIT_QUANTITY} to ${MAX_CREDIT_QUANTITY}.` };
  return { error: parsed.error.issues[0]?.message ?? 'Enter a whole number of credits.' };
}

/** What leaving the box makes of it: a whole number, at least 1, at most 1000. */
export function coerceQuantity(text: string): number {
  const value = Math.floor(Number(text));
  if (!Number.isFinite(value) || value < MIN_CREDIT_QUANTITY) return MIN_CREDIT_QUANTITY;
  return Math.min(MAX_CREDIT_QUANTITY, value);
}
