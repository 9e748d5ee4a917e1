import { describe, expect, it } from 'vitest';
import { fileStemOf } from './report-view.ts';

const DAY = new Date('2026-11-25T10:00:00Z');

describe('the file name of a report', () => {
  it('is the title in letters and digits, with the date', () => {
    expect(fileStemOf('Q3 review: sales & ops!', DAY)).toBe('Q3-review-sales-ops-2026-11-25');
    expect(fileStemOf('विक्रय समीक्षा', DAY)).toBe('विक्रय-समीक्षा-2026-11-25');
    expect(fileStemOf('???', DAY)).toBe('SWOT-Report-2026-11-25');
  });

  it('never cuts a letter outside the basic plane in two, so the download header can be written', () => {
    const stem = fileStemOf(`${'a'.repeat(79)}𝐀𝐁`, DAY);
    expect(stem).toBe(`${'a'.repeat(79)}𝐀-2026-11-25`);
    expect(() => encodeURIComponent(stem)).not.toThrow();
  });
});
