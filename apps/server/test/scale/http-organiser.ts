import type { ServerProcess } from './server-process.ts';
import { registrationFor } from '../factories.ts';

/** What the web app sends with every API call to this server: JSON, our own Origin, the session cookie. */
export function headersFor(server: ServerProcess, cookie?: string, address?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    origin: server.baseUrl,
    ...(cookie ? { cookie } : {}),
    ...(address ? { 'x-forwarded-for': address } : {}),
  };
}

/** Registers a company through a running server's API and signs its owner in. */
export async function signUpOrganiser(server: ServerProcess): Promise<{ cookie: string; email: string }> {
  const registration = registrationFor();
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: headersFor(server),
    body: JSON.stringify(registration),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${await registered.text()}`);
  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: 'POST',
    headers: headersFor(server),
    body: JSON.stringify({ email: registration.email, password: registration.password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, email: registration.email };
}
