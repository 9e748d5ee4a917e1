const RULES = new Intl.PluralRules('en-IN');

/** "1 analysis", "3 analyses", "0 responses": a count with its noun in the right number. */
export function countOf(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en-IN')} ${RULES.select(count) === 'one' ? one : other}`;
}
