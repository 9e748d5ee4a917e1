/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a tab or
 * carriage return before one) is neutralised with a leading apostrophe
 * (OWASP "CSV injection"): a participant's answer "=HYPERLINK(...)" opens
 * as text in Excel, LibreOffice and Google Sheets.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
