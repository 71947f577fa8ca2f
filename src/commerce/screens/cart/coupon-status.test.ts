import { expect, test } from "vitest";
import type { CouponItemAnswer } from "../../../../contracts/api/cart.ts";
import { couponStatus } from "./coupon-form.tsx";
import { cartStrings } from "./cart-strings.ts";

const coupon = (statusCode: string): CouponItemAnswer => ({ code: "SUMMER10", promotionId: "SUMMER", valid: statusCode === "NOT_EARNED", applied: false, statusCode });

test.each([
  ["RL-US", "PRM155", "Not applied: This code has expired."],
  ["RL-GB", "NOT_EARNED", "Not applied: Add more to your cart to use this code."],
  ["RL-CAFR", "PRM155", "Non appliqué : Ce code est expiré."],
  ["RL-CAFR", "NOT_EARNED", "Non appliqué : Ajoutez des articles pour utiliser ce code."],
  ["RL-DE", "PRM155", "Nicht eingelöst: Dieser Code ist abgelaufen."],
  ["RL-DE", "PRM130", "Nicht eingelöst: Dieser Code ist ungültig."],
  // A status without a message of ours: no reason given, in any language.
  ["RL-DE", "SOMETHING_ELSE", "Nicht eingelöst"],
])("a coupon that does not apply on %s (%s): why, in the site's language", (siteId, statusCode, expected) => {
  expect(couponStatus(coupon(statusCode), cartStrings(siteId), siteId)).toBe(expected);
});
