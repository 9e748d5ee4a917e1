import { z } from 'zod';
import { LANGUAGES } from '../domain/languages.ts';
import { TEMPLATE_TYPES } from '../domain/templates.ts';
import { defineRoutes } from './route.ts';

export const EmailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  textContent: z.string(),
  type: z.enum(TEMPLATE_TYPES),
  /** The language it is written in (issue 32): a SWOT's mails use a template of the SWOT's language. */
  language: z.enum(LANGUAGES).optional(),
  isActive: z.boolean(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EmailTemplate = z.infer<typeof EmailTemplateSchema>;

/** What the editor saves. The HTML is sanitised on the server; an empty text part is generated from it. */
export const EmailTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'Template name is required').max(120, 'Template name must be at most 120 characters'),
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
  htmlContent: z.string().max(100_000, 'The HTML body must be at most 100000 characters').default(''),
  textContent: z.string().max(50_000, 'The text body must be at most 50000 characters').default(''),
  type: z.enum(TEMPLATE_TYPES, { error: 'Choose a template type' }),
  /** Absent: English for a new template, unchanged for an edited one. */
  language: z.enum(LANGUAGES, { error: 'Choose a language from the list' }).optional(),
  isActive: z.boolean().default(true),
});
export type EmailTemplateInput = z.input<typeof EmailTemplateInputSchema>;

const IdParams = z.object({ id: z.uuid('Unknown template') });
const TemplateResponse = z.object({ success: z.boolean(), message: z.string(), template: EmailTemplateSchema });

export const templateRoutes = defineRoutes({
  listTemplates: {
    method: 'GET',
    path: '/api/email-templates',
    auth: 'organiser',
    response: z.object({ templates: z.array(EmailTemplateSchema) }),
  },
  createTemplate: {
    method: 'POST',
    path: '/api/email-templates',
    auth: 'organiser',
    body: EmailTemplateInputSchema,
    response: TemplateResponse,
  },
  updateTemplate: {
    method: 'PUT',
    path: '/api/email-templates/:id',
    auth: 'organiser',
    params: IdParams,
    body: EmailTemplateInputSchema,
    response: TemplateResponse,
  },
  deleteTemplate: {
    method: 'DELETE',
    path: '/api/email-templates/:id',
    auth: 'organiser',
    params: IdParams,
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
});
