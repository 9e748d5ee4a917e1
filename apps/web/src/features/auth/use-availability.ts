import { useEffect, useState } from 'react';
import { authRoutes, type DuplicateCheckField } from '@foursight/shared/contract/auth';
import { api } from '@/lib/api-client';

export type AvailabilityStatus = 'idle' | 'checking' | 'available' | 'unavailable' | 'error';

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
        .catch(() => {
          if (!controller.signal.aborted)
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
