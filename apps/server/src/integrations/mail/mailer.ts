import type { MailConfig } from '../../config.ts';
import { createHttpApiMailer } from './http-api-mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export interface MailMessage {
  to: string;
  toName: string;
  subject: string;
  html: string;
  text: string;
}

/** One way of delivering e-mail. send resolves with the provider's id for the message, or rejects with why not. */
export interface Mailer {
  readonly transport: 'smtp' | 'http-api' | 'outbox';
  send(message: MailMessage): Promise<{ providerMessageId: string | null }>;
  close(): void;
}

/** The mailer the configuration asks for (see MailConfig). */
export function createMailer(config: MailConfig): Mailer {
  switch (config.transport.kind) {
    case 'smtp':
      return createSmtpMailer(config.transport.url, config.from);
    case 'http-api':
      return createHttpApiMailer(config.transport.url, config.transport.apiKey, config.from);
    case 'outbox':
      return createOutboxMailer();
  }
}

/** "Name <address>", with the name quoted when it needs to be. */
export function formatAddress(name: string, address: string): string {
  if (!name) return address;
  const safe = name.replace(/["\\\r\n]/g, '');
  return `"${safe}" <${address}>`;
}
