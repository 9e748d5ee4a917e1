/** The timezones a SWOT can be scheduled in (spec part 2 §9). */
export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Australia/Sydney',
] as const;
export type Timezone = (typeof TIMEZONES)[number];

export const DEFAULT_START_TIME = '09:00';
/** A SWOT that ends "on" a date stays open to the end of that day. */
export const DEFAULT_END_TIME = '23:59';

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallTimeIn(timeZone: string, instant: number): WallTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** The calendar date ("2026-11-28") an instant falls on in a timezone: what a file name or a day's count says. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const wall = wallTimeIn(timeZone, instant.getTime());
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

function asUtcMillis(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/**
 * The instant a wall-clock date and time ("2027-03-14", "02:30") names in a
 * timezone. Around DST changes: a time that occurs twice takes the first
 * occurrence; a time skipped by a spring-forward gap moves forward by the
 * gap (02:30 becomes 03:30), as calendars and Temporal's "compatible" do.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wanted: WallTime = { year, month, day, hour, minute };
  const naive = asUtcMillis(wanted);
  // Every offset the zone uses within a day either side: any DST change that
  // matters for this wall time is in that window (offsets span -12h to +14h).
  const offsets = [
    ...new Set(
      Array.from({ length: 31 }, (_, step) => naive + (step - 15) * 36e5).map(
        (at) => asUtcMillis(wallTimeIn(timeZone, at)) - at,
      ),
    ),
  ];
  const candidates = offsets
    .map((offset) => naive - offset)
    .filter((instant) => asUtcMillis(wallTimeIn(timeZone, instant)) === naive)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]!);
  // In a gap the offset grew at the change; reading the time with the offset
  // from before the change lands just after the gap.
  return new Date(naive - Math.min(...offsets));
}

export type ScheduleState = 'not_started' | 'active' | 'expired';

/** Where a SWOT stands now: before its start, open, or past its end (or closed early). */
export function scheduleState(
  schedule: { startsAt: Date; endsAt: Date; closedAt?: Date | null },
  now: Date,
): ScheduleState {
  if (schedule.closedAt && schedule.closedAt <= now) return 'expired';
  if (now < schedule.startsAt) return 'not_started';
  if (now >= schedule.endsAt) return 'expired';
  return 'active';
}

export type DisplayBadge = 'Expired' | 'Completed' | 'Active' | 'Pending';

/** The list's badge (spec part 2 §4): ended or not, with or without responses. */
export function displayBadge(
  swot: { endsAt: Date; closedAt?: Date | null; responseCount: number },
  now: Date,
): DisplayBadge {
  const ended = now >= swot.endsAt || Boolean(swot.closedAt && swot.closedAt <= now);
  if (ended) return swot.responseCount > 0 ? 'Completed' : 'Expired';
  return swot.responseCount > 0 ? 'Active' : 'Pending';
}
