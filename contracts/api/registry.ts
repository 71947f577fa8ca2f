import type { z } from "zod";
import * as auth from "./auth.ts";
import * as cart from "./cart.ts";
import * as checkout from "./checkout.ts";
import { consumerContracts } from "./consumer.ts";
import { contentContracts } from "./content.ts";
import { personalisationContracts } from "./decide.ts";
import * as orders from "./orders.ts";
import { productsContracts } from "./products.ts";
import * as savedForLater from "./saved-for-later.ts";
import { storesContracts } from "./stores.ts";
import { wishlistsContracts } from "./wishlists.ts";

/**
 * An answer's schema: classic zod, or `zod/mini` (answers the browser checked before decision
 * 0013; now the server checks them and the browser ships no zod). Check a body with
 * `z.safeParse(contract, body)`.
 */
export type Contract = z.core.$ZodType;

/**
 * Every answer contract by name, `<area>.<name>`: what the validate-response call
 * (`POST /fapi/api/validate-response/{contract}`, commerce spec §5) checks a body against.
 * The first areas' contract files predate the `<area>Contracts` records, so their answers are
 * named here; the later areas keep their own record and are included whole. A name is the
 * answer schema's export without its `Answer` suffix.
 */
const named: Record<string, Record<string, Contract>> = {
  auth: {
    guestToken: auth.guestTokenAnswer,
    registeredToken: auth.registeredTokenAnswer,
    agentLogin: auth.agentLoginAnswer,
    token: auth.tokenAnswer,
    loginSession: auth.loginSession,
    signin: auth.signinAnswer,
    signup: auth.signupAnswer,
    forgotPassword: auth.forgotPasswordAnswer,
    resetPassword: auth.resetPasswordAnswer,
    changePassword: auth.changePasswordAnswer,
    signout: auth.signoutAnswer,
  },
  cart: {
    cart: cart.cartAnswer,
    cartItem: cart.cartItemAnswer,
    promoSummary: cart.promoSummaryAnswer,
  },
  checkout: {
    checkoutCart: checkout.checkoutCartAnswer,
    addressValidation: checkout.addressValidationAnswer,
    giftCardBalance: checkout.giftCardBalanceAnswer,
    paymentSession: checkout.paymentSessionAnswer,
    shippingMethods: checkout.shippingMethodsAnswer,
    paymentInstrument: checkout.paymentInstrumentAnswer,
    paymentMethods: checkout.paymentMethodsAnswer,
    order: checkout.orderAnswer,
  },
  orders: {
    orderDetails: orders.orderDetailsAnswer,
    orderSummary: orders.orderSummaryAnswer,
    purchaseHistory: orders.purchaseHistoryAnswer,
    trackOrder: orders.trackOrderAnswer,
    cancelOrder: orders.cancelOrderAnswer,
  },
  savedForLater: {
    savedForLater: savedForLater.savedForLaterAnswer,
    savedForLaterWithCart: savedForLater.savedForLaterWithCartAnswer,
    deviceFingerprint: savedForLater.deviceFingerprintAnswer,
  },
};

/** The areas whose contract files keep an `<area>Contracts` record (filled as the areas grow). */
const records: Record<string, Record<string, Contract>> = {
  products: productsContracts,
  consumer: consumerContracts,
  stores: storesContracts,
  wishlists: wishlistsContracts,
  content: contentContracts,
  personalisation: personalisationContracts,
};

export const CONTRACT_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9]*\.[a-zA-Z][a-zA-Z0-9]*$/;

/**
 * Builds the registry. Read at call time rather than frozen at import: the areas' records are
 * plain objects, so an entry another module adds is seen (and tests may pass their own).
 */
export function contractRegistry(areas: Record<string, Record<string, Contract>> = { ...named, ...records }): Map<string, Contract> {
  const registry = new Map<string, Contract>();
  for (const [area, contracts] of Object.entries(areas)) {
    for (const [name, schema] of Object.entries(contracts)) registry.set(`${area}.${name}`, schema);
  }
  return registry;
}

/** The contract of `name` (`cart.cart`, `wishlists.favorites`, …); undefined when there is none. */
export function findContract(name: string): Contract | undefined {
  if (!CONTRACT_NAME_PATTERN.test(name)) return undefined;
  return contractRegistry().get(name);
}

/** Every contract name, sorted (for a catalogue or a 404's hint). */
export function contractNames(): string[] {
  return [...contractRegistry().keys()].sort();
}
