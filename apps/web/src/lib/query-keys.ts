/**
 * Query keys that more than one feature reads or refreshes. Web features do
 * not import each other (design rule 1), so such a key is written here, once,
 * and the owning feature's key factory builds on it; every other key lives in
 * its feature's factory (`swotKeys`, `usageKeys`, ...).
 */
export const sharedKeys = {
  /** The sign-in state: sign-in seeds it; profile edits, invitations and payments refresh it. */
  authStatus: ['auth', 'status'] as const,
  /** The company's settings: the Settings page, the app's colours and SWOT creation's AI check. */
  settings: ['settings'] as const,
  /** The response allowance left: the usage meter and SWOT creation. */
  usageLimit: ['usage', 'limit'] as const,
  /** The public site's settings and menu: the marketing pages read it, CMS writes refresh it. */
  site: ['marketing', 'site'] as const,
};
