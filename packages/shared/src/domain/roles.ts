/**
 * What a colleague may do in their company's account, from least to most:
 * - `viewer`: reads results and reports only (and their own profile, password, two-factor);
 * - `editor`: SWOTs, directory, templates, goals, reports;
 * - `owner`: everything, including billing, company settings and colleagues.
 * Each role includes everything the roles before it may do.
 */
export const ORGANISER_ROLES = ['viewer', 'editor', 'owner'] as const;
export type OrganiserRole = (typeof ORGANISER_ROLES)[number];

export const ROLE_LABELS: Record<OrganiserRole, string> = { viewer: 'Viewer', editor: 'Editor', owner: 'Owner' };

export const ROLE_DESCRIPTIONS: Record<OrganiserRole, string> = {
  viewer: 'Reads results and reports only.',
  editor: 'SWOTs, directory, templates, goals and reports.',
  owner: 'Everything, including billing, company settings and colleagues.',
};

/** Whether someone with `role` may do what needs `required`. */
export function roleAllows(role: OrganiserRole, required: OrganiserRole): boolean {
  return ORGANISER_ROLES.indexOf(role) >= ORGANISER_ROLES.indexOf(required);
}

/** The message of the 403 a route answers when the caller's role is below the route's. */
export const ROLE_REFUSED_MESSAGE = 'Your role in this account does not allow this. Ask an owner of the account.';

/** An invitation is good for this long (7 days). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
