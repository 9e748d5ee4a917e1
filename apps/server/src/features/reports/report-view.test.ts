import { describe, expect, it } from 'vitest';
import { fileStemOf } from './report-view.ts';

const DAY = new Date('2026-11-25T10:00:00Z');

describe('the file name of a report', () => {
  it('is the title in letters and digits, with the date', () => {
    expect(fileStemOf('Q3 review: sales & ops!', DAY, 'UTC')).toBe('Q3-review-sales-ops-2026-11-25');
    expect(fileStemOf('विक्रय समीक्षा', DAY, 'Asia/Kolkata')).toBe('विक्रय-समीक्षा-2026-11-25');
    expect(fileStemOf('???', DAY, 'UTC')).toBe('SWOT-Report-2026-11-25');
  });

  it("is dated on the SWOT's calendar, not UTC's", () => {
    const lateEvening = new Date('2026-11-27T21:00:00Z');
    expect(fileStemOf('Review', lateEvening, 'Asia/Kolkata')).toBe('Review-2026-11-28');
    expect(fileStemOf('Review', lateEvening, 'America/New_York')).toBe('Review-2026-11-27');
  });

  it('never cuts a letter outside the basic plane in two, so the download header can be written', () => {
    const stem = fileStemOf(`${'a'.repeat(79)}𝐀𝐁`, DAY, 'UTC');
    expect(stem).toBe(`${'a'.repeat(79)}𝐀-2026-11-25`);
    expect(() => encodeURIComponent(stem)).not.toThrow();
  });
});
