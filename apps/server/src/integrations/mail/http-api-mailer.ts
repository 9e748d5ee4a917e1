import { formatAddress, type Mailer } from './mailer.ts';

const TIMEOUT_MS = 15_000;

/**
 * Resend's REST API (POST /emails with a bearer key; answers {id}). The base
 * URL is configurable, which is also how tests point it at a local server.
 */
export function createHttpApiMailer(baseUrl: string, apiKey: string, from: string): Mailer {
  const endpoint = new URL('emails', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    transport: 'http-api',
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [formatAddress(message.toName, message.to)],
          subject: message.subject,
          ...(message.html ? { html: message.html } : {}),
          text: message.text,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as { id?: string; message?: string } | null;
      if (!response.ok) {
        throw new Error(`E-mail API answered ${response.status}: ${body?.message ?? response.statusText}`);
      }
      return { providerMessageId: body?.id ?? null };
    },
    close: () => undefined,
  };
}
