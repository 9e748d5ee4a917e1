import type { Language, MailLanguage } from './languages.ts';
import { HINDI_TEMPLATES } from './templates-hi.ts';
import { ENGLISH_TEMPLATES, type BuiltInTemplateType, type TemplateContent } from './templates.ts';

const BUILT_IN: Record<MailLanguage, Record<BuiltInTemplateType, TemplateContent>> = {
  en: ENGLISH_TEMPLATES,
  hi: HINDI_TEMPLATES,
};

/** Whether Foursight has written its mails in this language (else a SWOT in it falls back to English ones). */
export function hasBuiltInMails(language: Language): language is MailLanguage {
  return language in BUILT_IN;
}

/**
 * Foursight's own text of a mail in a language: what a company that keeps no template of the type in that
 * language sends, and what "Use Default Template" fills the editor with. English where none is written.
 */
export function builtInTemplate(type: BuiltInTemplateType, language: Language): TemplateContent {
  return BUILT_IN[hasBuiltInMails(language) ? language : 'en'][type];
}
