import { describe, expect, it, vi } from 'vitest';
import { readStoredUser, storeUser } from './stored-user';

describe('stored user record', () => {
  it('reads back what was stored under "user"', () => {
    storeUser({ contactName: 'Ravi', email: 'ravi@acme.test', organizationName: 'Acme', plan: 'free', role: 'owner' });
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ email: 'ravi@acme.test' });
    expect(readStoredUser()?.contactName).toBe('Ravi');
  });

  it('removes an unparsable record', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('removes a record of the wrong shape', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem('user', JSON.stringify({ email: 42 }));
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
