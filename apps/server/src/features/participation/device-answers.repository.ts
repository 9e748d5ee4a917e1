import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { swotDeviceAnswers } from '../../db/schema/device-answers.ts';

export interface DeviceClaim {
  swotId: string;
  deviceHash: string;
}

export function claimKey(claim: DeviceClaim): string {
  return `${claim.swotId}:${claim.deviceHash}`;
}

/**
 * Records that these browsers answered these SWOTs, each pair at most once:
 * returns the keys (swotId:deviceHash) recorded now; a pair already there
 * (committed by any transaction, this one's or another process's) is left
 * out. `hour` is the only time kept, as with the answers themselves.
 * Not tenant-scoped: called from the answer's transaction, on SWOTs found
 * by their link.
 */
export async function claimDevices(db: Database, claims: DeviceClaim[], hour: Date): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await queryRows<{ swot_id: string; device_hash: string }>(
    db,
    sql`
    INSERT INTO ${swotDeviceAnswers} (swot_id, device_hash, created_at)
    SELECT swot_id, device_hash, ${hour.toISOString()}::timestamptz
    FROM unnest(
      ${sql.param(claims.map((claim) => claim.swotId))}::uuid[],
      ${sql.param(claims.map((claim) => claim.deviceHash))}::text[]
    ) AS claim(swot_id, device_hash)
    ON CONFLICT (swot_id, device_hash) DO NOTHING
    RETURNING swot_id, device_hash`,
  );
  return new Set(rows.map((row) => claimKey({ swotId: row.swot_id, deviceHash: row.device_hash })));
}

/** Gives claims back (their answers were refused after all), in the same transaction that made them. */
export async function releaseDevices(db: Database, claims: DeviceClaim[]): Promise<void> {
  if (claims.length === 0) return;
  await db.execute(sql`
    DELETE FROM ${swotDeviceAnswers}
    WHERE (swot_id, device_hash) IN (
      SELECT * FROM unnest(
        ${sql.param(claims.map((claim) => claim.swotId))}::uuid[],
        ${sql.param(claims.map((claim) => claim.deviceHash))}::text[]
      )
    )`);
}
