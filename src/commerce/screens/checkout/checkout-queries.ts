import { queryOptions } from "@tanstack/react-query";
import type { CheckoutCartAnswer, ShipmentEntryAnswer } from "../../../../contracts/api/checkout.ts";
import type { ConsumerProfileAnswer } from "../../../../contracts/api/consumer.ts";
import { withCommerce } from "../../lazy-commerce.ts";
// Static: every page has it already (a dynamic import would make the bundler add a runtime chunk to every page).
import { browserCsrfToken } from "../../browser-session.ts";

/**
 * The checkout's reads besides the cart (cartQuery): the session (guest or member), a member's
 * profile (address book, name and email) and the delivery methods of each shipment. Browser only.
 */

/** Whether the shopper is signed in (`/api/session`); a failed read counts as a guest. */
export const checkoutSessionQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "session"] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.session()).then((session) => ({ loggedIn: session.loggedIn })),
    staleTime: 60_000,
    retry: false,
  });

/** A member's profile; undefined when it cannot be read (the checkout goes on without saved addresses). */
export const memberProfileQuery = (siteId: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "checkout", "profile"] as const,
    queryFn: async (): Promise<ConsumerProfileAnswer | null> => {
      const { createConsumerClient } = await import("../../api/consumer-client.ts");
      return createConsumerClient({ siteId, csrfToken: browserCsrfToken })
        .getProfile()
        .catch(() => null);
    },
    staleTime: 60_000,
    retry: false,
  });

/**
 * The methods a shipment may use, with prices, delivery times and the store of store methods; read
 * again when the shipment's lines, method or store change.
 */
export const shippingMethodsQuery = (siteId: string, cart: Pick<CheckoutCartAnswer, "id">, shipment: Pick<ShipmentEntryAnswer, "shippingId" | "code" | "storeId" | "itemIds">, favStoreId?: string) =>
  queryOptions({
    queryKey: ["commerce", siteId, "checkout", "shipping-methods", cart.id, shipment.shippingId, shipment.code, shipment.storeId ?? "", shipment.itemIds.join(","), favStoreId ?? ""] as const,
    queryFn: ({ client }) => withCommerce(client, siteId, (commerce) => commerce.shippingMethods(shipment.shippingId, favStoreId)),
    staleTime: 30_000,
  });
