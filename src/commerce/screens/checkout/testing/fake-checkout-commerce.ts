import type { AddressAnswer, CheckoutCartAnswer, ShippingId, ShippingMethodCode } from "../../../../../contracts/api/checkout.ts";
import type { AddressBody } from "../../../api/client-checkout.ts";
import type { CommerceClient } from "../../../api/client.ts";
import { orderOf, shippingMethodsAnswer, shipment } from "./checkout-cart.ts";

/**
 * Stories only: a commerce client acting on a checkout cart in memory (a guest's session), so
 * that a story's shipping step, delivery choice and Place order can be used without a backend.
 * Calls it does not know fail like an unreachable API.
 */
export function fakeCheckoutCommerce(start: CheckoutCartAnswer): CommerceClient {
  let cart = start;
  const answered = (address: AddressBody): AddressAnswer => ({
    addressLine2: null,
    stateCityProvDept: null,
    recipientContactEmail: null,
    recipientContactPhone: null,
    ...(address as Omit<AddressAnswer, "addressLine2" | "stateCityProvDept" | "recipientContactEmail" | "recipientContactPhone">),
  });
  const known: Partial<CommerceClient> = {
    getCart: async () => cart,
    session: async () => ({ loggedIn: false, associate: null, csrfToken: "story" }),
    shippingMethods: async (shippingId: ShippingId) => {
      const entry = cart.shippingMethods.find((candidate) => candidate.shippingId === shippingId);
      return shippingMethodsAnswer(shippingId, entry?.code ?? "standard", entry?.storeId ? { id: entry.storeId, name: "Ridgeline New York" } : { id: "RL-NYC-01", name: "Ridgeline New York" });
    },
    chooseShippingMethod: async (shippingId: ShippingId, code: ShippingMethodCode, extra: { storeId?: string } = {}) => {
      const from = cart.shippingMethods.find((entry) => entry.shippingId === shippingId)!;
      const target = code === "standard" ? "me" : code;
      const joined = cart.shippingMethods.find((entry) => entry.shippingId === target);
      const moved = shipment({ code, storeId: code === "standard" ? null : (extra.storeId ?? "RL-NYC-01"), itemIds: [...(joined?.itemIds ?? []), ...from.itemIds], address: code === "standard" ? (joined?.address ?? from.address) : null });
      cart = { ...cart, shippingMethods: [...cart.shippingMethods.filter((entry) => entry !== from && entry !== joined), moved] };
      return cart;
    },
    validateShippingAddress: async (address: AddressBody) => ({ valid: true as const, address: answered(address) }),
    setShippingAddress: async (address: AddressBody) => {
      cart = { ...cart, shippingMethods: cart.shippingMethods.map((entry) => (entry.code === "standard" || entry.code === "customs" ? { ...entry, address: answered(address) } : entry)) };
      return cart;
    },
    prepareOrder: async () => cart,
    placeOrder: async () => orderOf(cart),
  };
  return new Proxy(known as CommerceClient, {
    get: (target, name: string) =>
      (target as Record<string, unknown>)[name] ??
      (async () => {
        throw Object.assign(new Error("Not available in this story"), { errorId: "HTTP0" });
      }),
  });
}
