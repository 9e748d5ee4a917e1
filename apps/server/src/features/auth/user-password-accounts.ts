import { findAccountById } from '../accounts/accounts.service.ts';
import { findAccountByEmailKey, updatePasswordHash } from '../accounts/credentials.ts';
import type { PasswordAccount, PasswordAccounts } from './password-reset.service.ts';

function toPasswordAccount(row: {
  userId: string;
  email: string;
  contactName: string;
  companyId: string;
}): PasswordAccount {
  return { id: row.userId, email: row.email, name: row.contactName, companyId: row.companyId };
}

/** Organisers and colleagues, for the password reset: their sign-in is /login. */
export const userPasswordAccounts: PasswordAccounts = {
  kind: 'user',
  resetPage: '/reset-password',
  forgotPage: '/forgot-password',
  findByEmailKey: async (db, emailKey) => {
    const row = await findAccountByEmailKey(db, emailKey);
    return row ? toPasswordAccount(row) : null;
  },
  findById: async (db, id) => {
    const row = await findAccountById(db, id);
    return row ? toPasswordAccount(row) : null;
  },
  setPasswordHash: (db, account, passwordHash, now) =>
    updatePasswordHash(db, account.companyId!, account.id, passwordHash, now),
};
