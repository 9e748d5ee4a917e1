import Papa from 'papaparse';
import { CSV_PREVIEW_ROWS } from '@foursight/shared/domain/directory';

export interface CsvPreview {
  headers: string[];
  rows: string[][];
  /** Data rows in the file, blank lines not counted. */
  totalRows: number;
}

/** The first line as headers and the first five data rows, read with the same parser the server uses. */
export function previewCsv(text: string): CsvPreview {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...rows] = parsed.data;
  return { headers, rows: rows.slice(0, CSV_PREVIEW_ROWS), totalRows: rows.length };
}

/** A file is accepted as CSV by its type or, when the browser gives none, its extension. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}
