/** The usage page's month (spec part 2 §9: years from this one −2 to +2, months 1 to 12). */
export interface UsagePeriod {
  year: number;
  /** 1–12. */
  month: number;
}

const MONTH_NAMES = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2000, index, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }),
);

export function currentPeriod(now = new Date()): UsagePeriod {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

export function selectableYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return [year - 2, year - 1, year, year + 1, year + 2];
}

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

/** "November 2026". */
export function describePeriod(period: UsagePeriod): string {
  return `${monthName(period.month)} ${period.year}`;
}

export const MONTHS = MONTH_NAMES.map((name, index) => ({ value: index + 1, name }));
