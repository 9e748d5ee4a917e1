import { localeOf, type Language } from './languages.ts';

export const TEMPLATE_TYPES = [
  'swot_invitation',
  'swot_reminder',
  'swot_completion',
  'round_invitation',
  'general',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
/** The types Foursight writes a text of its own for, in each of its mail languages (built-in-templates.ts). */
export type BuiltInTemplateType = Exclude<TemplateType, 'general'>;

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  swot_invitation: 'SWOT invitation',
  swot_reminder: 'SWOT reminder',
  swot_completion: 'SWOT completion',
  round_invitation: 'Second-round invitation',
  general: 'General',
};

/** The variables a template may use, as {{name}} (spec part 2 §3). */
export const TEMPLATE_VARIABLES = [
  'participantName',
  'swotTitle',
  'organizationName',
  'startDate',
  'endDate',
  'swotLink',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

/**
 * A calendar date (YYYY-MM-DD) as a mail in `language` writes it: "14 March 2027", "14 मार्च 2027" (the
 * language as spoken in India, with the digits 0-9).
 */
export function mailDate(date: string, language: Language): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString(language === 'en' ? 'en-GB' : localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The preview data with its dates written as a mail in `language` writes them. */
export function previewDataFor(language: Language): TemplateValues {
  return {
    ...DEFAULT_PREVIEW_DATA,
    startDate: mailDate('2027-04-01', language),
    endDate: mailDate('2027-04-15', language),
  };
}

/** What the live preview fills in (spec part 2 §3, "default preview data"). */
export const DEFAULT_PREVIEW_DATA: TemplateValues = {
  participantName: 'Priya Sharma',
  swotTitle: 'FY27 Strategy Review',
  organizationName: 'Acme Industries',
  startDate: '1 April 2027',
  endDate: '15 April 2027',
  swotLink: 'https://foursight.example/participate/preview',
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const VARIABLE_PATTERN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/**
 * Replaces {{variable}} with its value. In HTML the value is escaped, so a
 * participant named "<script>" stays text; unknown variables are left as
 * typed so the author sees the mistake in the preview.
 */
export function fillTemplate(template: string, values: TemplateValues, format: 'html' | 'text'): string {
  return template.replace(VARIABLE_PATTERN, (match, name: string) => {
    if (!(TEMPLATE_VARIABLES as readonly string[]).includes(name)) return match;
    const value = values[name as TemplateVariable];
    return format === 'html' ? escapeHtml(value) : value;
  });
}

export interface TemplateContent {
  name: string;
  subject: string;
  htmlContent: string;
  textContent: string;
  type: TemplateType;
}

/** Every company starts with this invitation; "Use Default Template" fills the editor with it. */
export const DEFAULT_INVITATION_TEMPLATE: TemplateContent = {
  name: 'SWOT invitation (default)',
  type: 'swot_invitation',
  subject: '{{organizationName}} would like your view: {{swotTitle}}',
  htmlContent: `<p>Hello {{participantName}},</p>
<p>{{organizationName}} is running a SWOT analysis, <strong>{{swotTitle}}</strong>, and your perspective matters.</p>
<p>It takes about ten minutes: tell us what you see as our strengths, weaknesses, opportunities and threats. Your answers are anonymous: nobody, including the organisers, can see who wrote what.</p>
<p>The analysis is open from <strong>{{startDate}}</strong> to <strong>{{endDate}}</strong>.</p>
<p><a href="{{swotLink}}">Share your view</a></p>
<p>If the button does not work, copy this link into your browser:<br>{{swotLink}}</p>
<p>Thank you,<br>{{organizationName}}</p>`,
  textContent: `Hello {{participantName}},

{{organizationName}} is running a SWOT analysis, "{{swotTitle}}", and your perspective matters.

It takes about ten minutes: tell us what you see as our strengths, weaknesses, opportunities and threats. Your answers are anonymous: nobody, including the organisers, can see who wrote what.

The analysis is open from {{startDate}} to {{endDate}}.

Share your view: {{swotLink}}

Thank you,
{{organizationName}}`,
};

/** What a reminder says when the company has no active `swot_reminder` template of its own. */
export const DEFAULT_REMINDER_TEMPLATE: TemplateContent = {
  name: 'SWOT reminder (default)',
  type: 'swot_reminder',
  subject: 'Reminder: {{swotTitle}} closes {{endDate}}',
  htmlContent: `<p>Hello {{participantName}},</p>
<p>{{organizationName}}'s SWOT analysis <strong>{{swotTitle}}</strong> closes on <strong>{{endDate}}</strong>, and we have not heard from you yet. Your answer is anonymous.</p>
<p><a href="{{swotLink}}">Share your view</a></p>
<p>If the button does not work, copy this link into your browser:<br>{{swotLink}}</p>
<p>Thank you,<br>{{organizationName}}</p>`,
  textContent: `Hello {{participantName}},

{{organizationName}}'s SWOT analysis "{{swotTitle}}" closes on {{endDate}}, and we have not heard from you yet. Your answer is anonymous.

Share your view: {{swotLink}}

Thank you,
{{organizationName}}`,
};

/** What the completion mail says when the company has no active `swot_completion` template of its own. */
export const DEFAULT_COMPLETION_TEMPLATE: TemplateContent = {
  name: 'SWOT completion (default)',
  type: 'swot_completion',
  subject: '{{swotTitle}} has closed: thank you',
  htmlContent: `<p>Hello {{participantName}},</p>
<p>{{organizationName}}'s SWOT analysis <strong>{{swotTitle}}</strong> closed on {{endDate}}. Thank you to everyone who took part.</p>
<p>Thank you,<br>{{organizationName}}</p>`,
  textContent: `Hello {{participantName}},

{{organizationName}}'s SWOT analysis "{{swotTitle}}" closed on {{endDate}}. Thank you to everyone who took part.

Thank you,
{{organizationName}}`,
};

/** What a second round's invitation says when the company has no active `round_invitation` template of its own. */
export const DEFAULT_ROUND_INVITATION_TEMPLATE: TemplateContent = {
  name: 'Second-round invitation (default)',
  type: 'round_invitation',
  subject: 'Which of these matter most? {{swotTitle}}, second round',
  htmlContent: `<p>Hello {{participantName}},</p>
<p>Thank you for your view on <strong>{{swotTitle}}</strong>. {{organizationName}} has gathered what everyone said into themes, and now asks you to rate how much each one matters.</p>
<p>It takes about five minutes. Your ratings are anonymous: nobody, including the organisers, can see how you voted, and the results stay hidden until the round closes.</p>
<p>The round is open from <strong>{{startDate}}</strong> to <strong>{{endDate}}</strong>.</p>
<p><a href="{{swotLink}}">Rate the themes</a></p>
<p>If the button does not work, copy this link into your browser:<br>{{swotLink}}</p>
<p>Thank you,<br>{{organizationName}}</p>`,
  textContent: `Hello {{participantName}},

Thank you for your view on "{{swotTitle}}". {{organizationName}} has gathered what everyone said into themes, and now asks you to rate how much each one matters.

It takes about five minutes. Your ratings are anonymous: nobody, including the organisers, can see how you voted, and the results stay hidden until the round closes.

The round is open from {{startDate}} to {{endDate}}.

Rate the themes: {{swotLink}}

Thank you,
{{organizationName}}`,
};

/** The built-in mails in English. */
export const ENGLISH_TEMPLATES: Record<BuiltInTemplateType, TemplateContent> = {
  swot_invitation: DEFAULT_INVITATION_TEMPLATE,
  swot_reminder: DEFAULT_REMINDER_TEMPLATE,
  swot_completion: DEFAULT_COMPLETION_TEMPLATE,
  round_invitation: DEFAULT_ROUND_INVITATION_TEMPLATE,
};
