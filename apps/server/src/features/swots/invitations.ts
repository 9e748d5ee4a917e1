import type { EmailTemplate } from '@foursight/shared/contract/templates';
import type { Language } from '@foursight/shared/domain/languages';
import { mailDate, type TemplateValues } from '@foursight/shared/domain/templates';
import type { Participant } from '../directory/directory.service.ts';
import type { EmailToSend } from '../notifications/notifications.service.ts';
import { prepareTemplate } from '../templates/templates.service.ts';

/**
 * "14 March 2027, 09:00 (Asia/Kolkata)": the schedule as the organiser typed it, the date in the language
 * of the mail it goes into ("14 मार्च 2027, 09:00 (Asia/Kolkata)" in Hindi).
 */
export function describeWallTime(date: string, time: string, timezone: string, language: Language = 'en'): string {
  return `${mailDate(date, language)}, ${time} (${timezone})`;
}

export function participationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/participate/${token}`;
}

/** One invitation e-mail per person, from the company's template, each with the person's own link (a SWOT's or a later round's). */
export function buildInvitations<P extends Pick<Participant, 'fullName' | 'email'>>(
  template: Pick<EmailTemplate, 'subject' | 'htmlContent' | 'textContent'>,
  people: P[],
  context: {
    companyId: string;
    values: Omit<TemplateValues, 'participantName' | 'swotLink'>;
    linkFor: (person: P) => string;
  },
): EmailToSend[] {
  const render = prepareTemplate(template);
  return people.map((person) => {
    const message = render({ ...context.values, swotLink: context.linkFor(person), participantName: person.fullName });
    return {
      companyId: context.companyId,
      to: person.email,
      toName: person.fullName,
      subject: message.subject,
      html: message.html,
      text: message.text,
    };
  });
}
