import { describe, expect, it } from 'vitest';
import { neutralise, textCell, wrappedRowHeight } from './spreadsheet-cell.ts';

describe('spreadsheet cells', () => {
  it('neutralises anything a spreadsheet would read as a formula, and nothing else', () => {
    for (const typed of ['=SUM(A1:A9)', '+91 98450', '-5 points', '@risk', '\t=1', '\r=1']) {
      expect(neutralise(typed)).toBe(`'${typed}`);
    }
    expect(neutralise('Loyal customers = our strength')).toBe('Loyal customers = our strength');
  });

  it('keeps an answer as typed in a workbook, with line breaks as rich text so its lines stay apart', () => {
    expect(textCell('One line')).toBe('One line');
    expect(textCell('=SUM(A1)')).toBe('=SUM(A1)');
    expect(textCell('First\nSecond')).toEqual({ richText: [{ text: 'First\nSecond' }] });
    expect(textCell('=HYPERLINK("x")\nclick')).toEqual({ richText: [{ text: '=HYPERLINK("x")\nclick' }] });
  });

  it('gives a row the lines its longest wrapped cell needs, and none to a one-line row', () => {
    expect(wrappedRowHeight([{ text: 'Old looms at the Nashik plant break down often', width: 45 }])).toBeNull();
    // 228 characters in a column of 45 (about 49 a line): five lines of 15 points.
    expect(
      wrappedRowHeight([
        { text: 'x'.repeat(228), width: 45 },
        { text: 'short', width: 45 },
      ]),
    ).toBe(75);
    expect(wrappedRowHeight([{ text: 'one\ntwo\nthree', width: 80 }])).toBe(45);
    expect(wrappedRowHeight([{ text: 'x'.repeat(100_000), width: 45 }])).toBe(409);
  });
});
