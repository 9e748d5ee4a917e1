import { describe, expect, it } from 'vitest';
import { DEFAULT_PREVIEW_DATA, mailDate, previewDataFor } from './templates.ts';

describe('dates in a mail', () => {
  it('are written in the mail’s language, with the digits 0-9', () => {
    expect(mailDate('2027-03-01', 'en')).toBe('1 March 2027');
    expect(mailDate('2027-03-01', 'hi')).toBe('1 मार्च 2027');
    expect(mailDate('2027-03-01', 'mr')).toMatch(/^1 .+ 2027$/);
  });

  it('fill the preview as the server fills a real mail', () => {
    expect(previewDataFor('en')).toEqual(DEFAULT_PREVIEW_DATA);
    expect(previewDataFor('hi')).toMatchObject({ startDate: '1 अप्रैल 2027', endDate: '15 अप्रैल 2027' });
  });
});
