import nodemailer from 'nodemailer';
import { formatAddress, type Mailer } from './mailer.ts';

/** SMTP through nodemailer, one pooled connection set per process. */
export function createSmtpMailer(url: string, from: string): Mailer {
  // Pooled connections: a batch of invitations reuses a few sessions instead of one per message.
  const pooled = new URL(url);
  pooled.searchParams.set('pool', 'true');
  pooled.searchParams.set('maxConnections', '3');
  const transport = nodemailer.createTransport(pooled.toString());
  return {
    transport: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: formatAddress(message.toName, message.to),
        subject: message.subject,
        html: message.html || undefined,
        text: message.text,
      });
      return { providerMessageId: info.messageId || null };
    },
    close: () => transport.close(),
  };
}
