import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumericDate, zoneName } from './format';

// 21:00 UTC on 27 Nov is already 28 Nov in India: the day people read must follow the zone given.
const LATE_EVENING_UTC = '2026-11-27T21:00:00.000Z';

describe('dates and times people read', () => {
  it('are on the clock of the zone given, with the zone named', () => {
    expect(formatDateTime(LATE_EVENING_UTC, 'Asia/Kolkata')).toBe('28 Nov 2026, 02:30 IST');
    expect(formatDateTime(LATE_EVENING_UTC, 'America/New_York')).toBe('27 Nov 2026, 16:00 GMT-5');
    expect(formatDate(LATE_EVENING_UTC, 'Asia/Kolkata')).toBe('28 Nov 2026');
    expect(formatDate(LATE_EVENING_UTC, 'Europe/London')).toBe('27 Nov 2026');
    expect(formatNumericDate(LATE_EVENING_UTC, 'Asia/Kolkata')).toBe('28/11/2026');
  });

  it('default to the platform clock, IST, whatever zone the browser is in', () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('28 Nov 2026');
    expect(formatNumericDate(LATE_EVENING_UTC)).toBe('28/11/2026');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('28 Nov 2026, 02:30 IST');
  });

  it('name a zone that moves its clocks by its name at that instant', () => {
    expect(zoneName('2026-07-01T12:00:00Z', 'Europe/London')).toBe('GMT+1');
    expect(zoneName('2026-12-01T12:00:00Z', 'Europe/London')).toBe('GMT');
  });
});
