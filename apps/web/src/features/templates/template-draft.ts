import type { EmailTemplate } from '@foursight/shared/contract/templates';
import { builtInTemplate } from '@foursight/shared/domain/built-in-templates';
import type { Language } from '@foursight/shared/domain/languages';
import type { BuiltInTemplateType, TemplateType } from '@foursight/shared/domain/templates';

/** What the editor holds: a template being written, new (id null) or existing. */
export interface TemplateDraft {
  id: string | null;
  name: string;
  subject: string;
  htmlContent: string;
  textContent: string;
  type: TemplateType;
  language: Language;
  isActive: boolean;
}

export const EMPTY_DRAFT: TemplateDraft = {
  id: null,
  name: '',
  subject: '',
  htmlContent: '',
  textContent: '',
  type: 'swot_invitation',
  language: 'en',
  isActive: true,
};

/** Foursight's own invitation as a new template (in English unless another language is asked for). */
export function draftFromDefault(language: Language = 'en'): TemplateDraft {
  return { ...EMPTY_DRAFT, ...builtInTemplate('swot_invitation', language), language, name: 'SWOT invitation' };
}

/** The draft with Foursight's own words for its type and language (a general template has none): its name stays. */
export function withBuiltInText(draft: TemplateDraft): TemplateDraft {
  if (draft.type === 'general') return draft;
  const { subject, htmlContent, textContent } = builtInTemplate(
    draft.type satisfies BuiltInTemplateType,
    draft.language,
  );
  return { ...draft, subject, htmlContent, textContent };
}

export function draftFromTemplate(template: EmailTemplate): TemplateDraft {
  const { id, name, subject, htmlContent, textContent, type, isActive } = template;
  return { id, name, subject, htmlContent, textContent, type, language: template.language ?? 'en', isActive };
}

/** Nothing written yet: no subject and no body (the Preview tab then shows the default invitation). */
export function isBlankDraft(draft: TemplateDraft): boolean {
  return !draft.subject.trim() && !draft.htmlContent.trim() && !draft.textContent.trim();
}
