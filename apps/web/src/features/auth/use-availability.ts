import { useEffect, useState } from 'react';
import { authRoutes, type DuplicateCheckField } from '@foursight/shared/contract/auth';
import { ApiError, api } from '@/lib/api-client';

/** `deferred`: the server declined to check now (too many checks from this network); the submit still checks. */
export type AvailabilityStatus = 'idle' | 'checking' | 'available' | 'unavailable' | 'error' | 'deferred';

export interface Availability {
  status: AvailabilityStatus;
  message: string;
}

export const AVAILABILITY_DELAY_MS = 500;
const IDLE: Availability = { status: 'idle', message: '' };

/**
 * Whether a registration value is still free (spec part 1 §4): idle while
 * empty, checking from the first keystroke, and the server's answer 500 ms
 * after typing stops. A newer value cancels the older request.
 */
export function useAvailability(field: DuplicateCheckField, value: string): Availability {
  const trimmed = value.trim();
  const [result, setResult] = useState<Availability & { value: string }>({ ...IDLE, value: '' });

  useEffect(() => {
    if (!trimmed) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api(authRoutes.checkDuplicate, { body: { field, value: trimmed } }, { signal: controller.signal })
        .then((answer) =>
          setResult({
            status: answer.available ? 'available' : 'unavailable',
            message: answer.message,
            value: trimmed,
          }),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          // Not a reason to block the form: registration itself refuses a taken value.
          if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
            setResult({ status: 'deferred', message: 'We will check this when you submit.', value: trimmed });
            return;
          }
          setResult({ status: 'error', message: 'Unable to verify availability.', value: trimmed });
        });
    }, AVAILABILITY_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [field, trimmed]);

  if (!trimmed) return IDLE;
  // An answer about an older value says nothing about this one.
  if (result.value !== trimmed) return { status: 'checking', message: 'Checking availability...' };
  return { status: result.status, message: result.message };
}
