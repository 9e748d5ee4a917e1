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

/** "Name <address>", with the name quoted when it needs to be. */
export function formatAddress(name: string, address: string): string {
  if (!name) return address;
  const safe = name.replace(/["\\\r\n]/g, '');
  return `"${safe}" <${address}>`;
}
