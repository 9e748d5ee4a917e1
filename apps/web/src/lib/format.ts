/**
 * Foursight's own clock, for what belongs to no SWOT and no company: the
 * admin console, and invoices (Indian tax documents, dated in IST as the
 * invoice itself is).
 */
export const PLATFORM_TIMEZONE = 'Asia/Kolkata';

/** The timezone this browser is in, for a person's own things (their sign-in sessions). */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/** The zone's short name at that instant, as Indian readers know it: "IST", else "GMT+4" style. */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
export function zoneName(iso: string, timeZone: string): string {
  // Made once per zone: a formatter costs about 0.1 ms, and a SWOT's answers list names the zone on each.
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' });
    zoneFormats.set(timeZone, format);
  }
  const part = format.formatToParts(new Date(iso)).find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * Dates people read: day month year (house rule 13), on the calendar of
 * `timeZone`: the SWOT's on a SWOT's screens; the platform's (IST) in the
 * admin console, which is what leaving it out means.
 */
export function formatDate(iso: string, timeZone: string = PLATFORM_TIMEZONE): string {
  return dateFormat(timeZone, false).format(new Date(iso));
}

/** An instant as people read it, on the clock of `timeZone` (as for formatDate), with the zone named: "28 Nov 2026, 02:30 IST". */
export function formatDateTime(iso: string, timeZone: string = PLATFORM_TIMEZONE): string {
  return `${dateFormat(timeZone, true).format(new Date(iso))} ${zoneName(iso, timeZone)}`;
}

/** A typed schedule date ("2027-03-15") shown as "15 Mar 2027", without any timezone shift. */
export function formatScheduleDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The public link for a SWOT on this site. */
export function participationUrl(token: string): string {
  return `${window.location.origin}/participate/${token}`;
}

/** Copies text, falling back to a hidden textarea where the Clipboard API is unavailable (plain http). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Money in paise (or cents of INR) as rupees, Indian grouping, no decimals: "₹1,499". */
export function formatInr(paise: number): string {
  return INR.format(paise / 100);
}

/** A date as day/month/year digits, "24/11/2026" (spec part 2: invoice dates in Indian format), on the calendar of `timeZone`. */
export function formatNumericDate(iso: string, timeZone: string = PLATFORM_TIMEZONE): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
}
