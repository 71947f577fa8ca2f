import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/database.ts";
import { consumers } from "../db/schema.ts";
import { requireIdentity, type BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";

/** Who writes, votes or flags: a guest or a member, by a stable key. */
export interface Shopper {
  /** `consumer:<id>` or `guest:<id>`: one vote, flag and review each. */
  key: string;
  /** A member's nickname (first name and initial); undefined for a guest. */
  defaultNickname?: string;
}

type Reader = Pick<Database, "select">;

/**
 * The shopper of the request's token: 401 AUT432 without a valid token, 401 AUT498 for a
 * member the database does not know, 403 AUT432 for an associate (who acts for shoppers,
 * not as one).
 */
export async function requireShopper(c: Context, deps: BackendDeps, db: Reader = deps.db): Promise<Shopper> {
  const identity = requireIdentity(c, deps);
  if (identity.kind === "guest") return { key: `guest:${identity.guestId}` };
  if (identity.kind === "agent") throw new ApiError(403, "AUT432", "An associate token cannot write reviews, votes or subscriptions; use the shopper's token");
  const [consumer] = await db.select({ firstName: consumers.firstName, lastName: consumers.lastName }).from(consumers).where(eq(consumers.id, identity.consumerId));
  if (!consumer) throw new ApiError(401, "AUT498", "The signed-in customer is unknown");
  return { key: `consumer:${identity.consumerId}`, defaultNickname: nicknameOf(consumer.firstName, consumer.lastName) };
}

/**
 * The shopper of a read that personalises its answer (your vote, your review): none without
 * an Authorization header; with one, it must be valid (401 AUT432), as for writes.
 */
export function optionalShopperKey(c: Context, deps: BackendDeps): string | undefined {
  if (!c.req.header("authorization")) return undefined;
  const identity = requireIdentity(c, deps);
  if (identity.kind === "guest") return `guest:${identity.guestId}`;
  if (identity.kind === "registered") return `consumer:${identity.consumerId}`;
  return undefined;
}

/** "Alex W." from Alex Walker: what review sites show of a member. */
export function nicknameOf(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
