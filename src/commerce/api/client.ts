import { accountCalls } from "./client-account.ts";
import { authCalls } from "./client-auth.ts";
import { cartCalls } from "./client-cart.ts";
import { checkoutCalls } from "./client-checkout.ts";
import { createTransport, type CommerceClientOptions } from "./client-core.ts";
import { orderCalls } from "./client-orders.ts";
import { productCalls } from "./client-products.ts";
import { storeCalls } from "./client-stores.ts";

export { BOT_DEFENCE_EVENT, CommerceApiError, type BotDefenceEventDetail, type CommerceClientOptions, type CommerceErrorReport } from "./client-core.ts";
export type { SessionAnswer, SignInAnswer, SignInInput } from "./client-auth.ts";
export type { AddressBody, BillingAddressBody, PaymentInstrumentBody } from "./client-checkout.ts";

/**
 * The storefront's typed commerce client: one function per call of commerce spec §7 that
 * browser code makes, through the BFF (`/api/commerce/{spec path}`, and `/api/session` for
 * sign-in, sign-out and the session), with the CSRF token on every write. Answers are checked
 * against their contracts (src/commerce/api/contracts). The spec's handling of answers is built
 * in (client-core.ts): `CommerceApiError`s with the catalogue's messages, the bot-defence event,
 * error reports, BSK404 "new cart and retry", AUT498 "rebuild cart".
 *
 * Grouped by area, one file each: auth (client-auth.ts), cart (client-cart.ts), checkout
 * (client-checkout.ts), orders (client-orders.ts), account (client-account.ts), utilities,
 * stores and favourites (client-stores.ts), products (client-products.ts). The consumer profile
 * and SMS subscription calls are consumer-client.ts.
 *
 * Not here, by design: the token, sign-in, sign-out and agent-login calls themselves (the BFF
 * makes them; tokens never reach page scripts).
 */
export function createCommerceClient(options: CommerceClientOptions) {
  const transport = createTransport(options);
  const groups = [authCalls(transport), cartCalls(transport), checkoutCalls(transport), orderCalls(transport), accountCalls(transport), storeCalls(transport), productCalls(transport)] as const;
  requireDistinctNames(groups);
  const [auth, cart, checkout, orders, account, stores, products] = groups;
  return { ...auth, ...cart, ...checkout, ...orders, ...account, ...stores, ...products };
}

/** Two areas' calls with one name would silently replace one another in the flat client. */
function requireDistinctNames(groups: readonly object[]): void {
  const seen = new Set<string>();
  for (const name of groups.flatMap((group) => Object.keys(group))) {
    if (seen.has(name)) throw new Error(`The commerce client has two calls named ${name}`);
    seen.add(name);
  }
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;

/** The page reloads this long after an invalid-customer error (commerce spec §9). */
export const INVALID_CUSTOMER_RELOAD_MS = 4_000;
