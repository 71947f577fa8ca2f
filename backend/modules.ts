import type { Api, BackendDeps } from "./http/api.ts";
import { registerAuthRoutes } from "./identity/auth-routes.ts";
import { registerCartRoutes } from "./cart/cart-routes.ts";
import { registerCheckoutRoutes } from "./checkout/checkout-routes.ts";
import { registerCouponRoutes } from "./cart/coupon-routes.ts";
import { registerOrderRoutes } from "./orders/order-routes.ts";
import { registerSavedForLaterRoutes } from "./cart/saved-for-later-routes.ts";
import { registerPriceAdjustmentRoutes } from "./cart/price-adjustment-routes.ts";
import { registerProductRoutes } from "./products/products-routes.ts";
import { registerConsumerRoutes } from "./consumer/consumer-routes.ts";
import { registerStoreRoutes } from "./stores/stores-routes.ts";

/** Endpoint modules of the commerce API; each registers its paths. Adding a module: one line. */
export const COMMERCE_MODULES: ((api: Api, deps: BackendDeps) => void)[] = [
  registerAuthRoutes,
  registerCartRoutes,
  registerCouponRoutes,
  registerPriceAdjustmentRoutes,
  registerCheckoutRoutes,
  registerOrderRoutes,
  registerSavedForLaterRoutes,
  registerProductRoutes,
  registerConsumerRoutes,
  registerStoreRoutes,
];
