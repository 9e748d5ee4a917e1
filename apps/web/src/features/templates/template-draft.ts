import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { DEFAULT_INVITATION_TEMPLATE, type TemplateType } from '@foursight/shared/domain/templates';

/** What the editor holds: a template being written, new (id null) or existing. */
export interface TemplateDraft {
  id: string | null;
  name: string;
  subject: string;
  htmlContent: string;
  textContent: string;
  type: TemplateType;
  isActive: boolean;
}

export const EMPTY_DRAFT: TemplateDraft = {
  id: null,
  name: '',
  subject: '',
  htmlContent: '',
  textContent: '',
  type: 'swot_invitation',
  isActive: true,
};

export function draftFromDefault(): TemplateDraft {
  return { ...EMPTY_DRAFT, ...DEFAULT_INVITATION_TEMPLATE, name: 'SWOT invitation' };
}

export function draftFromTemplate(template: EmailTemplate): TemplateDraft {
  const { id, name, subject, htmlContent, textContent, type, isActive } = template;
  return { id, name, subject, htmlContent, textContent, type, isActive };
}

/** Nothing written yet: no subject and no body (the Preview tab then shows the default invitation). */
export function isBlankDraft(draft: TemplateDraft): boolean {
  return !draft.subject.trim() && !draft.htmlContent.trim() && !draft.textContent.trim();
}
