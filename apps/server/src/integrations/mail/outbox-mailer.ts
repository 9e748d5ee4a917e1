import type { Mailer } from './mailer.ts';

/**
 * No delivery configured: the message stays in outbound_messages, readable by
 * the platform admin, so a fresh install loses nothing and sends nothing.
 */
export function createOutboxMailer(): Mailer {
  return {
    transport: 'outbox',
    send: () => Promise.resolve({ providerMessageId: null }),
    close: () => undefined,
  };
}
