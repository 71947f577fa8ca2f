import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "./auth.ts";
import { cartAnswer, cartFlash, cartTotals } from "./cart.ts";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from "./commerce-constants.ts";
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES, orderAddress } from "./orders.ts";

/**
 * Contracts of the checkout calls (commerce spec §3 Shipping method entry, Payment instrument,
 * Order, Address; §4 Checkout and delivery transitions; §7 Cart and checkout): addresses,
 * shipping methods, payment methods and instruments, gift card balance, loyalty reward, payment
 * session, prepare, place and patch (3-D Secure) an order. Requests are lenient about extra
 * fields (dropped); answers are strict. Amounts in answers are decimal currency units (19.99).
 */

// ---- shared vocabularies ---------------------------------------------------------------------

/** Commerce spec §3 Shipping method entry: the method codes. */
export const SHIPPING_METHOD_CODES = ["standard", "digital", "pickup", "pudo", "sts", "customs"] as const;
export type ShippingMethodCode = (typeof SHIPPING_METHOD_CODES)[number];

/**
 * Shipment ids (spec: "shippingId (types me, customs, pickup)"). A shipment is the cart's lines
 * with one delivery method, named after it: `me` standard delivery to the shopper's address,
 * `customs` made-to-order items, `pickup` pickup in store; and, beyond the spec's three, `sts`
 * ship-to-store, `pudo` a collection point and `digital` (by email). Choosing another method
 * for a shipment moves its lines to that method's shipment.
 */
export const SHIPPING_IDS = ["me", "customs", "pickup", "digital", "sts", "pudo"] as const;
export type ShippingId = (typeof SHIPPING_IDS)[number];

/** Commerce spec §3 Payment instrument: the payment method ids. */
export const PAYMENT_METHOD_IDS = ["GIFT_CARD", "LOYALTY_POINTS", "ATHLETES_PAYMENT", "KLARNA", "REWARD_CODE", "REWARD_CARD", "CREDIT_CARD", "PAYPAL"] as const;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** Order place and patch carry this header: MAPP inside the app's webview, else ECOMM (the default). */
export const CHANNEL_HEADER = "x-channel";
export const CHANNELS = ["MAPP", "ECOMM"] as const;
export type Channel = (typeof CHANNELS)[number];
export { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH };

/** At most this many gift cards pay one order (GFC410 beyond). */
export const MAX_GIFT_CARDS = 2;

/**
 * Cart flash codes of checkout (commerce spec §8): the delivery transitions of §4 (the server
 * changed how an item is delivered; `details.errorId` carries the ORD516/517/518 meaning where
 * one applies) and PaymentNotAuthorized (the order needs a 3-D Secure challenge).
 */
export { DELIVERY_TRANSITION_FLASH_TYPES, type DeliveryTransitionFlashType } from "./commerce-constants.ts";
export const PAYMENT_NOT_AUTHORIZED = "PaymentNotAuthorized";
export const INVALID_SHIPPING_ADDRESS = "InvalidShippingAddress";

// ---- field rules -----------------------------------------------------------------------------

/** Cart, line and instrument ids are server-made; anything longer cannot be one. */
const idSchema = z.string().min(1).max(64);
const requiredText = (max: number) => z.string().trim().min(1, "is required").max(max);
/** Optional text: null, an empty string or a missing field all mean "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);
const emailFormat = z.email();

export const ADDRESS_LINE_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 50;

/**
 * An address as sent (commerce spec §3 Address). Required: line 1, city, country (ISO 3166
 * two letters), postal code, first and last name. The phone is checked by each call (SHP410 for a
 * shipping address, BILL410 for billing), so it is optional here.
 */
export const addressInput = z.object({
  id: z.string().max(64).nullish(),
  approachType: z.enum(["S", "B"]).nullish(),
  main: z.boolean().nullish(),
  addressLine1: requiredText(ADDRESS_LINE_MAX_LENGTH),
  addressLine2: optionalText(ADDRESS_LINE_MAX_LENGTH),
  city: requiredText(60),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "must be a two-letter country code")
    .transform((value) => value.toUpperCase()),
  postalCode: requiredText(12),
  stateCityProvDept: optionalText(60),
  recipientFirstName: requiredText(NAME_MAX_LENGTH),
  recipientLastName: requiredText(NAME_MAX_LENGTH),
  recipientContactEmail: optionalText(EMAIL_MAX_LENGTH).refine((value) => value === undefined || emailFormat.safeParse(value).success, "must be an email address"),
  recipientContactPhone: optionalText(32),
});
export type AddressInput = z.output<typeof addressInput>;

/** An address as answered (and stored on the cart): normalised, the phone in E.164. Same shape as on orders. */
export const addressAnswer = orderAddress;
export type AddressAnswer = z.infer<typeof addressAnswer>;

// ---- requests: addresses ---------------------------------------------------------------------

/**
 * POST /cart/v2/cart/{basketId}/shippingAddress. Invalid or missing fields: 400 CHK380 naming
 * the field; no phone: SHP410; a P.O. box or military (APO/FPO/DPO) address: SHP500; a country
 * other than the site's: PAY401.
 */
export const shippingAddressRequest = z.object({ address: addressInput, recaptcha_response: z.string().max(4096).optional() });
/** POST /cart/v1/cart/{basketId}/shippingAddress/validation: valid, or 400 CHK320 naming the field. */
export const addressValidationRequest = z.object({ address: addressInput });
export const addressValidationAnswer = z.strictObject({ valid: z.literal(true), address: addressAnswer });
export type AddressValidationAnswer = z.infer<typeof addressValidationAnswer>;

/**
 * POST /cart/v1/cart/{basketId}/billingAddress. No address: 400 BIL400; an address field
 * missing: 400 PYT406 naming it; no phone (here or in the address): 400 BILL410.
 */
export const billingAddressRequest = z.object({
  address: z.unknown().optional(),
  phone: optionalText(32),
  subscriptions: z.object({ newsletterConsent: z.boolean().optional() }).nullish(),
});

// ---- requests: shipping ----------------------------------------------------------------------

/**
 * POST /cart/v1/shippingMethod: the method `code` for the shipment `shippingId`. Pickup,
 * ship-to-store and collection point need a store: `storeId`, else the query's favStoreId, else
 * the store the shipment already has.
 */
export const shippingMethodRequest = z.object({
  cartId: idSchema,
  code: z.enum(SHIPPING_METHOD_CODES),
  shippingId: z.string().min(1).max(32),
  /** The shopper chose it (rather than a default); accepted and recorded nowhere. */
  shopperAppliedSM: z.boolean().optional(),
  storeId: z.string().min(1).max(64).optional(),
});
export const shippingMethodQuery = z.object({ favStoreId: z.string().min(1).max(64).optional() });

// ---- requests: payment -----------------------------------------------------------------------

/** Loose digits: a number or a string of digits (card expiry fields). */
const digitsOrNumber = z.union([z.number(), z.string().trim().max(4)]);

/**
 * POST /cart/v1/cart/{basketId}/paymentInstruments: `payment_method_id` and the method's fields.
 * Read in two steps: the method id (400 ATTR300), then the method's fields (its own error id).
 */
export const paymentInstrumentEnvelope = z.looseObject({ payment_method_id: z.enum(PAYMENT_METHOD_IDS) });
export const paymentInstrumentFields = {
  /** Missing number or PIN: GFC400. */
  GIFT_CARD: z.object({ number: z.string().trim().min(1).max(32), pin: z.string().trim().min(1).max(16) }),
  /** Points to spend; all the available points by default. */
  LOYALTY_POINTS: z.object({ points: z.number().int().min(1).max(100_000_000).optional() }),
  /** A loyalty voucher's code (its id). */
  REWARD_CODE: z.object({ code: z.string().trim().min(1).max(64) }),
  REWARD_CARD: z.object({ number: z.string().trim().min(1).max(64) }),
  /**
   * A new card (number, expiry, holder, cvv), or a saved card of the member (`card.paymentInstrumentId`).
   * The full number and the cvv are never stored: the brand and the last four digits are.
   */
  CREDIT_CARD: z.union([
    z.object({
      number: z.string().trim().min(1).max(32),
      expiryMonth: digitsOrNumber,
      expiryYear: digitsOrNumber,
      holder: z.string().trim().min(1).max(100),
      cvv: z.string().trim().min(1).max(8),
    }),
    z.object({ card: z.object({ paymentInstrumentId: idSchema }), cvv: z.string().trim().min(1).max(8).optional() }),
  ]),
  /** A session of GET /cart/v1/paymentSession for this cart. */
  KLARNA: z.object({ sessionId: z.string().min(1).max(1024) }),
  PAYPAL: z.object({ payerEmail: z.string().trim().max(EMAIL_MAX_LENGTH).refine((value) => emailFormat.safeParse(value).success, "must be an email address").optional() }),
  ATHLETES_PAYMENT: z.object({}),
} as const;

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments. */
export const deletePaymentInstrumentRequest = z.object({ payment_instrument_id: idSchema });

/** POST /cart/v1/giftcard/balance. Missing number or PIN: 400 GFC400. */
export const giftCardBalanceRequest = z.object({ number: z.string().trim().min(1).max(32), pin: z.string().trim().min(1).max(16) });
export const giftCardBalanceAnswer = z.strictObject({
  maskedNumber: z.string(),
  balance: z.number().finite().min(0),
  currency: z.string(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type GiftCardBalanceAnswer = z.infer<typeof giftCardBalanceAnswer>;

/** PUT /cart/v1/cart/{basketId}/reward: a loyalty voucher by id or by its points; null removes it. */
export const rewardRequest = z.object({ appliedLoyaltyVoucher: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]).nullable() });

/** GET /cart/v1/paymentSession?basketId=…: a buy-now-pay-later (KLARNA) session for the cart. */
export const paymentSessionQuery = z.object({ basketId: idSchema });
export const paymentSessionAnswer = z.strictObject({
  provider: z.literal("KLARNA"),
  sessionId: z.string(),
  clientToken: z.string(),
  amount: z.number().finite(),
  currency: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  paymentMethodCategories: z.array(z.string()),
});
export type PaymentSessionAnswer = z.infer<typeof paymentSessionAnswer>;

// ---- requests: order -------------------------------------------------------------------------

/** POST /cart/v1/cart/prepareOrder: basketId in the body (or the query). */
export const prepareOrderRequest = z.object({ basketId: idSchema });
export const prepareOrderQuery = z.object({ basketId: idSchema.optional(), favStoreId: z.string().min(1).max(64).optional() });

/** The chosen payment method: `{ code }` or the bare id. */
const paymentMethodRef = z.union([z.enum(PAYMENT_METHOD_IDS), z.object({ code: z.enum(PAYMENT_METHOD_IDS) })]).transform((value) => (typeof value === "string" ? { code: value } : value));

/** PUT /cart/v2/checkout/order (headers x-channel and idempotency-key). */
export const placeOrderRequest = z.object({
  cartId: idSchema,
  billingAddress: addressInput.optional(),
  paymentMethod: paymentMethodRef,
  recaptcha_response: z.string().max(4096).optional(),
  /** Buy-in-store: the associate's store and employee id. */
  inStoreSalesInfo: z
    .object({
      storeId: z.string().min(1).max(64),
      storeEmployeeId: z.string().min(1).max(64).optional(),
      storeName: z.string().max(200).optional(),
      storeEmployeeName: z.string().max(200).optional(),
    })
    .optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;

/** PATCH /cart/v2/checkout/order/{orderNumber}: the 3-D Secure result. */
export const patchOrderRequest = z.object({
  paymentMethod: z.object({ code: z.enum(PAYMENT_METHOD_IDS) }),
  additionalData: z.object({ threeDS2Result: z.object({ transStatus: z.enum(["Y", "N"]) }) }),
});
export type PatchOrderRequest = z.input<typeof patchOrderRequest>;

// ---- answers ---------------------------------------------------------------------------------

const amount = z.number().finite();

/** One shipment of the cart (Cart.shippingMethods). */
export const shipmentEntryAnswer = z.strictObject({
  shippingId: z.enum(SHIPPING_IDS),
  code: z.enum(SHIPPING_METHOD_CODES),
  label: z.string(),
  deliveryTime: z.string(),
  price: z.strictObject({ amount }),
  applicableShippingMethods: z.array(z.enum(SHIPPING_METHOD_CODES)),
  defaultShippingMethodId: z.enum(SHIPPING_METHOD_CODES),
  /** Home delivery: the cart's shipping address (null until given). */
  address: addressAnswer.nullable(),
  /** Pickup, ship-to-store and collection point: the store. */
  storeId: z.string().nullable(),
  itemIds: z.array(z.string()),
});
export type ShipmentEntryAnswer = z.infer<typeof shipmentEntryAnswer>;

export const storeInfoAnswer = z.strictObject({ id: z.string(), name: z.string(), storeInventory: z.number().int().min(0) });

/** GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}. */
export const shippingMethodsAnswer = z.strictObject({
  shippingId: z.enum(SHIPPING_IDS),
  selected: z.enum(SHIPPING_METHOD_CODES),
  defaultShippingMethodId: z.enum(SHIPPING_METHOD_CODES),
  applicableShippingMethods: z.array(
    z.strictObject({
      code: z.enum(SHIPPING_METHOD_CODES),
      label: z.string(),
      deliveryTime: z.string(),
      /** `amount`: the method's rate; `discounted`: what choosing it costs after the cart's earned SHIPPING promotions, only when less (free shipping: 0). */
      price: z.strictObject({ amount, discounted: amount.optional() }),
      /** Pickup: the store and the least stock it has of the shipment's items. */
      storeInfo: storeInfoAnswer.nullable(),
    }),
  ),
});
export type ShippingMethodsAnswer = z.infer<typeof shippingMethodsAnswer>;

/** One payment instrument of the cart (Cart.payment_instruments) or of an order. */
export const paymentInstrumentAnswer = z.strictObject({
  payment_instrument_id: z.string(),
  payment_method_id: z.enum(PAYMENT_METHOD_IDS),
  /** What it pays of the total now (credit card, PayPal, Klarna: whatever the others leave). */
  amount,
  card: z
    .strictObject({
      brand: z.string(),
      last4: z.string(),
      maskedNumber: z.string(),
      expiryMonth: z.number().int(),
      expiryYear: z.number().int(),
      holder: z.string(),
      main: z.boolean(),
      /** The saved card it came from, if any. */
      paymentInstrumentId: z.string().nullable(),
    })
    .optional(),
  giftCard: z.strictObject({ maskedNumber: z.string(), last4: z.string(), availableBalance: amount }).optional(),
  loyalty: z.strictObject({ points: z.number().int().min(0) }).optional(),
  reward: z.strictObject({ code: z.string(), points: z.number().int().min(0), amountInCurrency: amount }).optional(),
  athlete: z.strictObject({ remaining: amount, payable: amount }).optional(),
  wallet: z.strictObject({ provider: z.enum(["PAYPAL", "KLARNA"]), payerEmail: z.string().nullable() }).optional(),
  /** The billing address (card, wallet and buy-now-pay-later instruments). */
  address: addressAnswer.nullable(),
});
export type PaymentInstrumentAnswer = z.infer<typeof paymentInstrumentAnswer>;

/**
 * A Cart answer of the checkout calls: the cart contract with its shipments and payment
 * instruments spelled out.
 */
export const checkoutCartAnswer = cartAnswer.extend({
  payment_instruments: z.array(paymentInstrumentAnswer),
  shippingMethods: z.array(shipmentEntryAnswer),
});
export type CheckoutCartAnswer = z.infer<typeof checkoutCartAnswer>;

export const loyaltyVoucherAnswer = z.strictObject({ id: z.string(), points: z.number().int().positive(), amountInCurrency: amount });

/** GET /cart/v1/cart/{basketId}/paymentMethods: the eight methods and whether this shopper may use them. */
export const paymentMethodsAnswer = z.strictObject({
  applicablePaymentMethods: z.array(
    z.strictObject({
      id: z.enum(PAYMENT_METHOD_IDS),
      name: z.string(),
      available: z.boolean(),
      /** Why not: the catalogue id the add call would answer. */
      reason: z.string().nullable(),
    }),
  ),
  /** Loyalty members: the points and the vouchers (spec §9: the largest affordable one is offered). */
  loyalty: z
    .strictObject({
      currentLoyaltyPoints: z.number().int().min(0),
      applicableLoyaltyVouchers: z.array(loyaltyVoucherAnswer),
      offeredLoyaltyVoucher: loyaltyVoucherAnswer.nullable(),
    })
    .nullable(),
  /** Athletes: what is left of the annual allowance and what of this cart it may pay. */
  athlete: z.strictObject({ annualCap: amount, currentSpend: amount, remaining: amount, payable: amount }).nullable(),
  /**
   * The payment wallet (PAYPAL) when it is available: its approval page (absolute, http or https),
   * which the storefront opens in a frame with `parentOrigin`, `amount` and `currency` added.
   */
  wallet: z.strictObject({ approvalUrl: z.url({ protocol: /^https?$/ }) }).nullable(),
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswer>;

export const orderItemAnswer = z.strictObject({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  upc: z.string(),
  qty: z.number().int().positive(),
  price: z.strictObject({ original: amount, current: amount, rowTotal: amount, priceAfterItemDiscount: amount, priceAfterOrderDiscount: amount }),
  attributes: z.strictObject({ color: z.string(), size: z.string() }),
  isDigitalProduct: z.boolean(),
  isCustoms: z.boolean(),
  bonus: z.boolean(),
  shippingId: z.enum(SHIPPING_IDS),
  shippingMethod: z.enum(SHIPPING_METHOD_CODES),
  storeId: z.string().nullable(),
});

export const orderShipmentAnswer = z.strictObject({
  shippingId: z.enum(SHIPPING_IDS),
  code: z.enum(SHIPPING_METHOD_CODES),
  label: z.string(),
  deliveryTime: z.string(),
  price: z.strictObject({ amount }),
  address: addressAnswer.nullable(),
  storeId: z.string().nullable(),
  itemIds: z.array(z.string()),
});

/**
 * The Order (commerce spec §3): PUT (place) and PATCH (3-D Secure result). `st` is the order's
 * tracking secret: with the order number it identifies the order without a sign-in.
 * `status` payment_pending with a PaymentNotAuthorized flash: start the 3-D Secure challenge.
 */
export const orderAnswer = z.strictObject({
  orderNumber: z.string().regex(ORDER_NUMBER_PATTERN),
  st: z.string().min(16),
  status: z.enum(ORDER_STATUSES),
  channel: z.enum(CHANNELS),
  siteId: z.string(),
  currency: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  items: z.array(orderItemAnswer),
  shipments: z.array(orderShipmentAnswer),
  totals: cartTotals,
  paymentMethod: z.strictObject({ code: z.enum(PAYMENT_METHOD_IDS), instruments: z.array(paymentInstrumentAnswer) }),
  billingAddress: addressAnswer.nullable(),
  flash: z.array(cartFlash),
  promoSummary: cartAnswer.shape.promoSummary,
  inStoreSalesInfo: z.strictObject({ storeId: z.string(), storeEmployeeId: z.string().nullable() }).nullable(),
});
export type OrderAnswer = z.infer<typeof orderAnswer>;
