import { applyCouponRequest, removeCouponRequest, type CartAnswer } from "../../contracts/api/cart.ts";
import { readBody, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import type { Identity } from "../identity/tokens.ts";
import { changeCart as changeCartIn, type CartChange } from "./change-cart.ts";
import { applyCoupon, removeCoupon } from "./promotion-store.ts";

/**
 * Coupons (commerce spec §7 PUT and DELETE /cart/v1/coupon, errors §8 PRM…): body
 * { basketId, couponCode }, codes case-insensitive. The same rules as every cart change: a
 * bearer token, the caller's own active cart (404 BSK404 otherwise), one transaction with the
 * cart locked, stock reconciled first; the answer is the Cart with couponItems and discounts.
 */
export function registerCouponRoutes(api: Api, deps: BackendDeps) {
  const now = () => new Date(deps.now());
  const changeCart = (identity: Identity, basketId: string, change: CartChange): Promise<CartAnswer> => changeCartIn(deps, identity, basketId, change);

  api.on("PUT", "/cart/v1/coupon", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, applyCouponRequest);
    return c.json(await changeCart(identity, body.basketId, (tx, _cart, snapshot) => applyCoupon(tx, snapshot, body.couponCode, now())));
  });

  api.on("DELETE", "/cart/v1/coupon", async (c) => {
    const identity = requireIdentity(c, deps);
    const body = await readBody(c, removeCouponRequest);
    return c.json(await changeCart(identity, body.basketId, (tx, cart) => removeCoupon(tx, cart, body.couponCode)));
  });
}
