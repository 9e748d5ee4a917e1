/**
 * The participation routes' paths, in a module without zod, so the small
 * participation page can call them without loading the organiser app's
 * validation code. contract/participation.ts builds the routes from these.
 */
export const PARTICIPATION_PATHS = {
  getLink: '/api/participate/:token',
  submit: '/api/participate/:token/submit',
  /** A later round's ballot (GET) and vote (POST): contract/rounds.ts. */
  round: '/api/participate/:token/round',
} as const;
