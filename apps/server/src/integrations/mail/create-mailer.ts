import type { MailConfig } from '../../config.ts';
import { createHttpApiMailer } from './http-api-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

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
