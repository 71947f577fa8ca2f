import type { AddressAnswer, CheckoutCartAnswer, PaymentInstrumentAnswer, ShipmentEntryAnswer, ShippingMethodsAnswer } from "../../../../../contracts/api/checkout.ts";
import type { OrderAnswer } from "../../../../../contracts/api/checkout.ts";
import { cartAnswer, cartItem } from "../../cart/testing/cart-factory.ts";

export { cartItem };

/**
 * Tests and stories only: checkout carts (shipments, payment instruments) and answers of the
 * checkout calls, from a few fields; the rest as the reference backend answers them.
 */
export const HOME_ADDRESS: AddressAnswer = {
  recipientFirstName: "Ada",
  recipientLastName: "Lovelace",
  addressLine1: "350 Fifth Avenue",
  addressLine2: null,
  city: "New York",
  stateCityProvDept: "NY",
  postalCode: "10118",
  country: "US",
  recipientContactEmail: "ada@example.com",
  recipientContactPhone: "+12125550123",
};

const METHOD_INFO = {
  standard: { label: "Standard delivery", deliveryTime: "3-5", price: 6.95 },
  sts: { label: "Ship to store", deliveryTime: "5-7", price: 0 },
  pudo: { label: "Collection point", deliveryTime: "2-4", price: 3.95 },
  pickup: { label: "Pick up in store", deliveryTime: "Same day", price: 0 },
  customs: { label: "Made to order", deliveryTime: "10-15", price: 9.95 },
  digital: { label: "Email delivery", deliveryTime: "Same day", price: 0 },
} as const;

export function shipment(partial: Partial<ShipmentEntryAnswer> = {}): ShipmentEntryAnswer {
  const code = partial.code ?? "standard";
  const info = METHOD_INFO[code];
  return {
    shippingId: code === "standard" ? "me" : code,
    code,
    label: info.label,
    deliveryTime: info.deliveryTime,
    price: { amount: info.price },
    applicableShippingMethods: code === "customs" || code === "digital" ? [code] : ["standard", "sts", "pickup"],
    defaultShippingMethodId: code === "customs" || code === "digital" ? code : "standard",
    address: null,
    storeId: null,
    itemIds: ["line-1"],
    ...partial,
  };
}

export function cardInstrument(partial: Partial<PaymentInstrumentAnswer> = {}): PaymentInstrumentAnswer {
  return {
    payment_instrument_id: "pi-card",
    payment_method_id: "CREDIT_CARD",
    amount: 0,
    card: { brand: "visa", last4: "1111", maskedNumber: "************1111", expiryMonth: 12, expiryYear: 2030, holder: "Ada Lovelace", main: false, paymentInstrumentId: null },
    address: HOME_ADDRESS,
    ...partial,
  };
}

type CartInput = Partial<Omit<CheckoutCartAnswer, "totals">> & { totals?: Partial<CheckoutCartAnswer["totals"]> };

/** A cart with one jacket to deliver (no address yet) unless told otherwise. */
export function checkoutCart(partial: CartInput = {}): CheckoutCartAnswer {
  const base = cartAnswer({ ...partial, shippingMethods: [], payment_instruments: [] });
  return { ...base, shippingMethods: partial.shippingMethods ?? [shipment()], payment_instruments: partial.payment_instruments ?? [] } as CheckoutCartAnswer;
}

/** The cart with the address given and, when `paid`, a card paying everything. */
export function addressedCart(options: { paid?: boolean } = {}): CheckoutCartAnswer {
  const cart = checkoutCart({ shippingMethods: [shipment({ address: HOME_ADDRESS })], totals: { shipping: 6.95 } });
  if (!options.paid) return cart;
  return { ...cart, payment_instruments: [cardInstrument({ amount: cart.totals.total })], totals: { ...cart.totals, remainingToPay: 0 } };
}

/** The methods of a shipment; `freeShipping`: the cart has earned a free-shipping promotion (each paid method discounted to 0). */
export function shippingMethodsAnswer(shippingId: ShipmentEntryAnswer["shippingId"], selected: ShipmentEntryAnswer["code"], store: { id: string; name: string } | null = null, freeShipping = false): ShippingMethodsAnswer {
  const codes = shippingId === "customs" || shippingId === "digital" ? [shippingId] : (["standard", "sts", "pickup"] as const);
  return {
    shippingId,
    selected,
    defaultShippingMethodId: codes[0]!,
    applicableShippingMethods: codes.map((code) => ({
      code,
      label: METHOD_INFO[code].label,
      deliveryTime: METHOD_INFO[code].deliveryTime,
      price: freeShipping && METHOD_INFO[code].price > 0 ? { amount: METHOD_INFO[code].price, discounted: 0 } : { amount: METHOD_INFO[code].price },
      storeInfo: code === "pickup" || code === "sts" ? (store ? { ...store, storeInventory: 5 } : null) : null,
    })),
  };
}

/** The order answer of placing `cart`. */
export function orderOf(cart: CheckoutCartAnswer, partial: Partial<OrderAnswer> = {}): OrderAnswer {
  return {
    orderNumber: "RL12345678",
    st: "s3cr3t-tracking-token-000000000",
    status: "placed",
    channel: "ECOMM",
    siteId: cart.siteId,
    currency: cart.currency,
    email: "ada@example.com",
    createdAt: "2026-01-05T10:00:00.000Z",
    items: cart.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      masterId: item.masterId,
      name: item.name,
      upc: item.upc,
      qty: item.qty,
      price: item.price,
      attributes: item.attributes,
      isDigitalProduct: item.isDigitalProduct,
      isCustoms: item.isCustoms,
      bonus: item.bonus,
      shippingId: "me",
      shippingMethod: "standard",
      storeId: null,
    })),
    shipments: cart.shippingMethods.map(({ applicableShippingMethods: _methods, defaultShippingMethodId: _default, ...rest }) => rest),
    totals: cart.totals,
    paymentMethod: { code: "CREDIT_CARD", instruments: cart.payment_instruments },
    billingAddress: HOME_ADDRESS,
    flash: [],
    promoSummary: [],
    inStoreSalesInfo: null,
    ...partial,
  };
}
