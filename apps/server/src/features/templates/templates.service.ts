import type { z } from 'zod';
import type { EmailTemplate, EmailTemplateInputSchema } from '@foursight/shared/contract/templates';
import { builtInTemplate, hasBuiltInMails } from '@foursight/shared/domain/built-in-templates';
import { readLanguage, type Language } from '@foursight/shared/domain/languages';
import {
  DEFAULT_INVITATION_TEMPLATE,
  fillTemplate,
  type BuiltInTemplateType,
  type TemplateValues,
} from '@foursight/shared/domain/templates';
import { AppError } from '@foursight/shared/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import type { UserSession } from '../../http/session.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { htmlToText, sanitizeTemplateHtml } from './template-html.ts';
import * as repository from './templates.repository.ts';

type TemplateInput = z.output<typeof EmailTemplateInputSchema>;

const NOT_FOUND = 'That template does not exist in your account.';

function toTemplate(row: repository.TemplateRow): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    htmlContent: row.htmlContent,
    textContent: row.textContent,
    type: row.type,
    language: readLanguage(row.language),
    isActive: row.isActive,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Sanitises the HTML and fills in a missing text part, so what is stored is what is sent. */
function cleanInput(input: TemplateInput): repository.TemplateValues {
  const htmlContent = sanitizeTemplateHtml(input.htmlContent);
  if (!htmlContent.trim() && !input.textContent.trim()) {
    throw new AppError('VALIDATION_FAILED', 'Write the message: an HTML or a text body is required.', {
      htmlContent: 'Write the message: an HTML or a text body is required.',
    });
  }
  return {
    name: input.name,
    subject: input.subject,
    htmlContent,
    textContent: input.textContent.trim() ? input.textContent : htmlToText(htmlContent),
    type: input.type,
    // Absent: the column's default on a new template, the stored language on an edited one.
    ...(input.language ? { language: input.language } : {}),
    isActive: input.isActive,
  };
}

/** Gives a new company its default invitation; called inside the registration transaction. */
export async function seedDefaultTemplates(db: Database, companyId: string): Promise<void> {
  await repository.insertTemplate(db, companyId, {
    ...DEFAULT_INVITATION_TEMPLATE,
    htmlContent: sanitizeTemplateHtml(DEFAULT_INVITATION_TEMPLATE.htmlContent),
    isActive: true,
    isDefault: true,
  });
}

export async function listTemplates(deps: AppDeps, session: UserSession): Promise<EmailTemplate[]> {
  return (await repository.listTemplates(deps.database.db, session.companyId)).map(toTemplate);
}

export async function createTemplate(deps: AppDeps, session: UserSession, input: TemplateInput, ip: string) {
  const values = cleanInput(input);
  return deps.database.db.transaction(async (tx) => {
    const row = await repository.insertTemplate(tx, session.companyId, values);
    await audit(tx, session, 'TEMPLATE_CREATED', row.id, ip);
    return toTemplate(row);
  });
}

export async function editTemplate(deps: AppDeps, session: UserSession, id: string, input: TemplateInput, ip: string) {
  const values = cleanInput(input);
  return deps.database.db.transaction(async (tx) => {
    const row = await repository.updateTemplate(tx, session.companyId, id, values, deps.now());
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await audit(tx, session, 'TEMPLATE_UPDATED', id, ip);
    return toTemplate(row);
  });
}

export async function removeTemplate(deps: AppDeps, session: UserSession, id: string, ip: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    if (!(await repository.deleteTemplate(tx, session.companyId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
    await audit(tx, session, 'TEMPLATE_DELETED', id, ip);
  });
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

/**
 * A template made ready for many recipients: sanitised once, then filled per
 * person with escaped values (escaping keeps the sanitised HTML safe).
 */
export function prepareTemplate(
  template: Pick<EmailTemplate, 'subject' | 'htmlContent' | 'textContent'>,
): (values: TemplateValues) => RenderedMessage {
  const safeHtml = sanitizeTemplateHtml(template.htmlContent);
  const textSource = template.textContent.trim() ? template.textContent : htmlToText(safeHtml);
  return (values) => ({
    subject: fillTemplate(template.subject, values, 'text').replace(/[\r\n]+/g, ' '),
    html: fillTemplate(safeHtml, values, 'html'),
    text: fillTemplate(textSource, values, 'text'),
  });
}

/**
 * A template filled in for one recipient. Values are escaped in the HTML and
 * the result is sanitised again, so nothing stored before a sanitiser fix
 * can reach an inbox unsanitised.
 */
export function renderTemplate(
  template: Pick<EmailTemplate, 'subject' | 'htmlContent' | 'textContent'>,
  values: TemplateValues,
): RenderedMessage {
  const html = sanitizeTemplateHtml(fillTemplate(template.htmlContent, values, 'html'));
  return {
    subject: fillTemplate(template.subject, values, 'text').replace(/[\r\n]+/g, ' '),
    html,
    text: template.textContent.trim() ? fillTemplate(template.textContent, values, 'text') : htmlToText(html),
  };
}

/**
 * A template to send: one of the company's (with its id) or Foursight's built-in text (without), and the
 * language it is written in, which the dates filled into it must be written in too.
 */
export type SendableTemplate = Pick<EmailTemplate, 'subject' | 'htmlContent' | 'textContent'> & {
  id?: string;
  language: Language;
};

/**
 * The template a SWOT's invitations use: the chosen one (which must be the company's, in whatever language
 * it is written), else the company's invitation in the SWOT's language, else Foursight's (see mailTemplate).
 */
export async function findInvitationTemplate(
  db: Database,
  companyId: string,
  id: string | null | undefined,
  language: Language,
): Promise<SendableTemplate> {
  if (id) {
    const row = await repository.findTemplate(db, companyId, id);
    if (!row)
      throw new AppError('VALIDATION_FAILED', 'Choose one of your e-mail templates.', {
        emailTemplate: 'Choose one of your e-mail templates.',
      });
    return sendable(row);
  }
  return mailTemplate(db, companyId, 'swot_invitation', language);
}

/**
 * The template for a SWOT's mails of a type (invitation, reminder, completion, a later round's invitation)
 * in the SWOT's language: the company's active one in that language (its default first), else Foursight's
 * own text in it. In a language Foursight has written no mails in, the company's English template comes
 * before Foursight's English text, so a company that wrote its own still sends its own words.
 */
export async function mailTemplate(
  db: Database,
  companyId: string,
  type: BuiltInTemplateType,
  language: Language,
): Promise<SendableTemplate> {
  const languages: Language[] = hasBuiltInMails(language) ? [language] : [language, 'en'];
  for (const candidate of languages) {
    const row = await repository.findTemplateOfType(db, companyId, type, candidate);
    if (row) return sendable(row);
  }
  return { ...builtInTemplate(type, language), language: hasBuiltInMails(language) ? language : 'en' };
}

function sendable(row: repository.TemplateRow): SendableTemplate {
  return { ...toTemplate(row), id: row.id, language: readLanguage(row.language) };
}

function audit(
  db: Database,
  session: UserSession,
  action: 'TEMPLATE_CREATED' | 'TEMPLATE_UPDATED' | 'TEMPLATE_DELETED',
  id: string,
  ip: string,
) {
  return recordAudit(db, {
    action,
    actorType: 'user',
    actorId: session.userId,
    companyId: session.companyId,
    entityType: 'email_template',
    entityId: id,
    ipAddress: ip,
  });
}
