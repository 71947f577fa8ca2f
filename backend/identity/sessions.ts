import { and, desc, eq, gt, inArray, isNull, lt, ne, type SQL } from "drizzle-orm";
import type { AgentLoginAnswer, GuestTokenAnswer, RegisteredTokenAnswer } from "../../contracts/api/auth.ts";
import type { Database } from "../db/database.ts";
import { carts, consumers, refreshTokens, storeEmployees, stores } from "../db/schema.ts";
import { memberFavoriteId } from "../stores/favorites-merge.ts";
import type { BackendDeps } from "../http/api.ts";
import { ApiError } from "../http/errors.ts";
import { hashToken, type Identity } from "./tokens.ts";
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from "../../contracts/limits.ts";

/**
 * Sessions: refresh tokens are random, stored only as a SHA-256 hash in `refresh_tokens`, and
 * rotated on every use. The same table keeps password reset tokens (kind `reset`), which are
 * never accepted where a session token is expected.
 */
export const SESSION_KINDS = ["guest", "registered", "agent"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const RESET_TOKEN_KIND = "reset";

export const REFRESH_TTL_SECONDS: Record<SessionKind, number> = {
  guest: REFRESH_TOKEN_TTL_SECONDS,
  registered: REFRESH_TOKEN_TTL_SECONDS,
  /** An in-store associate's session lasts a working day. */
  agent: 12 * 60 * 60,
};
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

type Consumer = typeof consumers.$inferSelect;

/** Stores a new refresh token for `identity` and answers it (the only time it is seen in clear). */
export async function storeRefreshToken(db: Database, deps: BackendDeps, identity: Identity): Promise<string> {
  const token = deps.tokens.newRefreshToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    kind: identity.kind,
    consumerId: identity.kind === "registered" ? identity.consumerId : null,
    guestId: identity.kind === "guest" ? identity.guestId : null,
    employeeId: identity.kind === "agent" ? identity.employeeId : null,
    expiresAt: new Date(deps.now() + REFRESH_TTL_SECONDS[identity.kind] * 1000),
  });
  return token;
}

/** A new reset token for the consumer; older unused ones stop working. */
export async function storeResetToken(db: Database, deps: BackendDeps, consumerId: string): Promise<string> {
  const token = deps.tokens.newRefreshToken();
  const now = new Date(deps.now());
  await db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.consumerId, consumerId), eq(refreshTokens.kind, RESET_TOKEN_KIND), isNull(refreshTokens.revokedAt)));
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(token), kind: RESET_TOKEN_KIND, consumerId, expiresAt: new Date(deps.now() + RESET_TOKEN_TTL_SECONDS * 1000) });
  });
  return token;
}

/** Condition: the token is of one of `kinds`, neither revoked nor expired at `now`. */
export function isLiveToken(tokenHash: string, kinds: readonly string[], now: Date): SQL {
  return and(eq(refreshTokens.tokenHash, tokenHash), inArray(refreshTokens.kind, [...kinds]), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now))!;
}

/** Revokes every session of a consumer (and its reset tokens), except the token of `keepHash`. */
export async function revokeSessionsOf(db: Database, consumerId: string, now: Date, keepHash?: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.consumerId, consumerId), isNull(refreshTokens.revokedAt), keepHash ? ne(refreshTokens.tokenHash, keepHash) : undefined));
}

/** Session rows are pruned at most this often (per database), on the way of a new guest session. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** A token row outlives its expiry by this long, then goes: nothing accepts it any more. */
export const EXPIRED_ROW_GRACE_MS = 24 * 60 * 60 * 1000;
const lastPruned = new WeakMap<Database, number>();

/**
 * Deletes the token rows (sessions of every kind, reset tokens) whose expiry passed more than a
 * day ago. Revoked rows stay until they expire: a rotated refresh token presented again is
 * still recognised as a replay until then. Guests come and go (every new browser is one), so
 * without this the table only grows.
 */
export async function pruneExpiredTokens(db: Pick<Database, "delete">, now: number): Promise<number> {
  const deleted = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now - EXPIRED_ROW_GRACE_MS))).returning({ tokenHash: refreshTokens.tokenHash });
  return deleted.length;
}

export async function guestSession(db: Database, deps: BackendDeps, guestId: string): Promise<GuestTokenAnswer> {
  const { accessToken } = deps.tokens.issueAccessToken({ kind: "guest", guestId });
  const refreshToken = await storeRefreshToken(db, deps, { kind: "guest", guestId });
  const now = deps.now();
  if (now - (lastPruned.get(db) ?? 0) >= PRUNE_INTERVAL_MS) {
    lastPruned.set(db, now);
    // Housekeeping never fails a shopper's session.
    await pruneExpiredTokens(db, now).catch((error: unknown) => console.error("[sessions] pruning expired tokens failed", error));
  }
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, refreshToken, guestId };
}

/** The member's most recently changed active cart. */
export async function activeCartOf(db: Database, consumerId: string): Promise<string | null> {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.consumerId, consumerId), eq(carts.status, "active")))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart?.id ?? null;
}

export async function registeredSession(
  db: Database,
  deps: BackendDeps,
  consumer: Consumer,
  cart: { basketId: string | null; mergedCartItemCountIncreased: boolean; favoriteId?: string | null },
): Promise<RegisteredTokenAnswer> {
  const identity: Identity = { kind: "registered", consumerId: consumer.id };
  const { accessToken } = deps.tokens.issueAccessToken(identity);
  const refreshToken = await storeRefreshToken(db, deps, identity);
  return {
    consumerNo: consumer.consumerNo,
    consumerType: consumer.consumerType,
    memberId: consumer.memberId,
    refreshToken,
    basketId: cart.basketId,
    // The member's favourites list (after a guest's was merged into it), or null until the
    // wishlist calls make one.
    favorites: { favoriteId: cart.favoriteId !== undefined ? cart.favoriteId : await memberFavoriteId(db, consumer.id), favStoreId: null },
    isEmployeeDiscountTCAccepted: consumer.employeeTermsAccepted,
    accessToken,
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    mergedCartItemCountIncreased: cart.mergedCartItemCountIncreased,
  };
}

export async function agentSession(
  db: Database,
  deps: BackendDeps,
  employee: { id: string; name: string; storeId: string },
  store: { id: string; name: string },
): Promise<AgentLoginAnswer> {
  const identity: Identity = { kind: "agent", employeeId: employee.id, storeId: store.id };
  const { accessToken } = deps.tokens.issueAccessToken(identity);
  const refreshToken = await storeRefreshToken(db, deps, identity);
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, refreshToken, storeId: store.id, storeName: store.name, storeEmployeeId: employee.id, storeEmployeeName: employee.name };
}

const refused = () => new ApiError(401, "AUT432", "The refresh token is not valid");

/**
 * Refresh: the old token is revoked and a new pair issued, in one transaction: a token used
 * twice (even concurrently) renews the session once. Unknown, revoked or expired: 401 AUT432.
 */
export async function rotateRefreshToken(deps: BackendDeps, refreshToken: string): Promise<GuestTokenAnswer | RegisteredTokenAnswer | AgentLoginAnswer> {
  const now = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const [old] = await tx.update(refreshTokens).set({ revokedAt: now }).where(isLiveToken(hashToken(refreshToken), SESSION_KINDS, now)).returning();
    if (!old) throw refused();
    if (old.kind === "guest" && old.guestId) return guestSession(tx, deps, old.guestId);
    if (old.kind === "registered" && old.consumerId) {
      const [consumer] = await tx.select().from(consumers).where(eq(consumers.id, old.consumerId));
      if (!consumer) throw refused();
      return registeredSession(tx, deps, consumer, { basketId: await activeCartOf(tx, consumer.id), mergedCartItemCountIncreased: false });
    }
    if (old.kind === "agent" && old.employeeId) {
      const [row] = await tx
        .select({ employee: storeEmployees, store: stores })
        .from(storeEmployees)
        .innerJoin(stores, eq(stores.id, storeEmployees.storeId))
        .where(eq(storeEmployees.id, old.employeeId));
      if (!row) throw refused();
      return agentSession(tx, deps, row.employee, row.store);
    }
    throw refused();
  });
}
