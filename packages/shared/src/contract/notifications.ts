import { z } from 'zod';
import { defineRoutes } from './route.ts';

export const WhatsAppSettingSchema = z.object({
  enabled: z.boolean(),
  /** The plan includes WhatsApp. */
  includedInPlan: z.boolean(),
  /** The platform has a WhatsApp sender configured. */
  configured: z.boolean(),
});
export type WhatsAppSetting = z.infer<typeof WhatsAppSettingSchema>;

export const OutboundMessageSchema = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  channel: z.enum(['email', 'whatsapp']),
  recipient: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  transport: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboundMessage = z.infer<typeof OutboundMessageSchema>;

export const notificationRoutes = defineRoutes({
  getWhatsApp: {
    method: 'GET',
    path: '/api/notifications/whatsapp',
    auth: 'organiser',
    response: WhatsAppSettingSchema,
  },
  setWhatsApp: {
    method: 'PUT',
    path: '/api/notifications/whatsapp',
    auth: 'organiser',
    role: 'owner',
    body: z.object({ enabled: z.boolean() }),
    response: WhatsAppSettingSchema,
  },
  /** Platform admin: the latest outgoing messages (with the outbox transport, this is where they are read). */
  listMessages: {
    method: 'GET',
    path: '/api/admin/messages',
    auth: 'admin',
    query: z.object({ status: z.enum(['queued', 'sent', 'failed']).optional() }),
    response: z.object({ messages: z.array(OutboundMessageSchema) }),
  },
});
