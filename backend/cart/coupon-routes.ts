import { applyCouponRequest, removeCouponRequest } from "../../contracts/api/cart.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { writeCart } from "./change-cart.ts";
import { applyCoupon, removeCoupon } from "./promotion-store.ts";

/**
 * Coupons (commerce spec §7 PUT and DELETE /cart/v1/coupon, errors §8 PRM…): body
 * { basketId, couponCode }, codes case-insensitive. The same rules as every cart change: a
 * bearer token, the caller's own active cart (404 BSK404 otherwise), one transaction with the
 * cart locked, stock reconciled first; the answer is the Cart with couponItems and discounts,
 * worked out from the locked read and the write (decision 0037).
 */
export function registerCouponRoutes(api: Api, deps: BackendDeps) {
  api.on("PUT", "/cart/v1/coupon", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, applyCouponRequest);
    return c.json(await writeCart(deps, identity, body.basketId, (tx, reconciled, touch) => applyCoupon(tx, reconciled, body.couponCode, touch)));
  });

  api.on("DELETE", "/cart/v1/coupon", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, removeCouponRequest);
    return c.json(await writeCart(deps, identity, body.basketId, (tx, reconciled, touch) => removeCoupon(tx, reconciled, body.couponCode, touch)));
  });
}
