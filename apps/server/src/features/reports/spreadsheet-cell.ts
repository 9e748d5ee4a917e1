/**
 * A CSV field a spreadsheet would read as a formula (=, +, -, @, or a tab or
 * carriage return before one) is neutralised with a leading apostrophe
 * (OWASP "CSV injection"): a participant's answer "=HYPERLINK(...)" opens
 * as text in Excel, LibreOffice and Google Sheets. CSV only: an XLSX cell
 * says its own type (textCell), and there the apostrophe would be part of
 * the text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Excel's default row: Calibri 11 on 15 points. */
const LINE_POINTS = 15;
/** Excel's tallest row. */
const MAX_ROW_POINTS = 409;

/**
 * The height a row of wrapped cells needs, estimated from its texts: a
 * column of width w holds about 1.1 w characters of Calibri 11 prose a line
 * (measured in LibreOffice: 49 to 53 at width 45, words kept whole). Set on
 * the row because a spreadsheet opened by LibreOffice (and printed from it)
 * keeps rows without a height at one line, and wrapped answers then overlap
 * the rows below. Null when every cell fits one line (the default height).
 */
export function wrappedRowHeight(cells: readonly { text: string; width: number }[]): number | null {
  let lines = 1;
  for (const { text, width } of cells) {
    const perLine = Math.max(1, Math.floor(width * 1.1));
    let count = 0;
    for (const paragraph of text.split('\n')) count += Math.max(1, Math.ceil(paragraph.length / perLine));
    lines = Math.max(lines, count);
  }
  return lines > 1 ? Math.min(MAX_ROW_POINTS, lines * LINE_POINTS) : null;
}

/**
 * A text as an XLSX cell value, exactly as typed. It is written as a string
 * cell (a value without a formula element), which no spreadsheet evaluates,
 * so "=SUM(A1)" or "+91 98450 11111" stays that text and needs no guard.
 * Text with line breaks goes in as rich text: exceljs writes a plain string
 * without shared strings as a formula result (t="str"), whose line breaks
 * LibreOffice drops, running lines together; rich text is an inline string,
 * whose breaks every reader keeps.
 */
export function textCell(text: string): string | { richText: { text: string }[] } {
  return text.includes('\n') ? { richText: [{ text }] } : text;
}
