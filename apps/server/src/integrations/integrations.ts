import type { Config } from '../config.ts';
import type { AiClient } from './ai/ai-client.ts';
import { createOpenAiClient } from './ai/openai-client.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import { createRazorpayGateway } from './payments/razorpay-gateway.ts';
import { createWhatsAppClient, type WhatsAppClient } from './whatsapp/whatsapp-client.ts';

/** The outside services the configuration asks for, built once per process. */
export function createIntegrations(config: Config): {
  mailer: Mailer;
  whatsapp: WhatsAppClient | null;
  ai: AiClient;
  payments: PaymentGateway | null;
} {
  return {
    mailer: createMailer(config.mail),
    whatsapp: config.whatsapp ? createWhatsAppClient(config.whatsapp) : null,
    ai: createOpenAiClient(config.ai),
    payments: config.payments ? createRazorpayGateway(config.payments) : null,
  };
}
