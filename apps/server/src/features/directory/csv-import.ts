import Papa from 'papaparse';
import { z } from 'zod';
import {
  DepartmentNameSchema,
  DirectoryUserInputSchema,
  type CsvRowResult,
} from '@foursight/shared/contract/directory';
import { CSV_MAX_ROWS } from '@foursight/shared/domain/directory';
import { normalizeKey } from '@foursight/shared/domain/identity';
import { AppError } from '@foursight/shared/errors';

/** A CSV row may leave the department empty: the org chart shows such people as "Unassigned". */
const CsvRowSchema = DirectoryUserInputSchema.extend({
  department: z.union([z.literal(''), DepartmentNameSchema]).default(''),
});

export interface ValidCsvRow {
  row: number;
  fullName: string;
  designation: string;
  email: string;
  emailKey: string;
  phoneNumber: string;
  department: string;
}

export interface ParsedCsv {
  valid: ValidCsvRow[];
  rejected: CsvRowResult[];
}

type Column = 'fullName' | 'designation' | 'email' | 'phoneNumber' | 'department';

/** Header names accepted for each column, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<string, Column> = {
  fullname: 'fullName',
  name: 'fullName',
  designation: 'designation',
  title: 'designation',
  emailid: 'email',
  email: 'email',
  emailaddress: 'email',
  phonenumber: 'phoneNumber',
  phone: 'phoneNumber',
  mobile: 'phoneNumber',
  department: 'department',
};

/**
 * Reads the directory CSV (columns Full Name, Designation, Email ID, Phone
 * Number, Department) with a real CSV parser: quoted commas and line breaks,
 * a byte-order mark, CRLF and blank lines are all handled. Every row is
 * validated; a repeated e-mail is rejected in favour of its first row.
 * Row numbers are the spreadsheet's: the header is row 1.
 */
export function parseUserCsv(csvData: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(csvData.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  const columns = mapHeader(header ?? []);

  const dataRows = records
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (dataRows.length === 0) throw new AppError('VALIDATION_FAILED', 'The file has no rows to import.');
  if (dataRows.length > CSV_MAX_ROWS) {
    throw new AppError(
      'VALIDATION_FAILED',
      `The file has ${dataRows.length} rows; at most ${CSV_MAX_ROWS} can be imported at once. Split it and upload the parts.`,
    );
  }

  const malformedRows = new Map<number, string>();
  for (const error of parsed.errors) {
    // error.row indexes parsed.data, where the header is 0: a row's spreadsheet number minus one.
    if (error.row !== undefined) malformedRows.set(error.row, error.message);
  }

  const valid: ValidCsvRow[] = [];
  const rejected: CsvRowResult[] = [];
  const firstRowByEmail = new Map<string, number>();
  for (const { cells, row } of dataRows) {
    const fields = Object.fromEntries(
      Object.entries(columns).map(([column, index]) => [column, cells[index] ?? '']),
    ) as Partial<Record<Column, string>>;
    const email = (fields.email ?? '').trim();
    const malformed = malformedRows.get(row - 1);
    if (malformed) {
      rejected.push({ row, status: 'rejected', email, reason: `Malformed CSV: ${malformed}` });
      continue;
    }
    const result = CsvRowSchema.safeParse(fields);
    if (!result.success) {
      rejected.push({ row, status: 'rejected', email, reason: describeIssues(result.error) });
      continue;
    }
    const emailKey = normalizeKey(result.data.email);
    const firstRow = firstRowByEmail.get(emailKey);
    if (firstRow !== undefined) {
      rejected.push({ row, status: 'rejected', email, reason: `Same e-mail as row ${firstRow}` });
      continue;
    }
    firstRowByEmail.set(emailKey, row);
    valid.push({ row, ...result.data, emailKey });
  }
  return { valid, rejected };
}

function mapHeader(header: string[]): Partial<Record<Column, number>> {
  const columns: Partial<Record<Column, number>> = {};
  header.forEach((name, index) => {
    const column = HEADER_ALIASES[name.toLowerCase().replace(/[^a-z]/g, '')];
    if (column && columns[column] === undefined) columns[column] = index;
  });
  if (columns.fullName === undefined || columns.email === undefined) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The first row must name the columns: Full Name, Designation, Email ID, Phone Number, Department. Download the template to start from.',
    );
  }
  return columns;
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => issue.message).join('; ');
}
