import type { Api, BackendDeps } from "../http/api.ts";
import { registerAccountRequestRoutes } from "./account-request-routes.ts";
import { registerAddressRoutes } from "./address-routes.ts";
import { registerContactUsRoutes } from "./contact-us-routes.ts";
import { registerMailboxRoutes } from "./mailbox-routes.ts";
import { registerEmployeeTermsRoutes } from "./employee-terms-routes.ts";
import { registerLoyaltyRoutes } from "./loyalty-routes.ts";
import { registerNewsletterRoutes } from "./newsletter-routes.ts";
import { registerPaymentInstrumentRoutes } from "./payment-instrument-routes.ts";
import { registerProfileRoutes } from "./profile-routes.ts";
import { registerSubscriptionRoutes } from "./subscription-routes.ts";

/**
 * Consumer and account (commerce spec §7 Consumer, except the order calls of backend/orders):
 * profile and lookup, employee discount terms, loyalty, SMS subscription, newsletter signups, saved payment
 * instruments, the address book, notification settings, the shopper's data, warranty, gift card emails and contact us.
 */
export function createConsumerRoutes() {
  return (api: Api, deps: BackendDeps): void => {
    registerProfileRoutes(api, deps);
    registerEmployeeTermsRoutes(api, deps);
    registerLoyaltyRoutes(api, deps);
    registerSubscriptionRoutes(api, deps);
    registerNewsletterRoutes(api, deps);
    registerPaymentInstrumentRoutes(api, deps);
    registerAddressRoutes(api, deps);
    registerAccountRequestRoutes(api, deps);
    registerContactUsRoutes(api, deps);
    registerMailboxRoutes(api, deps);
  };
}

/** The module registered in backend/modules.ts. */
export function registerConsumerRoutes(api: Api, deps: BackendDeps): void {
  createConsumerRoutes()(api, deps);
}
