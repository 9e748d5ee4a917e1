import { describe, expect, it } from 'vitest';
import { displayBadge, scheduleState, zonedTimeToUtc } from './schedule.ts';

describe('zonedTimeToUtc', () => {
  it('reads a wall-clock time in the given zone', () => {
    expect(zonedTimeToUtc('2027-01-15', '09:00', 'Asia/Kolkata').toISOString()).toBe('2027-01-15T03:30:00.000Z');
    expect(zonedTimeToUtc('2027-01-15', '09:00', 'UTC').toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(zonedTimeToUtc('2027-07-01', '00:00', 'Australia/Sydney').toISOString()).toBe('2027-06-30T14:00:00.000Z');
  });

  it('handles midnight across the date line', () => {
    expect(zonedTimeToUtc('2027-01-01', '00:00', 'Asia/Tokyo').toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(zonedTimeToUtc('2026-12-31', '23:59', 'America/Los_Angeles').toISOString()).toBe('2027-01-01T07:59:00.000Z');
  });

  it('moves a time inside the spring-forward gap to just after it', () => {
    // New York skips 02:00-03:00 on 14 March 2027.
    expect(zonedTimeToUtc('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(zonedTimeToUtc('2027-03-14', '03:30', 'America/New_York').toISOString()).toBe('2027-03-14T07:30:00.000Z');
    expect(zonedTimeToUtc('2027-03-14', '01:30', 'America/New_York').toISOString()).toBe('2027-03-14T06:30:00.000Z');
  });

  it('takes the first of a time that happens twice when clocks go back', () => {
    // London repeats 01:00-02:00 on 31 October 2027.
    expect(zonedTimeToUtc('2027-10-31', '01:30', 'Europe/London').toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(zonedTimeToUtc('2027-10-31', '02:30', 'Europe/London').toISOString()).toBe('2027-10-31T02:30:00.000Z');
  });
});

describe('scheduleState and displayBadge', () => {
  const startsAt = new Date('2027-01-10T00:00:00Z');
  const endsAt = new Date('2027-01-20T00:00:00Z');

  it('is not started, active, then expired, and expired once closed early', () => {
    expect(scheduleState({ startsAt, endsAt }, new Date('2027-01-09T23:59:59Z'))).toBe('not_started');
    expect(scheduleState({ startsAt, endsAt }, startsAt)).toBe('active');
    expect(scheduleState({ startsAt, endsAt }, new Date('2027-01-19T23:59:59Z'))).toBe('active');
    expect(scheduleState({ startsAt, endsAt }, endsAt)).toBe('expired');
    expect(
      scheduleState({ startsAt, endsAt, closedAt: new Date('2027-01-12T00:00:00Z') }, new Date('2027-01-13T00:00:00Z')),
    ).toBe('expired');
  });

  it('badges by end and responses (spec part 2 §4)', () => {
    const during = new Date('2027-01-15T00:00:00Z');
    const after = new Date('2027-01-21T00:00:00Z');
    expect(displayBadge({ endsAt, responseCount: 0 }, during)).toBe('Pending');
    expect(displayBadge({ endsAt, responseCount: 3 }, during)).toBe('Active');
    expect(displayBadge({ endsAt, responseCount: 0 }, after)).toBe('Expired');
    expect(displayBadge({ endsAt, responseCount: 3 }, after)).toBe('Completed');
  });
});
