import { generate } from 'otplib';
import type { TestClient } from './http-client.ts';

/** The code an authenticator app shows for this secret at this instant (plus whole 30-second steps). */
export function totpCode(secret: string, at: Date, stepsLater = 0): Promise<string> {
  return generate({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(at.getTime() / 1000) + stepsLater * 30 });
}

export interface EnabledTwoFactor {
  secret: string;
  recoveryCodes: string[];
}

/**
 * Turns two-factor on through the API, as the settings dialog does: password,
 * then the current code. `base` is /api/profile/two-factor or /api/admin/two-factor.
 */
export async function turnOnTwoFactor(
  client: TestClient,
  base: string,
  password: string,
  now: Date,
): Promise<EnabledTwoFactor> {
  const setup = await client.post(`${base}/setup`, { password });
  if (setup.statusCode !== 200) throw new Error(`set-up failed: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await client.post(`${base}/enable`, { code: await totpCode(secret, now) });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
