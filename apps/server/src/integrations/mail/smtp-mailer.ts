import type { Transporter } from 'nodemailer';
import { formatAddress, type Mailer } from './mailer.ts';

/** SMTP through nodemailer, one pooled connection set per process, made (and nodemailer loaded) at the first message. */
export function createSmtpMailer(url: string, from: string): Mailer {
  // Pooled connections: a batch of invitations reuses a few sessions instead of one per message.
  const pooled = new URL(url);
  pooled.searchParams.set('pool', 'true');
  pooled.searchParams.set('maxConnections', '3');
  let transport: Promise<Transporter> | null = null;
  const connect = async () => (await import('nodemailer')).default.createTransport(pooled.toString());
  // A failed start is not kept: the next message tries again (and the delivery job records why).
  const opened = () =>
    (transport ??= connect().catch((error: unknown) => {
      transport = null;
      throw error;
    }));
  return {
    transport: 'smtp',
    async send(message) {
      const info = await (
        await opened()
      ).sendMail({
        from,
        to: formatAddress(message.toName, message.to),
        subject: message.subject,
        html: message.html || undefined,
        text: message.text,
      });
      return { providerMessageId: info.messageId || null };
    },
    close: () =>
      void transport?.then(
        (open) => open.close(),
        () => undefined,
      ),
  };
}
