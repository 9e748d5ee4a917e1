/** The departments offered when adding one (spec part 2 §9); custom names are allowed too. */
export const OFFERED_DEPARTMENTS = [
  'Executive/Leadership',
  'Human Resources',
  'Finance & Accounting',
  'Engineering/IT',
  'Sales',
  'Marketing',
  'Operations',
  'Customer Service',
  'Research & Development',
  'Legal',
  'Administration',
] as const;

/** The CSV template's columns, in order (spec part 2 §3). */
export const CSV_COLUMNS = ['Full Name', 'Designation', 'Email ID', 'Phone Number', 'Department'] as const;

/** Import limits, checked in the browser before upload and enforced on the server. */
export const CSV_MAX_ROWS = 10_000;
export const CSV_MAX_BYTES = 5 * 1024 * 1024;

/** Table page size and CSV preview rows (spec part 2 §9). */
export const USERS_PAGE_SIZE = 5;
export const CSV_PREVIEW_ROWS = 5;
