import { useState } from 'react';
import { TestAiKeyRequestSchema } from '@foursight/shared/contract/settings';
import { describeError } from '@/lib/api-client';
import { useTestAiKey } from './use-settings';

export type AiKeyTestStatus =
  { state: 'idle' } | { state: 'testing' } | { state: 'done'; ok: boolean; message: string };

/**
 * Test key's state for the key field: the typed key, or the saved one when
 * nothing is typed. A typed value that cannot be a key is answered here from
 * the contract's own schema, without a call. `clear` forgets a result (and
 * ignores a test still running) once the typed key changes.
 */
export function useAiKeyTest() {
  const mutation = useTestAiKey();
  const [invalid, setInvalid] = useState<string | null>(null);

  function run(typedKey: string) {
    // Nothing typed sends no key: the server then tests the saved one.
    const parsed = TestAiKeyRequestSchema.safeParse(typedKey ? { openaiApiKey: typedKey } : {});
    if (!parsed.success) {
      mutation.reset();
      setInvalid(parsed.error.issues[0]?.message ?? 'That does not look like an API key');
      return;
    }
    setInvalid(null);
    mutation.mutate(parsed.data);
  }

  function clear() {
    setInvalid(null);
    if (!mutation.isIdle) mutation.reset();
  }

  const status: AiKeyTestStatus = invalid
    ? { state: 'done', ok: false, message: invalid }
    : mutation.isPending
      ? { state: 'testing' }
      : mutation.data
        ? { state: 'done', ok: mutation.data.ok, message: mutation.data.message }
        : mutation.error
          ? {
              state: 'done',
              ok: false,
              message: describeError(
                mutation.error,
                'The key could not be tested. Check your connection and try again.',
              ),
            }
          : { state: 'idle' };
  return { status, run, clear };
}
