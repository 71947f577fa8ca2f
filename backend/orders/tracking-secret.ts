import { randomBytes, timingSafeEqual } from "node:crypto";
import type { OrderRow } from "./order-record.ts";

/**
 * An order's tracking secret (`st`, kept in its payment record): with the order number it
 * identifies the order without a sign-in, from the order confirmation. Checkout makes it when it
 * places an order; identity checks it when a shopper signs in from the confirmation to claim a
 * guest order. Both use this module, so neither area imports the other.
 */
export const newTrackingSecret = () => randomBytes(24).toString("base64url");

/** Does `st` match the order's tracking secret (constant time)? For the order calls. */
export function trackingSecretMatches(row: OrderRow, st: string): boolean {
  const expected = Buffer.from((row.payment as { st?: string }).st ?? "");
  const given = Buffer.from(st);
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}
