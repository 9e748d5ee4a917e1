import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { admins } from '../../db/schema/admins.ts';

// Platform admins belong to no company: these queries have no tenant filter by design.

export async function findAdminByEmailKey(db: Database, emailKey: string) {
  const [row] = await db.select().from(admins).where(eq(admins.emailKey, emailKey)).limit(1);
  return row ?? null;
}

export async function findAdminById(db: Database, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row ?? null;
}

export async function findFirstAdmin(db: Database) {
  const [row] = await db.select().from(admins).orderBy(asc(admins.createdAt)).limit(1);
  return row ?? null;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(admins);
  return row?.n ?? 0;
}

export async function insertAdmin(db: Database, admin: typeof admins.$inferInsert) {
  const [row] = await db.insert(admins).values(admin).returning();
  if (!row) throw new Error('admin insert returned nothing');
  return row;
}

export async function updateAdminPasswordHash(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(admins).set({ passwordHash }).where(eq(admins.id, id));
}
