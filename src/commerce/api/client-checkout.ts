import type { z } from "zod";
import { segment, type CommerceTransport } from "./client-core.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../contracts/api/commerce-constants.ts";
import type {
  addressInput,
  PatchOrderRequest,
  PaymentMethodId,
  paymentInstrumentFields,
  PlaceOrderRequest,
  ShippingId,
  ShippingMethodCode,
} from "../../../contracts/api/checkout.ts";

/** An address as the checkout forms send it (commerce spec §3 Address). */
export type AddressBody = z.input<typeof addressInput>;

type InstrumentFields = typeof paymentInstrumentFields;
/** A payment instrument to add: its method id and that method's fields. */
/** (A method without fields, the athletes payment, is its id alone: `z.input` of an empty object is an index signature that refuses any key.) */
export type PaymentInstrumentBody = { [Method in keyof InstrumentFields]: { payment_method_id: Method } & (string extends keyof z.input<InstrumentFields[Method]> ? unknown : z.input<InstrumentFields[Method]>) }[keyof InstrumentFields];

export interface BillingAddressBody {
  address?: AddressBody;
  phone?: string;
  subscriptions?: { newsletterConsent?: boolean };
}

/**
 * The checkout calls of commerce spec §7 (Cart and checkout): addresses, shipping and payment
 * methods, payment instruments, gift card balance, loyalty reward, the buy-now-pay-later session,
 * prepare, place, complete (3-D Secure) and read back the order. The payment instrument and reward calls
 * answer the whole cart, which the page uses as the new cart.
 */
export function checkoutCalls({ call, withCart, options, answers }: CommerceTransport) {
  const { addressValidationAnswer, checkoutCartAnswer, giftCardBalanceAnswer, orderAnswer, paymentMethodsAnswer, paymentSessionAnswer, shippingMethodsAnswer } = answers;
  const cartPath = (basketId: string, rest: string) => `/cart/v1/cart/${segment(basketId)}${rest}`;

  return {
    setShippingAddress: (address: AddressBody, recaptcha_response?: string) =>
      withCart((basketId) => call("POST", `/cart/v2/cart/${segment(basketId)}/shippingAddress`, checkoutCartAnswer, { body: { address, recaptcha_response } })),
    removeShippingAddress: () => withCart((basketId) => call("DELETE", `/cart/v2/cart/${segment(basketId)}/shippingAddress`, checkoutCartAnswer)),
    /** Valid, or CHK320 naming the field. */
    validateShippingAddress: (address: AddressBody) => withCart((basketId) => call("POST", cartPath(basketId, "/shippingAddress/validation"), addressValidationAnswer, { body: { address } })),
    setBillingAddress: (body: BillingAddressBody) => withCart((basketId) => call("POST", cartPath(basketId, "/billingAddress"), checkoutCartAnswer, { body })),
    removeBillingAddress: () => withCart((basketId) => call("DELETE", cartPath(basketId, "/billingAddress"), checkoutCartAnswer)),
    /** The methods a shipment may use; pickup options at `favStoreId`. */
    shippingMethods: (shippingId: ShippingId, favStoreId?: string) =>
      withCart((basketId) => call("GET", cartPath(basketId, `/shippingMethod/${segment(shippingId)}`), shippingMethodsAnswer, { query: { favStoreId } })),
    /** Pickup, ship-to-store and collection point need a store: `storeId`, else `favStoreId`. */
    chooseShippingMethod: (shippingId: ShippingId, code: ShippingMethodCode, extra: { storeId?: string; favStoreId?: string } = {}) =>
      withCart((cartId) =>
        call("POST", "/cart/v1/shippingMethod", checkoutCartAnswer, { query: { favStoreId: extra.favStoreId }, body: { cartId, shippingId, code, shopperAppliedSM: true, storeId: extra.storeId } }),
      ),
    paymentMethods: () => withCart((basketId) => call("GET", cartPath(basketId, "/paymentMethods"), paymentMethodsAnswer)),
    addPaymentInstrument: (instrument: PaymentInstrumentBody) => withCart((basketId) => call("POST", cartPath(basketId, "/paymentInstruments"), checkoutCartAnswer, { body: instrument })),
    removePaymentInstrument: (paymentInstrumentId: string) =>
      withCart((basketId) => call("DELETE", cartPath(basketId, "/paymentInstruments"), checkoutCartAnswer, { body: { payment_instrument_id: paymentInstrumentId } })),
    giftCardBalance: (number: string, pin: string) => call("POST", "/cart/v1/giftcard/balance", giftCardBalanceAnswer, { body: { number, pin } }),
    /** A loyalty voucher by id or by its points; null removes it. */
    applyLoyaltyVoucher: (appliedLoyaltyVoucher: string | number | null) => withCart((basketId) => call("PUT", cartPath(basketId, "/reward"), checkoutCartAnswer, { body: { appliedLoyaltyVoucher } })),
    /** A buy-now-pay-later (KLARNA) session for the cart. */
    paymentSession: () => withCart((basketId) => call("GET", "/cart/v1/paymentSession", paymentSessionAnswer, { query: { basketId } })),
    prepareOrder: (favStoreId?: string) => withCart((basketId) => call("POST", "/cart/v1/cart/prepareOrder", checkoutCartAnswer, { query: { favStoreId }, body: { basketId } })),
    /**
     * Places the order; after it the stored cart is forgotten (the next add makes a new one).
     * Status payment_pending with a PaymentNotAuthorized flash: run the 3-D Secure challenge,
     * then `completeOrder`.
     */
    placeOrder: async (body: Omit<PlaceOrderRequest, "cartId">, attempt: { idempotencyKey?: string } = {}) => {
      const headers = attempt.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: attempt.idempotencyKey } : undefined;
      const order = await withCart((cartId) => call("PUT", "/cart/v2/checkout/order", orderAnswer, { body: { ...body, cartId }, headers }));
      options.cartStore.set(undefined);
      return order;
    },
    /** The caller's own order as placed (the confirmation page); anyone else's or none: 404 ORD409. */
    getOrder: (orderNumber: string) => call("GET", `/cart/v2/checkout/order/${segment(orderNumber)}`, orderAnswer),
    /** The 3-D Secure result of a PaymentNotAuthorized order. */
    completeOrder: (orderNumber: string, code: PaymentMethodId, threeDS2Result: PatchOrderRequest["additionalData"]["threeDS2Result"]) =>
      call("PATCH", `/cart/v2/checkout/order/${segment(orderNumber)}`, orderAnswer, { body: { paymentMethod: { code }, additionalData: { threeDS2Result } } }),
  };
}
