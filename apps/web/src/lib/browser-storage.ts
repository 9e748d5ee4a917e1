/**
 * localStorage, or null where storage is disabled (private modes, policies):
 * the app still works without its display caches.
 */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
