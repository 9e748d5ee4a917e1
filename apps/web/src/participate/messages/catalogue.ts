import type { en } from './en';

/**
 * A message that depends on a count: one text per plural category of the
 * language (Intl.PluralRules), `other` always. Hindi and Bengali say `one`
 * for 0 and 1, English and Marathi for 1 only.
 */
export type PluralMessage = { readonly other: string } & {
  readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

export type MessageKey = keyof typeof en;

/**
 * A language's messages: every key of English, a plain text where English
 * has one, a plural where English has one. `{name}` is a placeholder the
 * page fills in (a number, a name, a date), in whatever order the language needs.
 */
export type Messages = {
  readonly [Key in MessageKey]: (typeof en)[Key] extends string ? string : PluralMessage;
};
