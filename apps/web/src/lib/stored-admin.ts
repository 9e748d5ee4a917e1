import { AdminUserSchema, type AdminUser } from '@foursight/shared/contract/admin-auth';
import { browserStorage } from './browser-storage';

/**
 * The admin console's browser record (spec part 1 §2.6, §4): a flag and the
 * admin user as the server returned it. Display only: every /api/admin/* call
 * is checked against the admin session on the server.
 */
const FLAG_KEY = 'adminAuthenticated';
const USER_KEY = 'adminUser';

export function readStoredAdmin(): AdminUser | null {
  const storage = browserStorage();
  if (storage?.getItem(FLAG_KEY) !== 'true') return null;
  try {
    const parsed = AdminUserSchema.safeParse(JSON.parse(storage.getItem(USER_KEY) ?? 'null'));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to removal below.
  }
  clearStoredAdmin();
  return null;
}

export function storeAdmin(admin: AdminUser): void {
  const storage = browserStorage();
  storage?.setItem(FLAG_KEY, 'true');
  storage?.setItem(USER_KEY, JSON.stringify(admin));
}

export function clearStoredAdmin(): void {
  const storage = browserStorage();
  storage?.removeItem(FLAG_KEY);
  storage?.removeItem(USER_KEY);
}
