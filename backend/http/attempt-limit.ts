import { sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/database.ts";
import { attemptLimits } from "../db/schema.ts";
import type { ErrorId } from "../../contracts/errors/catalogue.ts";
import { ownerKeyOf } from "../identity/tokens.ts";
import { identityOf, type BackendDeps } from "./api.ts";
import { clientAddress, connectionAddressOf } from "./client-address.ts";
import { ApiError } from "./errors.ts";

/** At most `failures` failed attempts per key in a window of `windowMs`. */
export interface AttemptPolicy {
  /** Names the policy in keys and logs: `giftcard-pin`, `track-order`. */
  name: string;
  failures: number;
  windowMs: number;
  /** The catalogue id answered (429) while the limit is reached. */
  errorId: ErrorId;
  message: string;
}

type Executor = Pick<Database, "select" | "insert" | "delete">;

const keyOf = (policy: AttemptPolicy, subject: string) => `${policy.name}:${subject}`;

/**
 * Refuses (429, with Retry-After) when any of the subjects has used up its failed attempts in
 * the current window. Checked before the secret is compared, so a locked subject learns nothing
 * more, not even whether its next guess was right.
 */
export async function assertAttemptsLeft(c: Context, db: Executor, policy: AttemptPolicy, subjects: readonly string[], now: number): Promise<void> {
  if (!subjects.length) return;
  const keys = subjects.map((subject) => keyOf(policy, subject));
  const rows = await db
    .select()
    .from(attemptLimits)
    .where(sql`${attemptLimits.key} in ${keys}`);
  const blocking = rows.filter((row) => row.failures >= policy.failures && row.windowStartedAt.getTime() + policy.windowMs > now);
  if (!blocking.length) return;
  const retryAt = Math.max(...blocking.map((row) => row.windowStartedAt.getTime() + policy.windowMs));
  c.header("retry-after", String(Math.max(1, Math.ceil((retryAt - now) / 1000))));
  throw new ApiError(429, policy.errorId, policy.message);
}

/**
 * Counts a failed attempt for each subject, atomically (one upsert per key): a window that has
 * ended starts again at 1. Call it outside the request's transaction: the failure must be
 * counted even though the request's changes roll back.
 */
export async function recordFailedAttempt(db: Executor, policy: AttemptPolicy, subjects: readonly string[], now: number): Promise<void> {
  const at = new Date(now);
  const windowStart = new Date(now - policy.windowMs);
  for (const subject of subjects) {
    await db
      .insert(attemptLimits)
      .values({ key: keyOf(policy, subject), windowStartedAt: at, failures: 1 })
      .onConflictDoUpdate({
        target: attemptLimits.key,
        set: {
          failures: sql`case when ${attemptLimits.windowStartedAt} <= ${windowStart} then 1 else ${attemptLimits.failures} + 1 end`,
          windowStartedAt: sql`case when ${attemptLimits.windowStartedAt} <= ${windowStart} then ${at} else ${attemptLimits.windowStartedAt} end`,
        },
      });
  }
}

/** A policy applied to some subjects; `countedIds`: the failures it counts (a wrong secret, not a malformed request). */
export interface AttemptLimit {
  policy: AttemptPolicy;
  subjects: readonly string[];
  countedIds: readonly ErrorId[];
}

/**
 * Runs `attempt` under several limits: refused while any subject is locked; a failure is
 * counted for every limit that counts its error id.
 */
export async function withAttemptLimits<T>(c: Context, db: Executor, limits: readonly AttemptLimit[], now: number, attempt: () => Promise<T>): Promise<T> {
  for (const limit of limits) await assertAttemptsLeft(c, db, limit.policy, limit.subjects, now);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof ApiError) {
      for (const limit of limits) if (limit.countedIds.includes(error.errorId)) await recordFailedAttempt(db, limit.policy, limit.subjects, now);
    }
    throw error;
  }
}

/**
 * Who is calling, for per-caller limits, by what the caller cannot choose: the signed-in shopper
 * or associate; else — no token, or a guest's, which anyone can mint — the client's address
 * (client-address.ts: `x-forwarded-for` only from a trusted proxy). Never the client id.
 */
export function callerOf(c: Context, deps: Pick<BackendDeps, "tokens" | "trustedProxies">): string {
  const identity = identityOf(c, deps);
  if (identity && identity.kind !== "guest") return ownerKeyOf(identity);
  return `address:${clientAddress(connectionAddressOf(c), c.req.header("x-forwarded-for"), deps.trustedProxies)}`;
}
