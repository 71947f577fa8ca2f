import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { consumers } from "../db/schema.ts";

/**
 * Sign-in lockout: consecutive failures are counted on the consumer. The one before the last
 * allowed answers "last login attempt" (AUT426); the MAX_LOGIN_ATTEMPTS-th locks the account
 * for LOCKOUT_MINUTES (AUT423); while locked every attempt answers AUT441, even with the right
 * password. A success resets the count; locking resets it too, so that after the lock the
 * shopper has the full number of attempts again. There is no time window: failures days apart
 * are still consecutive. Each step is one conditional UPDATE, so concurrent attempts count
 * exactly and never slip past a lock.
 */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;

export type FailedLogin = "retry" | "last-attempt" | "locked-now" | "locked";

const notLockedAt = (now: Date) => or(isNull(consumers.lockedUntil), lte(consumers.lockedUntil, now));

export function isLocked(consumer: { lockedUntil: Date | null }, now: Date): boolean {
  return consumer.lockedUntil !== null && consumer.lockedUntil.getTime() > now.getTime();
}

/** Counts a failure; answers what the shopper is told. */
export async function recordFailedLogin(db: Database, consumerId: string, now: Date): Promise<FailedLogin> {
  const max = sql.raw(String(MAX_LOGIN_ATTEMPTS));
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000).toISOString();
  const reachesMax = sql`${consumers.failedLogins} + 1 >= ${max}`;
  const [row] = await db
    .update(consumers)
    .set({
      failedLogins: sql`case when ${reachesMax} then 0 else ${consumers.failedLogins} + 1 end`,
      lockedUntil: sql`case when ${reachesMax} then ${lockUntil}::timestamptz else null end`,
    })
    .where(and(eq(consumers.id, consumerId), notLockedAt(now)))
    .returning({ failedLogins: consumers.failedLogins, lockedUntil: consumers.lockedUntil });
  if (!row) return "locked";
  if (row.lockedUntil) return "locked-now";
  return row.failedLogins >= MAX_LOGIN_ATTEMPTS - 1 ? "last-attempt" : "retry";
}

/** Resets the count after a right password; false when the account got locked meanwhile. */
export async function recordSuccessfulLogin(db: Database, consumerId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(consumers)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(and(eq(consumers.id, consumerId), notLockedAt(now)))
    .returning({ id: consumers.id });
  return rows.length > 0;
}
