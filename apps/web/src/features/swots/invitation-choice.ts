import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { hasBuiltInMails } from '@foursight/shared/domain/built-in-templates';
import type { Language } from '@foursight/shared/domain/languages';

type Listed = Pick<EmailTemplate, 'id' | 'name' | 'type' | 'isDefault' | 'language' | 'createdAt'>;

export interface InvitationChoice {
  /** The templates Create SWOT offers for this language, as the server would pick among them. */
  offered: Listed[];
  /** The one preselected: the default invitation, else the first invitation offered; empty for the built-in. */
  preselected: string;
  /** The language of Foursight's own invitation when no template of the company's is offered (else null). */
  builtIn: Language | null;
}

/**
 * What Create SWOT's template list offers for a SWOT in `language`, mirroring the server's choice
 * (templates.service.ts mailTemplate): the company's templates in that language; in a language Foursight has
 * written no mails in and the company has no invitation in, its English ones; Foursight's built-in invitation
 * when none of the offered is an invitation.
 */
export function invitationChoice(templates: readonly Listed[], language: Language): InvitationChoice {
  const inLanguage = (wanted: Language) => templates.filter((template) => (template.language ?? 'en') === wanted);
  const invitationsIn = (listed: Listed[]) => listed.filter((template) => template.type === 'swot_invitation');
  // As the server: a language without Foursight's mails falls back when the company keeps no invitation in it.
  const fallback = invitationsIn(inLanguage(language)).length === 0 && !hasBuiltInMails(language);
  const offered = inLanguage(fallback ? 'en' : language);
  // The default invitation, else the first written (the server's order), whatever order the list is in.
  const invitations = invitationsIn(offered).sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt),
  );
  const chosen = invitations[0];
  return {
    offered,
    preselected: chosen?.id ?? '',
    builtIn: chosen ? null : fallback ? 'en' : language,
  };
}
