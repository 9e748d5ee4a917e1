import type { WhatsAppConfig } from '../../config.ts';

const TIMEOUT_MS = 15_000;

export interface WhatsAppClient {
  /** Sends an approved template message with its body parameters, in order. */
  sendTemplate(to: string, parameters: string[]): Promise<{ providerMessageId: string | null }>;
}

/**
 * The WhatsApp Cloud API message endpoint: POST {base}/{phone-number-id}/messages
 * with a bearer token. Business-initiated messages must use an approved
 * template, so invitations go as one with the SWOT's details as parameters.
 */
export function createWhatsAppClient(config: WhatsAppConfig): WhatsAppClient {
  const base = config.apiUrl.endsWith('/') ? config.apiUrl : `${config.apiUrl}/`;
  const endpoint = new URL(`${encodeURIComponent(config.phoneNumberId)}/messages`, base);
  return {
    async sendTemplate(to, parameters) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: to.replace(/[^\d]/g, ''),
          type: 'template',
          template: {
            name: config.templateName,
            language: { code: config.language },
            components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as {
        messages?: { id: string }[];
        error?: { message?: string };
      } | null;
      if (!response.ok) {
        throw new Error(`WhatsApp answered ${response.status}: ${body?.error?.message ?? response.statusText}`);
      }
      return { providerMessageId: body?.messages?.[0]?.id ?? null };
    },
  };
}
