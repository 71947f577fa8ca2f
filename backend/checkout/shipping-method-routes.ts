import { shippingMethodQuery, shippingMethodRequest } from "../../contracts/api/checkout.ts";
import { loadSnapshot } from "../cart/cart-store.ts";
import { readBody, readQuery, requireIdentity, type Api, type BackendDeps } from "../http/api.ts";
import { basketIdOf, checkoutTransactions } from "./checkout-transactions.ts";
import { applicableMethods, chooseShippingMethod } from "./shipping-store.ts";

/** Choosing a shipment's delivery method, and the methods a shipment may take. */
export function registerShippingMethodRoutes(api: Api, deps: BackendDeps) {
  const checkout = checkoutTransactions(deps);

  api.on("POST", "/cart/v1/shippingMethod", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, shippingMethodQuery);
    const body = await readBody(c, shippingMethodRequest);
    return c.json(await checkout.change(identity, body.cartId, (tx, _cart, snapshot) => chooseShippingMethod(tx, snapshot, body, query.favStoreId), query.favStoreId));
  });

  api.on("GET", "/cart/v1/cart/:basketId/shippingMethod/:shippingId", async (c) => {
    const identity = requireIdentity(c, deps);
    const query = readQuery(c, shippingMethodQuery);
    const shippingId = c.req.param("shippingId") ?? "";
    return c.json(await checkout.read(identity, basketIdOf(c), async (tx, cart) => applicableMethods(tx, await loadSnapshot(tx, cart), shippingId, query.favStoreId, checkout.now())));
  });
}
