import type { Api, BackendDeps } from "../http/api.ts";
import { registerCheckoutAddressRoutes } from "./checkout-address-routes.ts";
import { registerOrderPlacementRoutes } from "./order-placement-routes.ts";
import { registerPaymentRoutes } from "./payment-routes.ts";
import { registerShippingMethodRoutes } from "./shipping-method-routes.ts";
import { registerTestProviderPages } from "./test-provider-pages.ts";

/**
 * Checkout (commerce spec §7 Cart and checkout): addresses, shipping methods, payment methods and
 * instruments, gift card balance, loyalty reward, payment session, prepare, place and patch an
 * order. Every call needs a bearer token; a cart is only its owner's (404 BSK404 for anyone
 * else, as for a cart that does not exist). Changes run in one transaction with the cart row
 * locked; each first brings the cart in line with stock and stores (delivery transitions and
 * the cart core's reconciliation, reported as flash), then changes it, then answers the
 * refreshed Cart (checkout-transactions.ts). The calls are registered by concern, in this order,
 * and last the pages of the stand-in payment providers (3-D Secure challenge, wallet approval).
 */
export function registerCheckoutRoutes(api: Api, deps: BackendDeps) {
  registerCheckoutAddressRoutes(api, deps);
  registerShippingMethodRoutes(api, deps);
  registerPaymentRoutes(api, deps);
  registerOrderPlacementRoutes(api, deps);
  registerTestProviderPages(api);
}
