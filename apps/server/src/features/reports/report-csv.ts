import Papa from 'papaparse';
import type { ResponseRow } from '../swots/response-batches.ts';
import { neutralise } from './spreadsheet-cell.ts';

const BOM = '\uFEFF';
const HEADER = ['Submitted at (UTC)', 'Strengths', 'Weaknesses', 'Opportunities', 'Threats'];

const encoder = new TextEncoder();

function rowOf(response: ResponseRow): string[] {
  return [
    response.submittedAt.toISOString(),
    neutralise(response.strengths),
    neutralise(response.weaknesses),
    neutralise(response.opportunities),
    neutralise(response.threats),
  ];
}

/**
 * The responses as CSV, made a batch at a time: a UTF-8 byte order mark (so
 * Excel reads Indian scripts as UTF-8), a header, then one row per response,
 * quoted by papaparse, every answer formula-neutralised.
 */
export async function* responsesCsv(batches: AsyncIterable<ResponseRow[]>): AsyncGenerator<Uint8Array> {
  yield encoder.encode(`${BOM}${Papa.unparse([HEADER], { newline: '\r\n' })}\r\n`);
  for await (const batch of batches) {
    yield encoder.encode(`${Papa.unparse(batch.map(rowOf), { newline: '\r\n', quotes: true })}\r\n`);
  }
}
