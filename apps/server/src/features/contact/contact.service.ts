import type { ContactMessage } from '@foursight/shared/contract/admin';
import type { ContactRequestSchema } from '@foursight/shared/contract/contact';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { getSiteSettings } from '../cms/cms.service.ts';
import { dispatchMessages, storeEmails } from '../notifications/notifications.service.ts';
import * as repository from './contact.repository.ts';

/**
 * Stores the message, then e-mails it to the site's contact address (or the
 * platform admin's when none is set) through the mail pipeline, in the same
 * transaction: if mail is down the message is still in the admin console and
 * its e-mail waits in the outbox with its retries.
 */
export async function receiveContactMessage(
  deps: AppDeps,
  input: z.output<typeof ContactRequestSchema>,
  ip: string,
): Promise<void> {
  const site = await getSiteSettings(deps);
  const to = site.contactEmail || deps.config.admin.email;
  const name = `${input.firstName} ${input.lastName}`;
  const ids = await deps.database.db.transaction(async (tx) => {
    const row = await repository.insertContactMessage(tx, input);
    await recordAudit(tx, {
      action: 'CONTACT_MESSAGE_RECEIVED',
      actorType: 'anonymous',
      entityType: 'contact_message',
      entityId: row.id,
      ipAddress: ip,
    });
    return storeEmails(tx, [
      {
        companyId: null,
        to,
        toName: site.siteName,
        subject: `Contact form: ${name} (${input.company})`,
        text: `${name} <${input.email}> from ${input.company} wrote:\n\n${input.message}`,
        html: `<p><strong>${escapeHtml(name)}</strong> &lt;${escapeHtml(input.email)}&gt; from ${escapeHtml(
          input.company,
        )} wrote:</p><p>${escapeHtml(input.message).replace(/\n/g, '<br>')}</p>`,
      },
    ]);
  });
  await dispatchMessages(deps, ids);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export async function listContactMessages(deps: AppDeps): Promise<ContactMessage[]> {
  const rows = await repository.listContactMessages(deps.database.db, 200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
