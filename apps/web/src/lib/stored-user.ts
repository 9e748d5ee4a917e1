import { browserStorage } from './browser-storage';
import { SessionUserSchema, type SessionUser } from '@foursight/shared/contract/auth';

/**
 * The "user" record in localStorage (spec part 1 §3). It is only a display
 * cache: the server session decides who is signed in. An unparsable record
 * is removed.
 */
const KEY = 'user';

export function readStoredUser(): SessionUser | null {
  const raw = browserStorage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = SessionUserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to removal below.
  }
  console.warn('Removed an unreadable stored user record.');
  clearStoredUser();
  return null;
}

export function storeUser(user: SessionUser): void {
  browserStorage()?.setItem(KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  browserStorage()?.removeItem(KEY);
}
