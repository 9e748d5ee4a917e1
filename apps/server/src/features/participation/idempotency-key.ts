import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema } from '@foursight/shared/contract/participation';
import { AppError } from '@foursight/shared/errors';

const HEADER_FORMAT = 'The Idempotency-Key header must be 16 to 100 letters, digits, "-" or "_".';
const KEYS_DIFFER =
  'The Idempotency-Key header and the idempotencyKey field differ; send one key, or the same in both.';

/**
 * The key from the body or the Idempotency-Key header, under the same format
 * rule. Both may be sent, but must agree: two different keys mean the caller
 * is confused about which submission this is, and guessing could merge two
 * answers or store a retry twice.
 */
export function pickIdempotencyKey(
  fromBody: string | undefined,
  header: string | string[] | undefined,
): string | undefined {
  if (header === undefined) return fromBody;
  const parsed = IdempotencyKeySchema.safeParse(header);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', HEADER_FORMAT, { [IDEMPOTENCY_KEY_HEADER]: HEADER_FORMAT });
  if (fromBody !== undefined && fromBody !== parsed.data) {
    throw new AppError('VALIDATION_FAILED', KEYS_DIFFER, { idempotencyKey: KEYS_DIFFER });
  }
  return parsed.data;
}
