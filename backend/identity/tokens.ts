import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { ACCESS_TOKEN_TTL_SECONDS } from "../../contracts/limits.ts";

/** Who a request acts for. Guests have a guest id; agents act for a store. */
export type Identity =
  | { kind: "guest"; guestId: string }
  | { kind: "registered"; consumerId: string }
  | { kind: "agent"; employeeId: string; storeId: string };

/** One text per shopper or associate, for per-identity keys (attempt limits, logs). */
export function ownerKeyOf(identity: Identity): string {
  if (identity.kind === "guest") return `guest:${identity.guestId}`;
  if (identity.kind === "registered") return `consumer:${identity.consumerId}`;
  return `agent:${identity.storeId}:${identity.employeeId}`;
}


const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

/**
 * Short-lived access tokens signed with HMAC-SHA256 (`payload.signature`, base64url); refresh
 * tokens are random and stored only as a hash. The secret comes from AUTH_TOKEN_SECRET (a random
 * one per process otherwise: tokens then do not survive a restart).
 */
export function createTokenService(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac("sha256", secret).update(payload).digest();

  return {
    issueAccessToken(identity: Identity): { accessToken: string; expiresAt: number } {
      const expiresAt = Math.floor(now() / 1000) + ACCESS_TOKEN_TTL_SECONDS;
      const payload = base64url(JSON.stringify({ ...identity, exp: expiresAt }));
      return { accessToken: `${payload}.${base64url(sign(payload))}`, expiresAt };
    },

    /** The identity of a valid, unexpired token; undefined for anything else. */
    verifyAccessToken(token: string): Identity | undefined {
      const [payload, signature, extra] = token.split(".");
      if (!payload || !signature || extra !== undefined) return undefined;
      // Compared as the canonical base64url text: decoding would also accept other spellings
      // of the same bytes (the last character carries unused bits), making tokens malleable.
      const expected = Buffer.from(base64url(sign(payload)));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const { exp, ...identity } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Identity & { exp: number };
        if (typeof exp !== "number" || exp * 1000 <= now()) return undefined;
        return identity as Identity;
      } catch {
        return undefined;
      }
    },

    newRefreshToken(): string {
      return randomBytes(32).toString("base64url");
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** PKCE S256: base64url(SHA-256(verifier)). */
