import type { z } from 'zod';
import type { EmailTemplate, EmailTemplateInputSchema } from '@foursight/shared/contract/templates';
import {
  DEFAULT_COMPLETION_TEMPLATE,
  DEFAULT_INVITATION_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  DEFAULT_ROUND_INVITATION_TEMPLATE,
  fillTemplate,
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
 * The template a SWOT's invitations use: the chosen one (which must be the
 * company's), else the company's default invitation.
 */
export async function findInvitationTemplate(
  db: Database,
  companyId: string,
  id: string | null | undefined,
): Promise<EmailTemplate | null> {
  if (id) {
    const row = await repository.findTemplate(db, companyId, id);
    if (!row)
      throw new AppError('VALIDATION_FAILED', 'Choose one of your e-mail templates.', {
        emailTemplate: 'Choose one of your e-mail templates.',
      });
    return toTemplate(row);
  }
  const row = await repository.findDefaultInvitation(db, companyId);
  return row ? toTemplate(row) : null;
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

const BUILT_IN = {
  swot_reminder: DEFAULT_REMINDER_TEMPLATE,
  swot_completion: DEFAULT_COMPLETION_TEMPLATE,
  round_invitation: DEFAULT_ROUND_INVITATION_TEMPLATE,
} as const;

/**
 * The template for a SWOT's automatic mails (and a later round's
 * invitations): the company's active one of the type (its default first),
 * else the product's built-in text, so a company that never wrote one still
 * reminds, thanks and invites its people.
 */
export async function findLifecycleTemplate(
  db: Database,
  companyId: string,
  type: keyof typeof BUILT_IN,
): Promise<Pick<EmailTemplate, 'subject' | 'htmlContent' | 'textContent'>> {
  const row = await repository.findDefaultOfType(db, companyId, type);
  if (row) return toTemplate(row);
  return BUILT_IN[type];
}
