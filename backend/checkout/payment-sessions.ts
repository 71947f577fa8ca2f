import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A buy-now-pay-later session is valid this long. */
export const PAYMENT_SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * Buy-now-pay-later sessions: signed, for one cart, expiring. The key is made when the checkout
 * routes are registered and lives in memory only, so a restart ends every session (the shopper
 * opens a new one, as when one expires).
 */
export function paymentSessions(clock: () => number) {
  const sessionKey = randomBytes(32);
  const sign = (payload: string) => createHmac("sha256", sessionKey).update(payload).digest("base64url");

  function open(cartId: string): { sessionId: string; expiresAt: number } {
    const expiresAt = clock() + PAYMENT_SESSION_TTL_MS;
    const payload = Buffer.from(JSON.stringify({ c: cartId, e: expiresAt, n: randomBytes(8).toString("hex") })).toString("base64url");
    return { sessionId: `${payload}.${sign(payload)}`, expiresAt };
  }

  /** Is `sessionId` one of ours, for this cart and not expired? */
  function verify(sessionId: string, cartId: string): boolean {
    const [payload, signature, extra] = sessionId.split(".");
    if (!payload || !signature || extra !== undefined) return false;
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    try {
      const session = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { c?: unknown; e?: unknown };
      return session.c === cartId && typeof session.e === "number" && session.e > clock();
    } catch {
      return false;
    }
  }

  return { sign, open, verify };
}
